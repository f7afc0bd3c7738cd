import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** POST /api/user/alerts/read: every alert of the user read ('Отметить прочитанным'). */
export const markAllRead = () => api.post<{ marked: number }>('/user/alerts/read')

export function useMarkAllRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['alerts'] })
      await client.invalidateQueries({ queryKey: ['user', 'alerts'] })
    },
  })
}
