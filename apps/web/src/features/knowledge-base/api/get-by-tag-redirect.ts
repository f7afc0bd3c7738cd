import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ByTagRedirectResponse } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { kbKeys } from './keys'

/** GET /articles/by-tag-redirect?tag: what a tag sent by an external system resolves to. */
export const getByTagRedirect = (tag: string) =>
  api.get<ByTagRedirectResponse>('/articles/by-tag-redirect', { query: { tag } })

export const byTagRedirectQuery = (tag: string) =>
  queryOptions({ queryKey: kbKeys.byTagRedirect(tag), queryFn: () => getByTagRedirect(tag), staleTime: 0 })

export const useByTagRedirect = (tag: string) => useQuery({ ...byTagRedirectQuery(tag), enabled: tag.length > 0 })
