import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleSummary } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /articles/last-modified (optional systemUuid): newest changes first. */
export const getLastModifiedArticles = (systemUuid?: string) =>
  api.get<ArticleSummary[]>('/articles/last-modified', { query: { systemUuid } })

export const lastModifiedArticlesQuery = (systemUuid?: string) =>
  queryOptions({ queryKey: kbKeys.lastModified(systemUuid), queryFn: () => getLastModifiedArticles(systemUuid) })

export const useLastModifiedArticles = (systemUuid?: string) => useQuery(lastModifiedArticlesQuery(systemUuid))
