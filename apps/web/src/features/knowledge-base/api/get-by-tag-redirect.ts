import { queryOptions, useQuery } from '@tanstack/react-query'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { call } from '../../../lib/api-call'
import { kbKeys } from './keys'

/** GET /articles/by-tag-redirect?tag: what a tag sent by an external system resolves to. */
export const getByTagRedirect = (tag: string) => call(kb.getByTagRedirect, { query: { tag } })

export const byTagRedirectQuery = (tag: string) =>
  queryOptions({ queryKey: kbKeys.byTagRedirect(tag), queryFn: () => getByTagRedirect(tag), staleTime: 0 })

export const useByTagRedirect = (tag: string) => useQuery({ ...byTagRedirectQuery(tag), enabled: tag.length > 0 })
