import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticlesByTagQuery, ArticlesByTagResponse } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

export type ArticlesByTagRequest = ArticlesByTagQuery & { tagId: string }

/** GET /articles/{id}/by-tag?tag: the articles having the tag {id}, paged. */
export const getArticlesByTag = ({ tagId, ...query }: ArticlesByTagRequest) =>
  api.get<ArticlesByTagResponse>(`/articles/${encodeURIComponent(tagId)}/by-tag`, { query: { ...query } })

export const articlesByTagQuery = (q: ArticlesByTagRequest) =>
  queryOptions({ queryKey: kbKeys.byTag(q), queryFn: () => getArticlesByTag(q), placeholderData: keepPreviousData })

export const useArticlesByTag = (q: ArticlesByTagRequest, enabled = true) =>
  useQuery({ ...articlesByTagQuery(q), enabled })
