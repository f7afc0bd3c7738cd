import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticleQuery } from '@psp/contracts'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /articles?articleUuid&systemUuid&serviceUuid: one article (the server records the opening itself). */
export const getArticle = (query: ArticleQuery) => call(kb.getArticle, { query })

export const articleQuery = (q: ArticleQuery) =>
  queryOptions({ queryKey: queryKey(kb.getArticle, { query: q }), queryFn: () => getArticle(q) })

export const useArticle = (q: ArticleQuery) => useQuery(articleQuery(q))
