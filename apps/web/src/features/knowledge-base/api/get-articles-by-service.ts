import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticlesByServiceQuery } from '@psp/contracts'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /articles/by-service {itemsPerPage, systemUuid, serviceUuid, page}: a service's articles, paged. */
export const getArticlesByService = (query: ArticlesByServiceQuery) => call(kb.getArticlesByService, { query })

export const articlesByServiceQuery = (q: ArticlesByServiceQuery) =>
  queryOptions({
    queryKey: queryKey(kb.getArticlesByService, { query: q }),
    queryFn: () => getArticlesByService(q),
    placeholderData: keepPreviousData,
  })

export const useArticlesByService = (q: ArticlesByServiceQuery) => useQuery(articlesByServiceQuery(q))
