import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Notification } from '@psp/contracts'
import { api } from '../../../lib/api-client'

/** GET /api/alerts/{id}: one notification (published ones for anyone, every state for Admins). */
export const getNotification = (id: string) => api.get<Notification>(`/alerts/${encodeURIComponent(id)}`)

export const notificationQuery = (id: string) =>
  queryOptions({ queryKey: ['alerts', 'notification', id], queryFn: () => getNotification(id), retry: false })

export const useNotification = (id: string) => useQuery(notificationQuery(id))
