import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { NotificationsPage } from '@psp/contracts'
import { alertsEndpoints } from '@psp/contracts/endpoints/alerts.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

const request = (page: number, itemsPerPage: number) => ({
  query: { page, itemsPerPage, filter: 'notifications' as const },
})

/** GET /api/alerts?filter=notifications: every notification in every state (platform Admins). */
export const getNotifications = (page: number, itemsPerPage: number) =>
  call(alertsEndpoints.getAlerts, request(page, itemsPerPage)) as Promise<NotificationsPage>

export const notificationsQuery = (page: number, itemsPerPage: number) =>
  queryOptions({
    queryKey: queryKey(alertsEndpoints.getAlerts, request(page, itemsPerPage)),
    queryFn: () => getNotifications(page, itemsPerPage),
    placeholderData: keepPreviousData,
    retry: false,
  })

export const useNotifications = (page: number, itemsPerPage: number) => useQuery(notificationsQuery(page, itemsPerPage))
