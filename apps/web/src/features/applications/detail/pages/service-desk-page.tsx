import { Stack, Text, Title } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { usePageParam } from '../../../../lib/use-page-param'
import { useDocumentTitle } from '../../../../lib/use-document-title'
import { PagedQueryList } from '../../../../ui/paged-query-list'
import { useOperatorQueue } from '../api/service-desk-api'
import { QueueFilters } from '../components/queue-filters'
import { QueueTable } from '../components/queue-table'
import { queueRequest, readQueueFilter, writeQueueFilter } from '../model/queue-filter'

const PAGE_SIZES = [10, 25, 50, 100] as const

/** The built-in service desk's console (platform Admins): the queue of open applications of every user. */
export function ServiceDeskPage() {
  useDocumentTitle('Служба поддержки')
  const [params, setParams] = useSearchParams()
  const { page, pageSize, onPagerChange } = usePageParam({ pageSizes: PAGE_SIZES })
  const filter = readQueueFilter(params)
  const queue = useOperatorQueue(filter.queue, queueRequest(filter, page, pageSize))
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>Служба поддержки</Title>
        <Text c="gray.7">
          Открытые заявки пользователей: возьмите заявку в работу, ответьте заявителю, смените статус.
        </Text>
      </Stack>
      <QueueFilters value={filter} onChange={(next) => setParams((current) => writeQueueFilter(current, next))} />
      <PagedQueryList
        query={queue}
        texts={{
          loading: 'Очередь заявок загружается...',
          empty: 'Заявок в очереди нет',
          error: 'При загрузке очереди заявок возникла техническая ошибка',
        }}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPagerChange={onPagerChange}
      >
        {(items) => <QueueTable items={items} />}
      </PagedQueryList>
    </Stack>
  )
}
