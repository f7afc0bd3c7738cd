import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleSummary } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /articles/popular (optional systemUuid): most viewed first. */
export const getPopularArticles = (systemUuid?: string) =>
  api.get<ArticleSummary[]>('/articles/popular', { query: { systemUuid } })

export const popularArticlesQuery = (systemUuid?: string) =>
  queryOptions({ queryKey: kbKeys.popular(systemUuid), queryFn: () => getPopularArticles(systemUuid) })

export const usePopularArticles = (systemUuid?: string) => useQuery(popularArticlesQuery(systemUuid))
