import { Anchor, Table, Text } from '@mantine/core'
import { auditActionLabels, type AuditEvent } from '@psp/contracts'
import { formatDateTime } from '../../../lib/format-date'
import { DASH } from '../../../ui/empty-value'

/** What an event acted on, as one line: its kind and name (or id). */
const objectText = (event: AuditEvent) =>
  [event.objectType, event.objectName ?? event.objectId].filter(Boolean).join(': ') || DASH

/**
 * The audit log's rows: when, who (a click shows only that user's actions), from which address, what, on what and
 * the details. Wide, so it scrolls inside its own box on narrow screens.
 */
export function AuditLogTable({ items, onUser }: { items: AuditEvent[]; onUser: (userId: string) => void }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>Время</Table.Th>
            <Table.Th>Пользователь</Table.Th>
            <Table.Th w={130}>Адрес</Table.Th>
            <Table.Th>Действие</Table.Th>
            <Table.Th>Объект</Table.Th>
            <Table.Th>Подробности</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</Table.Td>
              <Table.Td>
                {event.userId ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    title="Показать действия этого пользователя"
                    onClick={() => onUser(event.userId!)}
                  >
                    {event.userName ?? 'Удалённый пользователь'}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    Неизвестный пользователь
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{event.ip ?? DASH}</Table.Td>
              <Table.Td>{auditActionLabels[event.action]}</Table.Td>
              <Table.Td>{objectText(event)}</Table.Td>
              <Table.Td>{event.details ?? DASH}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
