import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { AccountDetails } from '@psp/contracts'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { isApiError } from '../../../lib/api-error'
import { formatDateTime } from '../../../lib/format-date'
import { paths } from '../../../lib/paths'
import { AppButton } from '../../../ui/app-button'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { QueryState } from '../../../ui/query-state'
import { useAccount, useAccountAction, type AccountAction } from '../api/account'
import { accountTypeLabel, roleLabel, stateLabel } from '../components/account-labels'
import { AccountOrganizations } from '../components/account-organizations'
import { RenameAccountModal } from '../components/rename-account-modal'
import { orDash } from '../../../ui/empty-value'
import { useDocumentTitle } from '../../../lib/use-document-title'

const DONE: Record<AccountAction, string> = {
  block: 'Учетная запись заблокирована, сеансы пользователя завершены',
  unblock: 'Учетная запись разблокирована',
  'password-link': 'Письмо со ссылкой для создания пароля отправлено',
  'second-factor-reset': 'Двухфакторная аутентификация пользователя сброшена',
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  )
}

function AccountCard({ account }: { account: AccountDetails }) {
  const [dialog, setDialog] = useState<'block' | 'unblock' | 'rename' | 'second-factor-reset' | null>(null)
  const action = useAccountAction(account.id)
  const run = (name: AccountAction) =>
    action.mutate(name, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: DONE[name] })
        setDialog(null)
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Ошибка',
          message: isApiError(error) ? error.message : 'Общая ошибка',
        }),
    })
  const linkPending = account.accountType !== 'Regular'

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        {/* The page's own heading: the person the account is (axe: page-has-heading-one). */}
        <Title order={1} size="h3">
          {orDash(account.fio)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" m={0}>
          <Field label="Электронная почта" value={account.email} />
          <Field label="Мобильный телефон" value={orDash(account.phone)} />
          <Field label="Роль" value={roleLabel(account.role)} />
          <Field label="Учетная запись" value={accountTypeLabel(account.accountType)} />
          <Field label="Состояние" value={stateLabel(account.state)} />
          <Field label="Двухфакторная аутентификация" value={account.secondFactorEnabled ? 'Включена' : 'Выключена'} />
          {linkPending && account.linkExpiresAt && (
            <Field label="Ссылка действует до" value={formatDateTime(account.linkExpiresAt)} />
          )}
        </SimpleGrid>
        <Group gap="sm">
          <AppButton kind="secondary" onClick={() => setDialog('rename')}>
            Изменить ФИО
          </AppButton>
          {linkPending && (
            <AppButton kind="secondary" onClick={() => run('password-link')} loading={action.isPending}>
              Отправить ссылку повторно
            </AppButton>
          )}
          {account.secondFactorEnabled && (
            <AppButton kind="secondary" onClick={() => setDialog('second-factor-reset')}>
              Сбросить двухфакторную аутентификацию
            </AppButton>
          )}
          {account.state === 'Active' ? (
            <AppButton kind="danger" onClick={() => setDialog('block')}>
              Заблокировать
            </AppButton>
          ) : (
            <AppButton onClick={() => setDialog('unblock')}>Разблокировать</AppButton>
          )}
        </Group>
        <Anchor component={Link} to={`${paths.changeUserData}?userId=${account.id}`} size="sm">
          История изменений данных
        </Anchor>
        <AccountOrganizations items={account.organizations} />
      </Stack>
      <ConfirmModal
        opened={dialog === 'block'}
        onClose={() => setDialog(null)}
        onConfirm={() => run('block')}
        title="Блокировка учетной записи"
        confirmLabel="Заблокировать"
        kind="danger"
        loading={action.isPending}
      >
        {`Пользователь ${orDash(account.fio)} не сможет войти на портал, его текущие сеансы будут завершены.`}
      </ConfirmModal>
      <ConfirmModal
        opened={dialog === 'unblock'}
        onClose={() => setDialog(null)}
        onConfirm={() => run('unblock')}
        title="Разблокировка учетной записи"
        confirmLabel="Разблокировать"
        loading={action.isPending}
      >
        {`Пользователь ${orDash(account.fio)} снова сможет войти на портал.`}
      </ConfirmModal>
      <ConfirmModal
        opened={dialog === 'second-factor-reset'}
        onClose={() => setDialog(null)}
        onConfirm={() => run('second-factor-reset')}
        title="Сброс двухфакторной аутентификации"
        confirmLabel="Сбросить"
        kind="danger"
        loading={action.isPending}
      >
        {`Пользователь ${orDash(account.fio)} сможет войти только по паролю, пока снова не включит двухфакторную аутентификацию. Резервные коды перестанут действовать.`}
      </ConfirmModal>
      {dialog === 'rename' && <RenameAccountModal account={account} onClose={() => setDialog(null)} />}
    </Paper>
  )
}

/** A platform Admin's page of one account. */
export function AccountPage() {
  const { id = '' } = useParams()
  const query = useAccount(id)
  useDocumentTitle(query.data ? query.data.fio?.trim() || query.data.email : 'Учетная запись')
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.accounts} size="sm">
        Все пользователи
      </Anchor>
      <QueryState query={query} error={{ title: 'При загрузке информации возникла техническая ошибка' }}>
        {(account) => <AccountCard account={account} />}
      </QueryState>
    </Stack>
  )
}
