import { Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatNumber } from '../lib/format-number'
import { PagedList } from './paged-list'
import { QueryState, type QueryLike } from './query-state'

export interface PagedQueryListProps<T> {
  query: QueryLike<{ items: T[]; total: number; pagesCount: number }>
  texts: { loading: string; empty: string; error: string }
  page: number
  pageSize: number
  pageSizes: readonly number[]
  onPagerChange: (page: number, pageSize: number) => void
  /** The rows of the current page (a table). */
  children: (items: T[]) => ReactNode
}

/** A paged list with its loading, empty and error states, «Всего: N» above the rows and the pager below. */
export function PagedQueryList<T>({
  query,
  texts,
  page,
  pageSize,
  pageSizes,
  onPagerChange,
  children,
}: PagedQueryListProps<T>) {
  return (
    <QueryState query={query} loadingText={texts.loading} emptyText={texts.empty} error={{ title: texts.error }}>
      {(data) => (
        <Stack gap="sm">
          <Text fw={500}>Всего: {formatNumber(data.total)}</Text>
          <PagedList data={data} page={page} pageSize={pageSize} pageSizes={pageSizes} onChange={onPagerChange}>
            {children(data.items)}
          </PagedList>
        </Stack>
      )}
    </QueryState>
  )
}
