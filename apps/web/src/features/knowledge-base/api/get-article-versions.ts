import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /admin/knowledge-base/articles/{uuid}/versions: every saved version, newest first. */
export const getArticleVersions = (uuid: string) => call(authoring.getArticleVersions, { params: { uuid } })

export const articleVersionsQuery = (uuid: string) =>
  queryOptions({
    queryKey: queryKey(authoring.getArticleVersions, { params: { uuid } }),
    queryFn: () => getArticleVersions(uuid),
  })

export const useArticleVersions = (uuid: string) => useQuery(articleVersionsQuery(uuid))
