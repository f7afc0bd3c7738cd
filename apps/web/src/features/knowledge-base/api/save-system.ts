import { useMutation } from '@tanstack/react-query'
import type { KbSystem, SystemInput } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** POST /admin/knowledge-base/systems (no uuid) or PUT /admin/knowledge-base/systems/{uuid}. */
export const saveSystem = ({ uuid, input }: { uuid?: string; input: SystemInput }) =>
  uuid
    ? api.put<KbSystem>(`/admin/knowledge-base/systems/${encodeURIComponent(uuid)}`, input)
    : api.post<KbSystem>('/admin/knowledge-base/systems', input)

export function useSaveSystem() {
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({ mutationFn: saveSystem, onSuccess: invalidate })
}
