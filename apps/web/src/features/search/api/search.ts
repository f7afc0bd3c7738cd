import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchRequest } from '@psp/contracts'
import { searchEndpoints } from '@psp/contracts/endpoints/search.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** POST /search {text, itemsPerPage, page, whereToSearch}: hits with highlighted snippets, paged. */
export const search = (request: SearchRequest) => call(searchEndpoints.search, { body: request })

export const searchQuery = (request: SearchRequest) =>
  queryOptions({
    queryKey: queryKey(searchEndpoints.search, { body: request }),
    queryFn: () => search(request),
    // Going back from a hit shows the same results without asking again.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })

/** `keepResults`: show what is cached, however old, instead of asking again (coming back from a hit). */
export const useSearch = (request: SearchRequest, enabled: boolean, keepResults = false) =>
  useQuery({ ...searchQuery(request), enabled, ...(keepResults ? { staleTime: Infinity } : {}) })
