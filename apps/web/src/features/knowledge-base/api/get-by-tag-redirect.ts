import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** GET /articles/by-tag-redirect?tag: what a tag sent by an external system resolves to. */
export const getByTagRedirect = (tag: string) => call(kb.getByTagRedirect, { query: { tag } })

export const byTagRedirectQuery = (tag: string) =>
  queryOptions({
    queryKey: queryKey(kb.getByTagRedirect, { query: { tag } }),
    queryFn: () => getByTagRedirect(tag),
    staleTime: 0,
  })

export const useByTagRedirect = (tag: string) => useQuery({ ...byTagRedirectQuery(tag), enabled: tag.length > 0 })
