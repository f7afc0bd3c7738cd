import { Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { Pager } from './pager'
import { QueryState, type QueryLike } from './query-state'

export interface PagedListProps<T> {
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
export function PagedList<T>({ query, texts, page, pageSize, pageSizes, onPagerChange, children }: PagedListProps<T>) {
  return (
    <QueryState query={query} loadingText={texts.loading} emptyText={texts.empty} error={{ title: texts.error }}>
      {(data) => (
        <Stack gap="sm">
          <Text fw={500}>Всего: {data.total}</Text>
          {children(data.items)}
          <Pager
            page={page}
            pageSize={pageSize}
            total={data.total}
            pagesCount={data.pagesCount}
            pageSizes={pageSizes}
            onChange={onPagerChange}
          />
        </Stack>
      )}
    </QueryState>
  )
}
