import { useMutation, useQueryClient } from '@tanstack/react-query'
import { alertsEndpoints } from '@psp/contracts/endpoints/alerts.endpoints'
import { call } from '../../../lib/api-call'
import { invalidateResource } from '../../../lib/query-keys'

/** POST /api/user/alerts/read: every alert of the user read ('Отметить прочитанным'). */
export const markAllRead = () => call(alertsEndpoints.markAllRead)

export function useMarkAllRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => invalidateResource(client, 'alerts'),
  })
}
