import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'
import { kbKeys } from './keys'

/** GET /admin/knowledge-base/articles/{uuid}: the article as the editor sees it (Markdown, tag titles). */
export const getEditableArticle = (uuid: string) => call(authoring.getEditableArticle, { params: { uuid } })

export const editableArticleQuery = (uuid: string) =>
  queryOptions({ queryKey: kbKeys.editable(uuid), queryFn: () => getEditableArticle(uuid) })

export const useEditableArticle = (uuid: string | null) =>
  useQuery({ ...editableArticleQuery(uuid ?? ''), enabled: Boolean(uuid) })
