import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UnreadAlerts } from '@psp/contracts'
import { api } from '../../../lib/api-client'

export const getUnreadAlerts = () => api.get<UnreadAlerts>('/user/alerts/unread')

/** Shared by the bell, the red dot and the popup; refreshed every minute so new alerts show up. */
export const unreadAlertsQuery = queryOptions({
  queryKey: ['user', 'alerts', 'unread'],
  queryFn: getUnreadAlerts,
  refetchInterval: 60_000,
})

export const useUnreadAlerts = () => useQuery(unreadAlertsQuery)
