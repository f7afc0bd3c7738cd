import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AlertsPage } from '@psp/contracts'
import { alertsEndpoints } from '@psp/contracts/endpoints/alerts.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

const request = (page: number, itemsPerPage: number) => ({ query: { page, itemsPerPage } })

/** GET /api/alerts: the user's alerts page by page (the page's `?error` travels along, SPEC §7). */
export const getAlerts = (page: number, itemsPerPage: number) =>
  // Without `filter` the route answers the user's alerts page (the contract's answer is either page kind).
  call(alertsEndpoints.getAlerts, request(page, itemsPerPage)) as Promise<AlertsPage>

export const alertsQuery = (page: number, itemsPerPage: number) =>
  queryOptions({
    queryKey: queryKey(alertsEndpoints.getAlerts, request(page, itemsPerPage)),
    queryFn: () => getAlerts(page, itemsPerPage),
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useAlerts = (page: number, itemsPerPage: number) => useQuery(alertsQuery(page, itemsPerPage))
