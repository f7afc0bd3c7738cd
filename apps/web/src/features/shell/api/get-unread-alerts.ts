import { queryOptions, useQuery } from '@tanstack/react-query'
import { alertsEndpoints } from '@psp/contracts/endpoints/alerts.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

export const getUnreadAlerts = () => call(alertsEndpoints.getUnreadAlerts)

/** Shared by the bell, the red dot and the popup; refreshed every minute so new alerts show up. */
export const unreadAlertsQuery = queryOptions({
  queryKey: queryKey(alertsEndpoints.getUnreadAlerts),
  queryFn: getUnreadAlerts,
  refetchInterval: 60_000,
})

export const useUnreadAlerts = () => useQuery(unreadAlertsQuery)
