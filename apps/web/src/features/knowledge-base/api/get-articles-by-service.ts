import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticlesByServiceQuery, ArticlesByServiceResponse } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /articles/by-service {itemsPerPage, systemUuid, serviceUuid, page}: a service's articles, paged. */
export const getArticlesByService = (q: ArticlesByServiceQuery) =>
  api.get<ArticlesByServiceResponse>('/articles/by-service', { query: { ...q } })

export const articlesByServiceQuery = (q: ArticlesByServiceQuery) =>
  queryOptions({
    queryKey: kbKeys.byService(q),
    queryFn: () => getArticlesByService(q),
    placeholderData: keepPreviousData,
  })

export const useArticlesByService = (q: ArticlesByServiceQuery) => useQuery(articlesByServiceQuery(q))
