import { Table } from '@mantine/core'
import { userDataChangeStatusLabels, type UserDataChange } from '@psp/contracts'
import { formatDate } from '../../../lib/format-date'

/** SPEC §2 User changes history: Статус (a label, not the code), Дата (the day only), Изменения. */
export function UserDataChangesTable({ items }: { items: UserDataChange[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={200}>Статус</Table.Th>
            <Table.Th w={140}>Дата</Table.Th>
            <Table.Th>Изменения</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{userDataChangeStatusLabels[item.changeUserDataStatusType]}</Table.Td>
              <Table.Td>{formatDate(item.confirmationDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.changes}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
