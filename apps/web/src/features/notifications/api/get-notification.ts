import { queryOptions, useQuery } from '@tanstack/react-query'
import { notificationsEndpoints } from '@psp/contracts/endpoints/notifications.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /api/alerts/{id}: one notification (published ones for anyone, every state for Admins). */
export const getNotification = (id: string) => call(notificationsEndpoints.getNotification, { params: { id } })

export const notificationQuery = (id: string) =>
  queryOptions({
    queryKey: queryKey(notificationsEndpoints.getNotification, { params: { id } }),
    queryFn: () => getNotification(id),
    retry: false,
  })

export const useNotification = (id: string) => useQuery(notificationQuery(id))
