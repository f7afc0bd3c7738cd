import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core'
import type { User, UserOrganization } from '@psp/contracts'
import { useState } from 'react'
import { AppModal } from '../../../ui/app-modal'
import { ErrorPanel } from '../../../ui/error-panel'
import { LoadingState } from '../../../ui/loading-state'
import { useChooseOrganization } from '../api/choose-organization'
import { useUserOrganizationsForChoice } from '../api/get-user-organizations'
import { choosableOrganizations, preselectOrganization } from '../model/preselect-organization'

interface Props {
  opened: boolean
  user: User
  onClose: () => void
  onChosen: () => void
}

/**
 * The organization choice of SPEC §4: preselection, 'Запомнить выбор', 'Войти без организации'. The modal's content
 * goes when it closes, so each opening starts again from the preselection.
 */
export function ChooseOrganizationModal({ opened, user, onClose, onChosen }: Props) {
  const organizations = useUserOrganizationsForChoice(opened)
  const choose = useChooseOrganization()
  const submit = (choice: { organizationId: string; isDefault: boolean } | null) =>
    choose.mutate(choice, { onSuccess: onChosen })

  return (
    <AppModal opened={opened} onClose={onClose} title="Выбор организации" size="lg">
      {organizations.isPending ? (
        <LoadingState text="Список организаций загружается..." />
      ) : organizations.isError ? (
        <ErrorPanel
          title="При загрузке списка организаций возникла техническая ошибка"
          onRetry={() => organizations.refetch()}
        />
      ) : (
        <ChoiceForm
          organizations={organizations.data.items}
          current={user.organization}
          choose={choose}
          onSubmit={submit}
        />
      )}
    </AppModal>
  )
}

function ChoiceForm({
  organizations,
  current,
  choose,
  onSubmit,
}: {
  organizations: UserOrganization[]
  current: User['organization']
  choose: ReturnType<typeof useChooseOrganization>
  onSubmit: (choice: { organizationId: string; isDefault: boolean } | null) => void
}) {
  const [initial] = useState(() => preselectOrganization(organizations, current))
  const [selected, setSelected] = useState(initial.organizationId)
  const [remember, setRemember] = useState(initial.remember)
  const items = choosableOrganizations(organizations)
  const selectedIsDefault = items.find((o) => o.organizationId === selected)?.isDefault ?? false

  return (
    <Stack>
      <Text>Выберите организацию, от имени которой вы будете работать в портале.</Text>
      <Select
        label="Организация"
        placeholder="Не выбрана"
        data={items.map((o) => ({ value: o.organizationId, label: `${o.shortName}, ИНН ${o.inn}` }))}
        value={selected}
        onChange={(value) => {
          setSelected(value)
          const isDefault = items.find((o) => o.organizationId === value)?.isDefault ?? false
          setRemember(isDefault)
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Checkbox
        label="Запомнить выбор"
        checked={remember}
        disabled={selectedIsDefault || !selected}
        onChange={(e) => setRemember(e.currentTarget.checked)}
      />
      {choose.isError && (
        <Text c="red.7" role="alert">
          {choose.error.message}
        </Text>
      )}
      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={() => onSubmit(null)} loading={choose.isPending && !choose.variables}>
          Войти без организации
        </Button>
        <Button
          disabled={!selected}
          loading={choose.isPending && !!choose.variables}
          onClick={() => selected && onSubmit({ organizationId: selected, isDefault: remember })}
        >
          Выбрать
        </Button>
      </Group>
    </Stack>
  )
}
