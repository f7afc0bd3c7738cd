import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EmptyState } from './empty-state'
import { ErrorPanel, type ErrorPanelProps } from './error-panel'
import { LoadingState } from './loading-state'

/** The part of a react-query result QueryState reads, so a mutation-like or hand-made state fits too. */
export type QueryLike<T> = Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>

export interface QueryStateProps<T> {
  query: QueryLike<T>
  loadingText?: string
  emptyText?: string
  /** Error panel texts; its button retries the query unless `error.onRetry` says otherwise. */
  error?: ErrorPanelProps
  /** Decides the empty state; by default an empty array or a paged answer with no `items` is empty. */
  isEmpty?: (data: T) => boolean
  children: (data: T) => ReactNode
}

const defaultIsEmpty = (data: unknown) => {
  if (Array.isArray(data)) return data.length === 0
  if (data && typeof data === 'object' && 'items' in data && Array.isArray(data.items)) return data.items.length === 0
  return data === null || data === undefined
}

/** Loading, error and empty states of SPEC §4 for one data view; children render the data. */
export function QueryState<T>({ query, loadingText, emptyText, error, isEmpty, children }: QueryStateProps<T>) {
  // A retry after an error shows loading again: SPEC §4 says a new request resets the error.
  if (query.isPending || (query.isError && query.isFetching)) return <LoadingState text={loadingText} />
  if (query.isError || query.data === undefined) {
    return <ErrorPanel {...error} onRetry={error?.onRetry ?? (() => void query.refetch())} />
  }
  const empty = isEmpty ? isEmpty(query.data) : defaultIsEmpty(query.data)
  if (empty) return <EmptyState text={emptyText} />
  return <>{children(query.data)}</>
}
