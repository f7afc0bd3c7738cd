import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleVersion } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /admin/knowledge-base/articles/{uuid}/versions: every saved version, newest first. */
export const getArticleVersions = (uuid: string) =>
  api.get<ArticleVersion[]>(`/admin/knowledge-base/articles/${encodeURIComponent(uuid)}/versions`)

export const articleVersionsQuery = (uuid: string) =>
  queryOptions({ queryKey: kbKeys.versions(uuid), queryFn: () => getArticleVersions(uuid) })

export const useArticleVersions = (uuid: string) => useQuery(articleVersionsQuery(uuid))
