import type {
  ApplicationFilter,
  ApplicationListRequest,
  ApplicationView,
  StatusGroup,
  TableViewState,
} from '@psp/contracts'
import type { ColumnKey } from './columns'

/** The table view state of SPEC §3 as the page keeps it: sortBy and applicationFilter keyed by column accessor. */
export type OrdersState = Pick<TableViewState, 'sortBy'> & { applicationFilter: ApplicationFilter }
export const EMPTY_STATE: OrdersState = { sortBy: null, applicationFilter: {} }

export const ORDER_PAGE_SIZES = [10, 25, 50, 100] as const

/** The three lists of SPEC §2 with their tab labels, in the order shown. */
export const ORDER_LISTS: Array<{ group: StatusGroup; label: string; param: string | null }> = [
  { group: 'None', label: 'Все', param: null },
  { group: 'Actual', label: 'Актуальные', param: 'actual' },
  { group: 'Archive', label: 'Архив', param: 'archive' },
]
export const groupOfParam = (param: string | null): StatusGroup =>
  ORDER_LISTS.find((l) => l.param !== null && l.param === param)?.group ?? 'None'
export const paramOfGroup = (group: StatusGroup) => ORDER_LISTS.find((l) => l.group === group)?.param ?? null

/** The body of the list call (and of the export, which must give exactly what the list shows). */
export function listRequest(state: OrdersState, page: number, itemsPerPage: number): ApplicationListRequest {
  const sortBy = state.sortBy && state.sortBy.sortOrder !== 'Reset' ? state.sortBy : undefined
  return { ...(sortBy ? { sortBy } : {}), applicationFilter: activeFilter(state.applicationFilter), page, itemsPerPage }
}

/** The filter without the columns the user cleared. */
export function activeFilter(filter: ApplicationFilter): ApplicationFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== null && v !== undefined),
  ) as ApplicationFilter
}

export const hasFilters = (state: OrdersState) => Object.keys(activeFilter(state.applicationFilter)).length > 0

/** A new value for one column's filter; null clears it. */
export function withFilter(
  state: OrdersState,
  key: ColumnKey,
  value: ApplicationFilter[ColumnKey] | null,
): OrdersState {
  const applicationFilter: ApplicationFilter = { ...state.applicationFilter }
  if (value === null || value === undefined) delete applicationFilter[key]
  else (applicationFilter as Record<string, unknown>)[key] = value
  return { ...state, applicationFilter }
}

/** A sort choice of SPEC §9; 'Reset' goes back to the default order (latest changes first). */
export function withSort(
  state: OrdersState,
  title: NonNullable<OrdersState['sortBy']>['title'],
  sortOrder: 'Asc' | 'Desc' | 'Reset',
): OrdersState {
  return { ...state, sortBy: sortOrder === 'Reset' ? null : { title, sortOrder } }
}

/** The state a saved view holds, as the page works with it. */
export const stateOfView = (view: ApplicationView): OrdersState => ({
  sortBy: view.state.sortBy ?? null,
  applicationFilter: activeFilter(view.state.applicationFilter ?? {}),
})

/** Whether the table differs from the saved view (an «изменено» mark, and what «Обновить» would save). */
export const differsFromView = (state: OrdersState, view: ApplicationView) =>
  JSON.stringify(normalized(state)) !== JSON.stringify(normalized(stateOfView(view)))

const normalized = (state: OrdersState) => ({
  sortBy: state.sortBy && state.sortBy.sortOrder !== 'Reset' ? state.sortBy : null,
  applicationFilter: Object.fromEntries(Object.entries(activeFilter(state.applicationFilter)).sort()),
})
