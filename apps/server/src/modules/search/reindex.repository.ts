import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { searchIndexState } from '../../db/schema/index'

const STATE_ID = 1
/** A claim whose heartbeat is older than this belongs to an instance that died; another may take over. */
export const STALE_AFTER_MS = 5 * 60_000

export type IndexStateRow = typeof searchIndexState.$inferSelect

export async function readState(db: Database): Promise<IndexStateRow | null> {
  const rows = await db.select().from(searchIndexState).where(eq(searchIndexState.id, STATE_ID)).limit(1)
  return rows[0] ?? null
}

/**
 * Claims the reindex for this instance: one UPDATE that succeeds only while nobody else indexes, so two
 * instances (or two clicks) never start two rebuilds. Answers the claimed row, or null when it was taken.
 */
export async function claimReindex(db: Database, now: Date): Promise<IndexStateRow | null> {
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS)
  const rows = await db
    .update(searchIndexState)
    .set({
      indexing: true,
      startedAt: now,
      heartbeatAt: now,
      processed: 0,
      total: sql`(select count(*)::int from kb_articles)`,
    })
    .where(
      sql`${searchIndexState.id} = ${STATE_ID} and (${searchIndexState.indexing} = false or ${searchIndexState.heartbeatAt} < ${staleBefore})`,
    )
    .returning()
  return rows[0] ?? null
}

/** Records progress; answers false when the claim was lost (taken over as stale), so the job stops. */
export async function reportProgress(db: Database, startedAt: Date, processed: number, now: Date) {
  const rows = await db
    .update(searchIndexState)
    .set({ processed, heartbeatAt: now })
    .where(sql`${searchIndexState.id} = ${STATE_ID} and ${searchIndexState.startedAt} = ${startedAt}`)
    .returning({ id: searchIndexState.id })
  return rows.length > 0
}

export async function finishReindex(db: Database, startedAt: Date, now: Date, succeeded: boolean) {
  await db
    .update(searchIndexState)
    .set({ indexing: false, heartbeatAt: now, ...(succeeded ? { lastIndexing: now } : {}) })
    .where(sql`${searchIndexState.id} = ${STATE_ID} and ${searchIndexState.startedAt} = ${startedAt}`)
}

/** The vocabulary is rebuilt from scratch, so words of deleted or edited articles disappear. */
export async function clearVocabulary(db: Database) {
  await db.execute(sql`delete from kb_search_words`)
}
