import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReindexState } from '@psp/contracts'
import { api } from '../../../lib/api-client'
import { reindexKey } from './keys'

/** While a reindex runs the state is asked for again this often. */
export const REINDEX_POLL_MS = 2000

/** GET /search/reindex: {indexing, lastIndexing} (Admin only). */
export const getReindexState = () => api.get<ReindexState>('/search/reindex')

export const reindexStateQuery = () =>
  queryOptions({
    queryKey: reindexKey,
    queryFn: getReindexState,
    refetchInterval: (q) => (q.state.data?.indexing ? REINDEX_POLL_MS : false),
  })

export const useReindexState = () => useQuery(reindexStateQuery())
