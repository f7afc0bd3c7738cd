import { Paper, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { usePageParam } from '../../../lib/use-page-param'
import { PagedQueryList } from '../../../ui/paged-query-list'
import { QueryState } from '../../../ui/query-state'
import { useWebhookDeliveries, useWebhooks } from '../api/webhooks'
import { WebhookCreateForm } from '../components/webhook-create-form'
import { WebhookDeliveriesTable } from '../components/webhook-deliveries-table'
import { WebhookSecretModal } from '../components/webhook-secret-modal'
import { WebhooksTable } from '../components/webhooks-table'

const PAGE_SIZES = [25, 50, 100] as const
const DELIVERY_TEXTS = {
  loading: 'Отправки загружаются...',
  error: 'При загрузке отправок возникла техническая ошибка',
  empty: 'Событий для этого вебхука еще не было',
} as const

/** The endpoint whose deliveries are shown, kept in the address (`?endpoint=`), so a reload shows the same. */
function useSelectedEndpoint() {
  const [params, setParams] = useSearchParams()
  const select = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (id) next.set('endpoint', id)
      else next.delete('endpoint')
      // Another endpoint's deliveries start at their first page.
      next.delete('page')
      return next
    })
  return [params.get('endpoint'), select] as const
}

function Deliveries({ endpointId, url }: { endpointId: string; url: string }) {
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: PAGE_SIZES })
  const query = useWebhookDeliveries(endpointId, page, pageSize)
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="webhook-deliveries">
      <Title order={2} size="h3" id="webhook-deliveries" mb="xs">
        Отправки
      </Title>
      <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {url}
      </Text>
      <PagedQueryList
        query={query}
        texts={DELIVERY_TEXTS}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPagerChange={onPagerChange}
      >
        {(items) => <WebhookDeliveriesTable endpointId={endpointId} items={items} />}
      </PagedQueryList>
    </Paper>
  )
}

/**
 * «Вебхуки» (/administration/webhooks, platform Admins, ADR 0032): the addresses of other systems told of the
 * portal's events, a form to register one (its secret shown once), on/off, deletion, and each one's deliveries
 * with their answers and «Отправить повторно».
 */
export function WebhooksPage() {
  useDocumentTitle('Вебхуки')
  const query = useWebhooks()
  const [selectedId, select] = useSelectedEndpoint()
  const [secret, setSecret] = useState<string | null>(null)
  const selected = query.data?.items.find((e) => e.id === selectedId) ?? null

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Вебхуки
      </Title>
      <Paper withBorder p="md" component="section" aria-labelledby="webhook-new">
        <Title order={2} size="h3" id="webhook-new" mb="sm">
          Новый вебхук
        </Title>
        <WebhookCreateForm onCreated={(created) => setSecret(created.secret)} />
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="webhook-list">
        <Title order={2} size="h3" id="webhook-list" mb="sm">
          Зарегистрированные вебхуки
        </Title>
        <QueryState
          query={query}
          loadingText="Вебхуки загружаются..."
          emptyText="Вебхуков пока нет"
          error={{ title: 'При загрузке вебхуков возникла техническая ошибка' }}
        >
          {(data) => <WebhooksTable items={data.items} selectedId={selectedId} onSelect={select} />}
        </QueryState>
      </Paper>
      {selected && <Deliveries endpointId={selected.id} url={selected.url} />}
      <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  )
}
