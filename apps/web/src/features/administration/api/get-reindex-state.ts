import { queryOptions, useQuery } from '@tanstack/react-query'
import { searchEndpoints } from '@psp/contracts/endpoints/search.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'

/** While a reindex runs the state is asked for again this often. */
export const REINDEX_POLL_MS = 2000

/** GET /search/reindex: {indexing, lastIndexing} (Admin only). */
export const getReindexState = () => call(searchEndpoints.getReindexState)

export const reindexStateQuery = () =>
  queryOptions({
    queryKey: queryKey(searchEndpoints.getReindexState),
    queryFn: getReindexState,
    refetchInterval: (q) => (q.state.data?.indexing ? REINDEX_POLL_MS : false),
  })

export const useReindexState = () => useQuery(reindexStateQuery())
