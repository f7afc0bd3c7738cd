import { useMutation } from '@tanstack/react-query'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** DELETE /admin/knowledge-base/services/{uuid}. Refused while the service still has articles. */
export const deleteService = (uuid: string) => call(authoring.deleteService, { params: { uuid } })

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
