import { Table } from '@mantine/core'
import { formatDateTime } from '../../../../lib/format-date'
import { AppModal } from '../../../../ui/app-modal'
import { QueryState } from '../../../../ui/query-state'
import { useStatusHistory } from '../api/order-api'
import { STATUS_HISTORY_TEXTS } from '../model/texts'
import { orDash } from '../../../../ui/empty-value'

/** The status-history popup (SPEC §2 Applications, §3 Status-history item): every change, who made it and when. */
export function StatusHistoryModal({ id, opened, onClose }: { id: string; opened: boolean; onClose: () => void }) {
  const history = useStatusHistory(id, opened)
  return (
    <AppModal opened={opened} onClose={onClose} title="История статусов" size="lg">
      <QueryState query={history} emptyText={STATUS_HISTORY_TEXTS.empty} error={{ title: STATUS_HISTORY_TEXTS.error }}>
        {(items) => (
          <Table.ScrollContainer minWidth={420}>
            <Table striped aria-label="История статусов">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>№</Table.Th>
                  <Table.Th>Дата</Table.Th>
                  <Table.Th>Статус</Table.Th>
                  <Table.Th>Кто изменил</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.order}>
                    <Table.Td>{item.order}</Table.Td>
                    <Table.Td>{formatDateTime(item.eventDate)}</Table.Td>
                    <Table.Td>{item.newState}</Table.Td>
                    <Table.Td>{orDash(item.userFio)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </AppModal>
  )
}
