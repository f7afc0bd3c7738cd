import { Button, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatNumber } from '../lib/format-number'
import { Pager } from './pager'

export interface PagedListProps {
  /** The answer of a paged call. */
  data: { items: readonly unknown[]; total: number; pagesCount: number }
  page: number
  pageSize: number
  pageSizes: readonly number[]
  /** The Pager's `onChange`: a new page, or page 1 and a new size. */
  onChange: (page: number, pageSize: number) => void
  /** Accessible name of the pager's navigation landmark (the Pager's `label`). */
  label?: string
  /** The Pager's `threshold`: a single page still shows the pager when it holds more rows than this. */
  threshold?: number
  /** The rows of the current page. */
  children: ReactNode
}

/**
 * The rows of one page and the pager under them: every paged screen draws its pager through this. A page number past
 * the end (an old link, rows deleted meanwhile, `?page=2` of a one-page list) does not strand the user with an empty
 * page: the view says how many rows there are and leads to the last page, and the pager stays. Page 1 with no rows
 * is the caller's empty state (a filtered table keeps its header), so it renders the children.
 */
export function PagedList({ data, page, pageSize, pageSizes, onChange, label, threshold, children }: PagedListProps) {
  const last = Math.max(1, data.pagesCount)
  return (
    <>
      {data.items.length > 0 || page === 1 ? (
        children
      ) : (
        <Stack align="center" gap="xs" py="lg" role="status">
          <Text ta="center">
            Страницы {formatNumber(page)} нет: всего записей {formatNumber(data.total)}, страниц {formatNumber(last)}.
          </Text>
          <Button variant="light" onClick={() => onChange(last, pageSize)}>
            Перейти на последнюю страницу
          </Button>
        </Stack>
      )}
      <Pager
        page={page}
        pageSize={pageSize}
        total={data.total}
        pagesCount={data.pagesCount}
        pageSizes={pageSizes}
        onChange={onChange}
        label={label}
        threshold={threshold}
      />
    </>
  )
}
