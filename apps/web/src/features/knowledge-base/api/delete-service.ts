import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** DELETE /admin/knowledge-base/services/{uuid}: refused while the service still has articles. */
export const deleteService = (uuid: string) => api.delete(`/admin/knowledge-base/services/${encodeURIComponent(uuid)}`)

export function useDeleteService() {
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => {
      // Not awaited: the page showing the deleted item must be able to move on before the lists refetch.
      void invalidate()
    },
  })
}
