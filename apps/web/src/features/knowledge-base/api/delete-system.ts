import { useMutation } from '@tanstack/react-query'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** DELETE /admin/knowledge-base/systems/{uuid}. Refused while the system still has services. */
export const deleteSystem = (uuid: string) => call(authoring.deleteSystem, { params: { uuid } })

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
