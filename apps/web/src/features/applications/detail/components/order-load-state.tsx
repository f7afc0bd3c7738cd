import type { Application } from '@psp/contracts'
import type { ReactNode } from 'react'
import { NotFoundPage } from '../../../../app/layout/not-found-page'
import { isApiError } from '../../../../lib/api-error'
import { ErrorPanel } from '../../../../ui/error-panel'
import { LoadingState } from '../../../../ui/loading-state'
import type { useOrder } from '../api/order-api'

/**
 * Loading, not found and error states of one order. Another user's order answers ApplicationNotFound, and a
 * malformed id a validation error: both read as a missing order, never as a hint that one exists.
 */
export function OrderLoadState({
  query,
  children,
}: {
  query: ReturnType<typeof useOrder>
  children: (order: Application) => ReactNode
}) {
  if (query.isPending || (query.isError && query.isFetching)) return <LoadingState />
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0
    if (status === 404 || status === 400) return <NotFoundPage title="Заявка не найдена" />
    return <ErrorPanel title="При загрузке заявки возникла техническая ошибка" onRetry={() => void query.refetch()} />
  }
  return <>{children(query.data)}</>
}
