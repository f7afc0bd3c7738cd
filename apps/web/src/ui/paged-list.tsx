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
  /** The rows of the current page. */
  children: ReactNode
}

/**
 * The rows of one page and the pager under them. A page number past the end of a list that has rows (an old link,
 * rows deleted meanwhile) does not strand the user with «Записей не найдено»: the view says how many rows there are
 * and leads to the last page, and the pager stays.
 */
export function PagedList({ data, page, pageSize, pageSizes, onChange, children }: PagedListProps) {
  const last = Math.max(1, data.pagesCount)
  return (
    <>
      {data.items.length > 0 ? (
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
      />
    </>
  )
}
