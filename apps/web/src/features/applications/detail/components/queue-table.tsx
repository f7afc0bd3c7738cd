import { Anchor, Table, Text } from '@mantine/core'
import type { OperatorApplication } from '@psp/contracts'
import { Link } from 'react-router'
import { formatDateTime } from '../../../../lib/format-date'
import { paths } from '../../../../lib/paths'
import { OrderStatusBadge } from '../../shared/order-status-badge'
import { cardLabel, TABLE_CARDS_CLASS } from '../../../../ui/table-cards'
import { orDash } from '../../../../ui/empty-value'

/** One page of the operators' queue; the subject opens the application in the console. */
export function QueueTable({ items }: { items: OperatorApplication[] }) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover aria-label="Очередь заявок" className={TABLE_CARDS_CLASS}>
        {/* Column titles stay whole («Заявитель», not «Заявител/ь»): the table scrolls sideways instead. */}
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>№</Table.Th>
            <Table.Th>Тема</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th>Система / сервис</Table.Th>
            <Table.Th>Заявитель</Table.Th>
            <Table.Th>Исполнитель</Table.Th>
            <Table.Th>Изменена</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td {...cardLabel('№')}>{item.number}</Table.Td>
              {/* Wide enough for whole words: the table scrolls sideways rather than squeeze the subject. */}
              <Table.Td {...cardLabel('Тема')} miw={200}>
                <Anchor component={Link} to={paths.serviceDeskApplication(item.id)}>
                  {item.subject}
                </Anchor>
              </Table.Td>
              {/* The longest label, «Ожидает уточнений у пользователя», wraps inside its badge on two lines. */}
              <Table.Td {...cardLabel('Статус')} miw={150}>
                <OrderStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td {...cardLabel('Система / сервис')}>
                {item.system.title} / {item.service.title}
              </Table.Td>
              <Table.Td {...cardLabel('Заявитель')}>
                {orDash(item.authorFio)}
                {item.organizationName && (
                  <Text size="xs" c="gray.7">
                    {item.organizationName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td {...cardLabel('Исполнитель')}>{item.assigneeFio ?? 'Не назначен'}</Table.Td>
              <Table.Td {...cardLabel('Изменена')} style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(item.updatedAt)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
