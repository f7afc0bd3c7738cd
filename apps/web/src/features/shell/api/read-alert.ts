import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Alert } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { unreadAlertsQuery } from './get-unread-alerts'

/** GET /api/user/alerts/{id} opens the alert and marks it read (SPEC §7). */
export const readAlert = (id: string) => api.get<Alert>(`/user/alerts/${encodeURIComponent(id)}`)

export function useReadAlert() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: readAlert,
    onSuccess: () => client.invalidateQueries({ queryKey: unreadAlertsQuery.queryKey }),
  })
}
