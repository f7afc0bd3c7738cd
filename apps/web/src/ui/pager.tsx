import { Group, NativeSelect, Pagination } from '@mantine/core'

export interface PagerProps {
  page: number
  pageSize: number
  /** Number of rows over all pages; with `pagesCount` missing the page count is derived from it. */
  total?: number
  pagesCount?: number
  /** Offered page sizes, e.g. ALERT_PAGE_SIZES or REPORT_PAGE_SIZES. */
  pageSizes: readonly number[]
  /** A single page still shows the pager when it holds more rows than this (SPEC: alerts 10, reports 25). */
  threshold?: number
  /** Accessible name of the navigation landmark; give each pager on one page its own. */
  label?: string
  /** Called with the new page, or with page 1 and the new size when the size changes. */
  onChange: (page: number, pageSize: number) => void
}

export const pagesOf = ({ total, pagesCount, pageSize }: Pick<PagerProps, 'total' | 'pagesCount' | 'pageSize'>) =>
  pagesCount ?? Math.max(1, Math.ceil((total ?? 0) / Math.max(1, pageSize)))

/** SPEC §2/§4: the pager shows when there is more than one page or one page holds more rows than the threshold. */
export function isPagerVisible(
  props: Pick<PagerProps, 'total' | 'pagesCount' | 'pageSize' | 'threshold' | 'pageSizes'>,
) {
  const threshold = props.threshold ?? Math.min(...props.pageSizes)
  return pagesOf(props) > 1 || (props.total ?? 0) > threshold
}

/** Page buttons plus a page-size choice; renders nothing when SPEC's visibility rule says so. */
export function Pager(props: PagerProps) {
  const { page, pageSize, pageSizes, onChange, label = 'Постраничная навигация' } = props
  if (!isPagerVisible(props)) return null
  const pages = pagesOf(props)
  return (
    <Group justify="space-between" gap="md" wrap="wrap" component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={(next) => onChange(next, pageSize)}
        siblings={1}
        getItemProps={(p) => ({ 'aria-label': `Страница ${p}` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
      {/* The browser's own list: no floating dropdown in the first download of every page with a list. */}
      <NativeSelect
        label="Записей на странице"
        w={170}
        size="sm"
        data={pageSizes.map(String)}
        value={String(pageSize)}
        onChange={(event) => onChange(1, Number(event.currentTarget.value))}
      />
    </Group>
  )
}

const CONTROL_LABELS = {
  first: 'Первая страница',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  last: 'Последняя страница',
} as const
