import { queryOptions, useQuery } from '@tanstack/react-query'
import { notificationsEndpoints } from '@psp/contracts/endpoints/notifications.endpoints'
import { call } from '../../../lib/api-call'

/** GET /api/alerts/{id}: one notification (published ones for anyone, every state for Admins). */
export const getNotification = (id: string) => call(notificationsEndpoints.getNotification, { params: { id } })

export const notificationQuery = (id: string) =>
  queryOptions({ queryKey: ['alerts', 'notification', id], queryFn: () => getNotification(id), retry: false })

export const useNotification = (id: string) => useQuery(notificationQuery(id))
