import { useMutation } from '@tanstack/react-query'
import type { KbService, ServiceCreate, ServiceUpdate } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

export type SaveServiceRequest = { uuid: string; input: ServiceUpdate } | { uuid?: undefined; input: ServiceCreate }

/** POST /admin/knowledge-base/services (no uuid) or PUT /admin/knowledge-base/services/{uuid}. */
export const saveService = ({ uuid, input }: SaveServiceRequest) =>
  uuid
    ? api.put<KbService>(`/admin/knowledge-base/services/${encodeURIComponent(uuid)}`, input)
    : api.post<KbService>('/admin/knowledge-base/services', input)

export function useSaveService() {
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({ mutationFn: saveService, onSuccess: invalidate })
}
