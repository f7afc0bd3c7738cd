import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { User } from '@psp/contracts'
import { IconCamera, IconPencil } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { AppButton } from '../../../ui/app-button'
import { AvatarPreview } from './avatar-preview'
import { orDash } from '../../../ui/empty-value'

function Field({ label, value, action }: { label: string; value: string | null; action?: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7" component="dt">
        {label}
      </Text>
      <Group gap="xs" component="dd" m={0}>
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {orDash(value)}
        </Text>
        {action}
      </Group>
    </Stack>
  )
}

export interface ProfileCardProps {
  user: User
  onChangeAvatar: () => void
  onChangePhone: () => void
}

/** SPEC §2 Profile card: surname, name, patronymic, e-mail, phone and avatar. */
export function ProfileCard({ user, onChangeAvatar, onChangePhone }: ProfileCardProps) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Group align="flex-start" gap="xl" wrap="wrap">
        {/* Never wider than the card: with enlarged text the button's label wraps instead of widening the page. */}
        <Stack align="center" gap="sm" maw="100%">
          <AvatarPreview src={user.avatar} name={user.fio} />
          <AppButton
            kind="secondary"
            size="sm"
            leftSection={<IconCamera size={16} aria-hidden />}
            onClick={onChangeAvatar}
          >
            {user.avatar ? 'Изменить фото' : 'Добавить фото'}
          </AppButton>
        </Stack>
        <Stack gap="md" style={{ flex: '1 1 320px' }}>
          <Title order={2} size="h3">
            {orDash(user.fio)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
            <Field label="Фамилия" value={user.surname} />
            <Field label="Имя" value={user.name} />
            <Field label="Отчество" value={user.patronymic} />
            <Field label="Электронная почта" value={user.email} />
            <Field
              label="Мобильный телефон"
              value={user.preferredMobilePhone}
              action={
                <AppButton
                  kind="ghost"
                  size="compact-sm"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={onChangePhone}
                >
                  Изменить телефон
                </AppButton>
              }
            />
          </SimpleGrid>
          <Anchor component={Link} to={paths.changeUserData} size="sm">
            История изменений данных
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  )
}
