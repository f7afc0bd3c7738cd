import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** DELETE /admin/knowledge-base/systems/{uuid}: refused while the system still has services. */
export const deleteSystem = (uuid: string) => api.delete(`/admin/knowledge-base/systems/${encodeURIComponent(uuid)}`)

export function useDeleteSystem() {
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({
    mutationFn: deleteSystem,
    onSuccess: () => {
      // Not awaited: the page showing the deleted item must be able to move on before the lists refetch.
      void invalidate()
    },
  })
}
