import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /articles/last-modified (optional systemUuid): newest changes first. */
export const getLastModifiedArticles = (systemUuid?: string) =>
  call(kb.getLastModifiedArticles, { query: { systemUuid } })

export const lastModifiedArticlesQuery = (systemUuid?: string) =>
  queryOptions({
    queryKey: queryKey(kb.getLastModifiedArticles, { query: { systemUuid } }),
    queryFn: () => getLastModifiedArticles(systemUuid),
  })

export const useLastModifiedArticles = (systemUuid?: string) => useQuery(lastModifiedArticlesQuery(systemUuid))
