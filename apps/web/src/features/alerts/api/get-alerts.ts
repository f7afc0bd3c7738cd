import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AlertsPage } from '@psp/contracts'
import { api } from '../../../lib/api-client'

/** GET /api/alerts: the user's alerts page by page (the page's `?error` travels along, SPEC §7). */
export const getAlerts = (page: number, itemsPerPage: number) =>
  api.get<AlertsPage>('/alerts', { query: { page, itemsPerPage } })

export const alertsQuery = (page: number, itemsPerPage: number) =>
  queryOptions({
    queryKey: ['alerts', 'list', page, itemsPerPage],
    queryFn: () => getAlerts(page, itemsPerPage),
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useAlerts = (page: number, itemsPerPage: number) => useQuery(alertsQuery(page, itemsPerPage))
