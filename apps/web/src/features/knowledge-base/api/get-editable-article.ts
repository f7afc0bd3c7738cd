import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /admin/knowledge-base/articles/{uuid}: the article as the editor sees it (Markdown, tag titles). */
export const getEditableArticle = (uuid: string) => call(authoring.getEditableArticle, { params: { uuid } })

export const editableArticleQuery = (uuid: string) =>
  queryOptions({
    queryKey: queryKey(authoring.getEditableArticle, { params: { uuid } }),
    queryFn: () => getEditableArticle(uuid),
  })

export const useEditableArticle = (uuid: string | null) =>
  useQuery({ ...editableArticleQuery(uuid ?? ''), enabled: Boolean(uuid) })
