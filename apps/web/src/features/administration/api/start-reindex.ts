import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReindexState } from '@psp/contracts'
import { searchEndpoints } from '@psp/contracts/endpoints/search.endpoints'
import { call } from '../../../lib/api-call'
import { queryKey } from '../../../lib/query-keys'
import { reindexTransition } from '../components/reindex-transition'

/** POST /search/reindex: starts a background reindex and answers the state (Admin only). */
export const startReindex = () => call(searchEndpoints.startReindex)

/** SPEC §4 Search reindex: start sets indexing at once, success takes the answer's flag, failure clears it. */
export function useStartReindex() {
  const client = useQueryClient()
  const update = (event: Parameters<typeof reindexTransition>[1]) =>
    client.setQueryData<ReindexState>(queryKey(searchEndpoints.getReindexState), (current) =>
      reindexTransition(current, event),
    )
  return useMutation({
    mutationFn: startReindex,
    onMutate: async () => {
      await client.cancelQueries({ queryKey: queryKey(searchEndpoints.getReindexState) })
      update({ type: 'start' })
    },
    onSuccess: (response) => update({ type: 'success', response }),
    onError: () => update({ type: 'failure' }),
  })
}
