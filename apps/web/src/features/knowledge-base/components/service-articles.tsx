import { Stack } from '@mantine/core'
import type { KbService } from '@psp/contracts'
import { useState } from 'react'
import { formatDate } from '../../../lib/format-date'
import { Pager } from '../../../ui/pager'
import { QueryState } from '../../../ui/query-state'
import { useArticlesByService } from '../api/get-articles-by-service'
import { ArticleLinkList } from './article-link-list'

const PAGE_SIZES = [10, 20, 50, 100] as const

/** One service's articles, paged with GET /articles/by-service. */
export function ServiceArticles({ service }: { service: KbService }) {
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: 10 })
  const query = useArticlesByService({ systemUuid: service.systemUuid, serviceUuid: service.uuid, ...paging })
  return (
    <QueryState query={query}>
      {(data) => (
        <Stack gap="sm">
          <ArticleLinkList articles={data.items} describe={(a) => `Изменено ${formatDate(a.updatedAt)}`} />
          <Pager
            page={paging.page}
            pageSize={paging.itemsPerPage}
            total={data.total}
            pagesCount={data.pagesCount}
            pageSizes={PAGE_SIZES}
            onChange={(page, itemsPerPage) => setPaging({ page, itemsPerPage })}
          />
        </Stack>
      )}
    </QueryState>
  )
}
