import { Anchor, Group, Stack, Switch, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { webhookEventLabels, type WebhookEndpoint } from '@psp/contracts'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-error'
import { AppButton } from '../../../ui/app-button'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { useDeleteWebhook, useUpdateWebhook } from '../api/webhooks'

const failed = (fallback: string) => (error: unknown) =>
  notifications.show({ color: 'red', message: error instanceof ApiError ? error.message : fallback })

/**
 * The registered endpoints: the address, its events, on/off (with the reason when the portal turned it off), and
 * the deliveries and deletion. Wide, so it scrolls inside its own box on narrow screens.
 */
export function WebhooksTable({
  items,
  selectedId,
  onSelect,
}: {
  items: WebhookEndpoint[]
  selectedId: string | null
  onSelect: (id: string | null) => void
}) {
  const update = useUpdateWebhook()
  const remove = useDeleteWebhook()
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null)

  const toggle = (endpoint: WebhookEndpoint, enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, enabled },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: enabled ? 'Вебхук включен' : 'Вебхук выключен' }),
        onError: failed('Не удалось изменить вебхук'),
      },
    )

  // Deleting the last webhook refetches an empty list, and this table gives way to «Вебхуков пока нет» before
  // mutate's own callbacks would run (they never run once the caller is gone): the promise's still do.
  const confirmDelete = () => {
    if (!deleting) return
    const { id } = deleting
    remove.mutateAsync(id).then(() => {
      notifications.show({ color: 'green', message: 'Вебхук удален' })
      if (selectedId === id) onSelect(null)
      setDeleting(null)
    }, failed('Не удалось удалить вебхук'))
  }

  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Адрес</Table.Th>
              <Table.Th>События</Table.Th>
              <Table.Th w={200}>Состояние</Table.Th>
              <Table.Th w={220}>Действия</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((endpoint) => (
              <Table.Tr key={endpoint.id} aria-selected={endpoint.id === selectedId}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{endpoint.url}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {endpoint.events.map((event) => (
                      <Text key={event} size="sm">
                        {webhookEventLabels[event]}
                      </Text>
                    ))}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Switch
                    label={endpoint.enabled ? 'Включен' : 'Выключен'}
                    checked={endpoint.enabled}
                    disabled={update.isPending}
                    onChange={(e) => toggle(endpoint, e.currentTarget.checked)}
                    aria-label={`Вебхук ${endpoint.url} включен`}
                  />
                  {endpoint.disabledReason && (
                    <Text size="xs" c="red" mt={4}>
                      {endpoint.disabledReason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="wrap">
                    <Anchor component="button" type="button" size="sm" onClick={() => onSelect(endpoint.id)}>
                      Отправки
                    </Anchor>
                    <AppButton kind="ghost" color="red" size="xs" onClick={() => setDeleting(endpoint)}>
                      Удалить
                    </AppButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title="Удаление вебхука"
        confirmLabel="Удалить"
        kind="danger"
        loading={remove.isPending}
      >
        <Text style={{ overflowWrap: 'anywhere' }}>
          Удалить вебхук {deleting?.url}? Неотправленные события и история отправок будут удалены.
        </Text>
      </ConfirmModal>
    </>
  )
}
