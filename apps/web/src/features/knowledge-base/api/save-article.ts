import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ArticleInput } from '@psp/contracts'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** POST /admin/knowledge-base/articles (no uuid) or PUT /admin/knowledge-base/articles/{uuid}; each save is a version. */
export const saveArticle = ({ uuid, input }: { uuid?: string; input: ArticleInput }) =>
  uuid
    ? call(authoring.updateArticle, { params: { uuid }, body: input })
    : call(authoring.createArticle, { body: input })

export function useSaveArticle() {
  const client = useQueryClient()
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: async (saved) => {
      client.setQueryData(queryKey(authoring.getEditableArticle, { params: { uuid: saved.uuid } }), saved)
      await invalidate()
    },
  })
}
