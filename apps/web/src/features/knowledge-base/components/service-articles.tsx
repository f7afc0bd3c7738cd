import { Stack } from '@mantine/core'
import type { KbService } from '@psp/contracts'
import { useState } from 'react'
import { formatDate } from '../../../lib/format-date'
import { PagedList } from '../../../ui/paged-list'
import { QueryState } from '../../../ui/query-state'
import { useArticlesByService } from '../api/get-articles-by-service'
import { ArticleLinkList } from './article-link-list'

const PAGE_SIZES = [10, 20, 50, 100] as const

/** One service's articles, paged with GET /articles/by-service. */
export function ServiceArticles({ service }: { service: KbService }) {
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: 10 })
  const query = useArticlesByService({ systemUuid: service.systemUuid, serviceUuid: service.uuid, ...paging })
  return (
    <QueryState query={query} isEmpty={(data) => data.total === 0}>
      {(data) => (
        <Stack gap="sm">
          <PagedList
            data={data}
            page={paging.page}
            pageSize={paging.itemsPerPage}
            pageSizes={PAGE_SIZES}
            onChange={(page, itemsPerPage) => setPaging({ page, itemsPerPage })}
          >
            <ArticleLinkList articles={data.items} describe={(a) => `Изменено ${formatDate(a.updatedAt)}`} />
          </PagedList>
        </Stack>
      )}
    </QueryState>
  )
}
