import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticlesByExactServiceQuery } from '@psp/contracts'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /articles/by-exact-service {systemUuid, serviceUuid}: every article of exactly that service. */
export const getArticlesByExactService = (query: ArticlesByExactServiceQuery) =>
  call(kb.getArticlesByExactService, { query })

export const articlesByExactServiceQuery = (q: ArticlesByExactServiceQuery) =>
  queryOptions({
    queryKey: queryKey(kb.getArticlesByExactService, { query: q }),
    queryFn: () => getArticlesByExactService(q),
  })

export const useArticlesByExactService = (q: ArticlesByExactServiceQuery | null) =>
  useQuery({
    ...articlesByExactServiceQuery(q ?? { systemUuid: '', serviceUuid: '' }),
    enabled: Boolean(q?.systemUuid && q.serviceUuid),
  })
