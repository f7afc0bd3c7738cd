import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleSummary, ArticlesByExactServiceQuery } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /articles/by-exact-service {systemUuid, serviceUuid}: every article of exactly that service. */
export const getArticlesByExactService = (q: ArticlesByExactServiceQuery) =>
  api.get<ArticleSummary[]>('/articles/by-exact-service', { query: { ...q } })

export const articlesByExactServiceQuery = (q: ArticlesByExactServiceQuery) =>
  queryOptions({ queryKey: kbKeys.byExactService(q), queryFn: () => getArticlesByExactService(q) })

export const useArticlesByExactService = (q: ArticlesByExactServiceQuery | null) =>
  useQuery({
    ...articlesByExactServiceQuery(q ?? { systemUuid: '', serviceUuid: '' }),
    enabled: Boolean(q?.systemUuid && q.serviceUuid),
  })
