import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { kbKeys } from './keys'

/** GET /articles/popular (optional systemUuid): most viewed first. */
export const getPopularArticles = (systemUuid?: string) => call(kb.getPopularArticles, { query: { systemUuid } })

export const popularArticlesQuery = (systemUuid?: string) =>
  queryOptions({ queryKey: kbKeys.popular(systemUuid), queryFn: () => getPopularArticles(systemUuid) })

export const usePopularArticles = (systemUuid?: string) => useQuery(popularArticlesQuery(systemUuid))
