import { useMutation, useQueryClient } from '@tanstack/react-query'
import { alertsEndpoints } from '@psp/contracts/endpoints/alerts.endpoints'
import { call } from '../../../lib/api-call'
import { unreadAlertsQuery } from './get-unread-alerts'

/** GET /api/user/alerts/{id} opens the alert and marks it read (SPEC §7). */
export const readAlert = (id: string) => call(alertsEndpoints.readAlert, { params: { id } })

export function useReadAlert() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: readAlert,
    onSuccess: () => client.invalidateQueries({ queryKey: unreadAlertsQuery.queryKey }),
  })
}
