import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ArticlesByTagQuery } from '@psp/contracts'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { kbKeys } from './keys'

export type ArticlesByTagRequest = ArticlesByTagQuery & { tagId: string }

/** GET /articles/{id}/by-tag?tag: the articles having the tag {id}, paged. */
export const getArticlesByTag = ({ tagId, ...query }: ArticlesByTagRequest) =>
  call(kb.getArticlesByTag, { params: { id: tagId }, query })

export const articlesByTagQuery = (q: ArticlesByTagRequest) =>
  queryOptions({ queryKey: kbKeys.byTag(q), queryFn: () => getArticlesByTag(q), placeholderData: keepPreviousData })

export const useArticlesByTag = (q: ArticlesByTagRequest, enabled = true) =>
  useQuery({ ...articlesByTagQuery(q), enabled })
