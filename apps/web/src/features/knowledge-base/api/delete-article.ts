import { useMutation } from '@tanstack/react-query'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** DELETE /admin/knowledge-base/articles/{uuid}. */
export const deleteArticle = (uuid: string) => call(authoring.deleteArticle, { params: { uuid } })

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
