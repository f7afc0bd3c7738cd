import type { Database } from '../db/client'
import { countHit, giveBack } from './rate-limit-counters.repository'

export { clearLimit, deleteEndedWindows, giveBack } from './rate-limit-counters.repository'

/** A limit on one key: at most `max` hits in a fixed window of `windowMs` that starts at the first hit. */
export interface Limit {
  key: string
  max: number
  windowMs: number
}

/** What one hit found. A refused hit is not counted, so hammering a reached limit does not prolong it. */
export interface Hit {
  allowed: boolean
  /** Hits counted in the window, this one included when it was allowed. */
  hits: number
  /** When the window ends and the count starts over. */
  resetsAt: Date
}

/**
 * Counts one hit on a limit, or refuses it when the window's count has reached the limit. Every instance counts in
 * the same row, and one statement decides, so instances and parallel requests share one count: the row's lock makes
 * concurrent hits on a key take turns, each seeing the count the one before left. The time is the caller's clock, so
 * instances need only agree on the time as closely as NTP keeps them.
 */
export async function hit(db: Database, limit: Limit, now: Date): Promise<Hit> {
  const nextReset = new Date(now.getTime() + limit.windowMs)
  const row = await countHit(db, limit, now, nextReset)
  // Refused against a row a parallel hit created after this statement began: the statement cannot see it yet.
  if (!row) return { allowed: false, hits: limit.max, resetsAt: nextReset }
  return { allowed: row.allowed, hits: row.hits, resetsAt: new Date(row.resets_at) }
}

/** Whole seconds until the window ends, at least one: the `Retry-After` of a refused hit. */
export const retryAfterSeconds = (resetsAt: Date, now: Date) =>
  Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000))

export type Taken = { ok: true } | { ok: false; refusedBy: number; retryAfterSeconds: number }

/**
 * Counts one hit on each limit in turn. When one refuses, the hits already counted are given back, so an attempt
 * some limit refuses costs nothing on the others; `refusedBy` is the index of the limit that refused.
 */
export async function hitAll(db: Database, limits: Limit[], now: Date): Promise<Taken> {
  for (const [index, limit] of limits.entries()) {
    const result = await hit(db, limit, now)
    if (result.allowed) continue
    for (const counted of limits.slice(0, index)) await giveBack(db, counted.key, now)
    return { ok: false, refusedBy: index, retryAfterSeconds: retryAfterSeconds(result.resetsAt, now) }
  }
  return { ok: true }
}
