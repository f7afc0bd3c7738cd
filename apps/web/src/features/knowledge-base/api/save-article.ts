import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ArticleInput, EditableArticle } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'
import { useInvalidateKnowledgeBase } from './use-invalidate-kb'

/** POST /admin/knowledge-base/articles (no uuid) or PUT /admin/knowledge-base/articles/{uuid}; each save is a version. */
export const saveArticle = ({ uuid, input }: { uuid?: string; input: ArticleInput }) =>
  uuid
    ? api.put<EditableArticle>(`/admin/knowledge-base/articles/${encodeURIComponent(uuid)}`, input)
    : api.post<EditableArticle>('/admin/knowledge-base/articles', input)

export function useSaveArticle() {
  const client = useQueryClient()
  const invalidate = useInvalidateKnowledgeBase()
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: async (saved) => {
      client.setQueryData(kbKeys.editable(saved.uuid), saved)
      await invalidate()
    },
  })
}
