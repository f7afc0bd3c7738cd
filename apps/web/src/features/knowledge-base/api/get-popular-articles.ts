import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /articles/popular (optional systemUuid): most viewed first. */
export const getPopularArticles = (systemUuid?: string) => call(kb.getPopularArticles, { query: { systemUuid } })

export const popularArticlesQuery = (systemUuid?: string) =>
  queryOptions({
    queryKey: queryKey(kb.getPopularArticles, { query: { systemUuid } }),
    queryFn: () => getPopularArticles(systemUuid),
  })

export const usePopularArticles = (systemUuid?: string) => useQuery(popularArticlesQuery(systemUuid))
