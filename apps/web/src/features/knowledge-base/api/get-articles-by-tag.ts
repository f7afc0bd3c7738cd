import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticlesByTagQuery } from '@psp/contracts'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

export type ArticlesByTagRequest = ArticlesByTagQuery & { tagId: string }

const request = ({ tagId, ...query }: ArticlesByTagRequest) => ({ params: { id: tagId }, query })

/** GET /articles/{id}/by-tag?tag: the articles having the tag {id}, paged. */
export const getArticlesByTag = (q: ArticlesByTagRequest) => call(kb.getArticlesByTag, request(q))

export const articlesByTagQuery = (q: ArticlesByTagRequest) =>
  queryOptions({
    queryKey: queryKey(kb.getArticlesByTag, request(q)),
    queryFn: () => getArticlesByTag(q),
    placeholderData: keepPreviousData,
  })

export const useArticlesByTag = (q: ArticlesByTagRequest, enabled = true) =>
  useQuery({ ...articlesByTagQuery(q), enabled })
