import type { ReindexState } from '@psp/contracts'

export type ReindexEvent = { type: 'start' } | { type: 'success'; response: ReindexState } | { type: 'failure' }

const initial: ReindexState = { indexing: false, lastIndexing: null }

/**
 * SPEC §4 Search reindex: starting sets `indexing` to true at once; on success `indexing` comes from the response;
 * on failure it is set to false. `lastIndexing` is kept unless the response brings a newer one.
 */
export function reindexTransition(state: ReindexState | undefined, event: ReindexEvent): ReindexState {
  const current = state ?? initial
  switch (event.type) {
    case 'start':
      return { ...current, indexing: true }
    case 'success':
      return { ...current, ...event.response, indexing: event.response.indexing }
    case 'failure':
      return { ...current, indexing: false, progress: null }
  }
}
