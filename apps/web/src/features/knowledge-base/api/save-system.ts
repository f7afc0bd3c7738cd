import { useMutation } from '@tanstack/react-query'
import type { SystemInput } from '@psp/contracts'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** POST /admin/knowledge-base/systems (no uuid) or PUT /admin/knowledge-base/systems/{uuid}. */
export const saveSystem = ({ uuid, input }: { uuid?: string; input: SystemInput }) =>
  uuid ? call(authoring.updateSystem, { params: { uuid }, body: input }) : call(authoring.createSystem, { body: input })

export function useSaveSystem() {
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({ mutationFn: saveSystem, onSuccess: invalidate })
}
