import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimitCounters } from '../db/schema/index'

/**
 * Counts one hit on the key unless the window's count has reached `max`, in one statement: answers the count after
 * it (allowed), or the count that refused it, or null when a parallel hit created the row after this statement began.
 */
export async function countHit(db: Database, limit: { key: string; max: number }, now: Date, nextReset: Date) {
  const { rows } = await db.execute<{ allowed: boolean; hits: number; resets_at: Date | string }>(sql`
    with counted as (
      insert into rate_limit_counters as c (key, hits, resets_at)
      values (${limit.key}, 1, ${nextReset.toISOString()}::timestamptz)
      on conflict (key) do update
        set hits = case when c.resets_at <= ${now.toISOString()}::timestamptz then 1 else c.hits + 1 end,
            resets_at = case when c.resets_at <= ${now.toISOString()}::timestamptz then excluded.resets_at
                        else c.resets_at end
        where c.resets_at <= ${now.toISOString()}::timestamptz or c.hits < ${limit.max}
      returning c.hits, c.resets_at
    )
    select true as allowed, hits, resets_at from counted
    union all
    select false, hits, resets_at from rate_limit_counters
     where key = ${limit.key} and not exists (select 1 from counted)`)
  return rows[0] ?? null
}

/** Takes back one hit of the current window (an attempt that turned out not to count). */
export async function giveBack(db: Database, key: string, now: Date) {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} - 1` })
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetsAt, now), gt(rateLimitCounters.hits, 0)))
}

/** Forgets the key's count: its next hit opens a new window. */
export async function clearLimit(db: Database, key: string) {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key))
}

/** Counters whose window has ended count for nothing (the next hit starts over): how many went. */
export async function deleteEndedWindows(db: Database, now: Date) {
  const gone = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.resetsAt, now))
    .returning({ key: rateLimitCounters.key })
  return gone.length
}
