import type { AppContext } from '../../platform/context'

/** A knowledge-base search as «Пробелы базы знаний» needs it: who searched, the normalized query, what it found. */
export interface PerformedSearch {
  at: Date
  userId: string
  organizationId: string | null
  query: string
  resultsCount: number
  resultIds: string[]
}

export type SearchPerformedListener = (ctx: AppContext, search: PerformedSearch) => void

const listeners = new Set<SearchPerformedListener>()

/** The analytics module subscribes here instead of search calling it, so the server modules form no cycle. */
export function onSearchPerformed(listener: SearchPerformedListener) {
  listeners.add(listener)
}

/** Listeners must neither throw nor wait: a search never waits for them. */
export function announceSearchPerformed(ctx: AppContext, search: PerformedSearch) {
  for (const listener of listeners) listener(ctx, search)
}
