import { useMutation } from '@tanstack/react-query'
import type { ServiceCreate, ServiceUpdate } from '@psp/contracts'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

export type SaveServiceRequest = { uuid: string; input: ServiceUpdate } | { uuid?: undefined; input: ServiceCreate }

/** POST /admin/knowledge-base/services (no uuid) or PUT /admin/knowledge-base/services/{uuid}. */
export const saveService = (request: SaveServiceRequest) =>
  request.uuid === undefined
    ? call(authoring.createService, { body: request.input })
    : call(authoring.updateService, { params: { uuid: request.uuid }, body: request.input })

export function useSaveService() {
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({ mutationFn: saveService, onSuccess: invalidate })
}
