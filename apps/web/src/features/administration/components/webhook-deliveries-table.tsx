import { Code, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { webhookDeliveryStatusLabels, webhookEventLabels, type WebhookDelivery } from '@psp/contracts'
import { ApiError } from '../../../lib/api-error'
import { formatDateTime } from '../../../lib/format-date'
import { AppButton } from '../../../ui/app-button'
import { useResendDelivery } from '../api/webhooks'
import { DASH } from '../../../ui/empty-value'

/** Words stay whole: the table scrolls inside its box instead. */
const NOWRAP = { whiteSpace: 'nowrap' } as const

/** One endpoint's deliveries: what, when, the state, the attempts and the last answer, with «Отправить повторно». */
export function WebhookDeliveriesTable({ endpointId, items }: { endpointId: string; items: WebhookDelivery[] }) {
  const resend = useResendDelivery()
  const send = (delivery: WebhookDelivery) =>
    resend.mutate(
      { id: endpointId, deliveryId: delivery.id },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Событие поставлено в очередь на отправку' }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: error instanceof ApiError ? error.message : 'Не удалось отправить повторно',
          }),
      },
    )
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150} style={NOWRAP}>
              Создано
            </Table.Th>
            <Table.Th style={NOWRAP}>Событие</Table.Th>
            <Table.Th w={150} style={NOWRAP}>
              Состояние
            </Table.Th>
            <Table.Th w={90} style={NOWRAP}>
              Попыток
            </Table.Th>
            <Table.Th w={150} style={NOWRAP}>
              Последняя попытка
            </Table.Th>
            <Table.Th style={NOWRAP}>Ответ</Table.Th>
            <Table.Th w={200} style={NOWRAP}>
              Действия
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td style={NOWRAP}>{formatDateTime(delivery.createdAt)}</Table.Td>
              <Table.Td style={NOWRAP}>{webhookEventLabels[delivery.event]}</Table.Td>
              <Table.Td>{webhookDeliveryStatusLabels[delivery.status]}</Table.Td>
              <Table.Td>{delivery.attempts}</Table.Td>
              <Table.Td style={NOWRAP}>
                {delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : DASH}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{delivery.responseStatus ?? 'нет ответа'}</Text>
                {delivery.responseExcerpt && (
                  <Code block mah={120} style={{ overflow: 'auto', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    {delivery.responseExcerpt.slice(0, 500)}
                  </Code>
                )}
              </Table.Td>
              <Table.Td>
                <AppButton
                  kind="secondary"
                  size="xs"
                  loading={resend.isPending && resend.variables?.deliveryId === delivery.id}
                  onClick={() => send(delivery)}
                >
                  Отправить повторно
                </AppButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
