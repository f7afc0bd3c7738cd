import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { isApiError } from '../lib/api-error'
import { EmptyState } from './empty-state'
import { ErrorPanel, type ErrorPanelProps } from './error-panel'
import { LoadingState } from './loading-state'

/** The part of a react-query result QueryState reads, so a mutation-like or hand-made state fits too. */
export type QueryLike<T> = Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'isFetching' | 'refetch'> & {
  error?: unknown
}

export interface QueryStateProps<T> {
  query: QueryLike<T>
  loadingText?: string
  emptyText?: string
  /** Error panel texts; its button retries the query unless `error.onRetry` says otherwise. */
  error?: ErrorPanelProps
  /** Decides the empty state; by default an empty array or a paged answer with no `items` is empty. */
  isEmpty?: (data: T) => boolean
  /** Shown instead of the error panel when the server answers that what was asked for does not exist (404). */
  notFound?: ReactNode
  children: (data: T) => ReactNode
}

const defaultIsEmpty = (data: unknown) => {
  if (Array.isArray(data)) return data.length === 0
  // A paged answer is empty when the list has no rows at all; a page past its end is not empty (ui/paged-list.tsx
  // leads back from it).
  if (data && typeof data === 'object' && 'total' in data && typeof data.total === 'number') return data.total === 0
  if (data && typeof data === 'object' && 'items' in data && Array.isArray(data.items)) return data.items.length === 0
  return data === null || data === undefined
}

const TOO_MANY_REQUESTS = {
  title: 'Слишком много запросов',
  text: 'Запросы отправляются слишком часто. Подождите несколько секунд и повторите попытку.',
}

/** Loading, error and empty states of SPEC §4 for one data view; children render the data. */
export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, loadingText, emptyText, error, isEmpty, notFound, children } = props
  // A retry after an error shows loading again: SPEC §4 says a new request resets the error.
  if (query.isPending || (query.isError && query.isFetching)) return <LoadingState text={loadingText} />
  if (query.isError || query.data === undefined) {
    const status = isApiError(query.error) ? query.error.status : 0
    if (status === 404 && notFound !== undefined) return <>{notFound}</>
    // Not a technical fault: the user asked too often and only has to wait.
    const texts = status === 429 ? TOO_MANY_REQUESTS : error
    return <ErrorPanel {...texts} onRetry={error?.onRetry ?? (() => void query.refetch())} />
  }
  const empty = isEmpty ? isEmpty(query.data) : defaultIsEmpty(query.data)
  if (empty) return <EmptyState text={emptyText} />
  return <>{children(query.data)}</>
}
