import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Article, ArticleQuery } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /articles?articleUuid&systemUuid&serviceUuid: one article (the server records the opening itself). */
export const getArticle = (q: ArticleQuery) => api.get<Article>('/articles', { query: { ...q } })

export const articleQuery = (q: ArticleQuery) =>
  queryOptions({ queryKey: kbKeys.article(q), queryFn: () => getArticle(q) })

export const useArticle = (q: ArticleQuery) => useQuery(articleQuery(q))
