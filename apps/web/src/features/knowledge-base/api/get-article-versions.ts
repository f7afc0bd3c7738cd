import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseAuthoringEndpoints as authoring } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { call } from '../../../lib/api-call'
import { kbKeys } from './keys'

/** GET /admin/knowledge-base/articles/{uuid}/versions: every saved version, newest first. */
export const getArticleVersions = (uuid: string) => call(authoring.getArticleVersions, { params: { uuid } })

export const articleVersionsQuery = (uuid: string) =>
  queryOptions({ queryKey: kbKeys.versions(uuid), queryFn: () => getArticleVersions(uuid) })

export const useArticleVersions = (uuid: string) => useQuery(articleVersionsQuery(uuid))
