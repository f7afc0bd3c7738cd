import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ArticleFeedbackInput } from '@psp/contracts'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'
import { isQueryOf, queryKey } from '../../../lib/query-keys'

/** GET /articles/{articleUuid}/feedback: the current version and the reader's answer on it. */
export const myArticleFeedbackQuery = (articleUuid: string) =>
  queryOptions({
    queryKey: queryKey(kb.getMyArticleFeedback, { params: { articleUuid } }),
    queryFn: () => call(kb.getMyArticleFeedback, { params: { articleUuid } }),
  })

export const useMyArticleFeedback = (articleUuid: string) => useQuery(myArticleFeedbackQuery(articleUuid))

/**
 * PUT /articles/{articleUuid}/feedback. The answer replaces the reader's own; only the authors' counts go stale (the
 * article itself is not asked again: reading it counts a view).
 */
export function useAnswerArticleFeedback(articleUuid: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ArticleFeedbackInput) => call(kb.answerArticleFeedback, { params: { articleUuid }, body }),
    onSuccess: async (saved) => {
      client.setQueryData(myArticleFeedbackQuery(articleUuid).queryKey, saved)
      await client.invalidateQueries({ predicate: (q) => isQueryOf(q, authoring.getArticleFeedbackSummary) })
    },
  })
}

/** GET /admin/knowledge-base/articles/{uuid}/feedback: the authors' counts and a page of reasons. */
export const useArticleFeedbackSummary = (uuid: string, page: number, itemsPerPage: number) => {
  const request = { params: { uuid }, query: { page, itemsPerPage } }
  return useQuery({
    queryKey: queryKey(authoring.getArticleFeedbackSummary, request),
    queryFn: () => call(authoring.getArticleFeedbackSummary, request),
    placeholderData: keepPreviousData,
  })
}
