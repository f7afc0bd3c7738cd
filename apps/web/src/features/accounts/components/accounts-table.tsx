import { Anchor, Table, Text } from '@mantine/core'
import type { Account } from '@psp/contracts'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths'
import { accountTypeLabel, roleLabel, stateLabel } from './account-labels'
import { cardLabel, TABLE_CARDS_CLASS } from '../../../ui/table-cards'
import { orDash } from '../../../ui/empty-value'

export function AccountsTable({ items }: { items: Account[] }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm" className={TABLE_CARDS_CLASS}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ФИО</Table.Th>
            <Table.Th>Электронная почта</Table.Th>
            <Table.Th>Телефон</Table.Th>
            <Table.Th>Роль</Table.Th>
            <Table.Th>Учетная запись</Table.Th>
            <Table.Th>Состояние</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Td {...cardLabel('ФИО')}>
                <Anchor component={Link} to={paths.account(account.id)}>
                  {orDash(account.fio)}
                </Anchor>
              </Table.Td>
              <Table.Td {...cardLabel('Электронная почта')}>{account.email}</Table.Td>
              <Table.Td {...cardLabel('Телефон')} style={{ whiteSpace: 'nowrap' }}>
                {orDash(account.phone)}
              </Table.Td>
              <Table.Td {...cardLabel('Роль')}>{roleLabel(account.role)}</Table.Td>
              <Table.Td {...cardLabel('Учетная запись')}>{accountTypeLabel(account.accountType)}</Table.Td>
              <Table.Td {...cardLabel('Состояние')}>
                <Text size="sm" c={account.state === 'Blocked' ? 'red.8' : undefined} fw={500}>
                  {stateLabel(account.state)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
