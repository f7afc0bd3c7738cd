import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** SPEC §2: a page value that is not a positive whole number means page 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1
  const page = Number(value)
  return Number.isSafeInteger(page) && page > 0 ? page : 1
}

/** A page size from the URL counts only when it is one of the offered sizes; anything else means the default. */
export function parsePageSizeParam(
  value: string | null | undefined,
  pageSizes: readonly number[],
  defaultPageSize: number,
): number {
  const size = Number(value)
  return value && pageSizes.includes(size) ? size : defaultPageSize
}

export interface PageParamOptions {
  /** Offered page sizes; a `pageSize` parameter outside them is ignored. Without them `pageSize` is not read. */
  pageSizes?: readonly number[]
  /** Page size when the URL has none (default: the first of `pageSizes`, else 10). */
  defaultPageSize?: number
}

export interface PageParam {
  page: number
  pageSize: number
  /** Page 1 removes the `page` parameter (SPEC §2). */
  setPage: (page: number) => void
  /** A new size starts again at page 1, so it removes `page` too (SPEC §4 Pager); the default size is not kept. */
  setPageSize: (pageSize: number) => void
  /** Back to page 1 after a sort or filter change (SPEC §4 Pager). */
  resetPage: () => void
  /** The Pager's `onChange`: a changed size goes back to page 1, otherwise the page moves. */
  onPagerChange: (page: number, pageSize: number) => void
}

/** The `page` and `pageSize` query parameters of a paged list. Other parameters are kept as they are. */
export function usePageParam({ pageSizes = [], defaultPageSize }: PageParamOptions = {}): PageParam {
  const [params, setParams] = useSearchParams()
  const fallbackSize = defaultPageSize ?? pageSizes[0] ?? 10
  const page = parsePageParam(params.get('page'))
  const pageSize = parsePageSizeParam(params.get('pageSize'), pageSizes, fallbackSize)

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current)
        if (next > 1) copy.set('page', String(Math.floor(next)))
        else copy.delete('page')
        return copy
      }),
    [setParams],
  )

  const setPageSize = useCallback(
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current)
        copy.delete('page')
        if (next === fallbackSize) copy.delete('pageSize')
        else copy.set('pageSize', String(next))
        return copy
      }),
    [setParams, fallbackSize],
  )

  const resetPage = useCallback(() => setPage(1), [setPage])

  const onPagerChange = useCallback(
    (next: number, size: number) => (size !== pageSize ? setPageSize(size) : setPage(next)),
    [pageSize, setPage, setPageSize],
  )

  return { page, pageSize, setPage, setPageSize, resetPage, onPagerChange }
}
