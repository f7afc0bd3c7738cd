import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** DELETE /admin/knowledge-base/articles/{uuid}. */
export const deleteArticle = (uuid: string) => api.delete(`/admin/knowledge-base/articles/${encodeURIComponent(uuid)}`)

export function useDeleteArticle() {
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => {
      // Not awaited: the page showing the deleted item must be able to move on before the lists refetch.
      void invalidate()
    },
  })
}
