import { queryOptions, useQuery } from '@tanstack/react-query'
import type { EditableArticle } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /admin/knowledge-base/articles/{uuid}: the article as the editor sees it (Markdown, tag titles). */
export const getEditableArticle = (uuid: string) =>
  api.get<EditableArticle>(`/admin/knowledge-base/articles/${encodeURIComponent(uuid)}`)

export const editableArticleQuery = (uuid: string) =>
  queryOptions({ queryKey: kbKeys.editable(uuid), queryFn: () => getEditableArticle(uuid) })

export const useEditableArticle = (uuid: string | null) =>
  useQuery({ ...editableArticleQuery(uuid ?? ''), enabled: Boolean(uuid) })
