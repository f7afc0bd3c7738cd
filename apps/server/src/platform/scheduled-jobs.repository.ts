import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { scheduledJobs } from '../db/schema/index'

/**
 * Records `now` as the job's last run unless it last ran after `dueBefore`: true when this caller took the run. The
 * row's lock makes concurrent claims wait for each other and see the first one's time.
 */
export async function claimJobInterval(db: Database, name: string, now: Date, dueBefore: Date) {
  const rows = await db
    .insert(scheduledJobs)
    .values({ name, lastRunAt: now })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { lastRunAt: now },
      where: sql`${scheduledJobs.lastRunAt} <= ${dueBefore}`,
    })
    .returning({ name: scheduledJobs.name })
  return rows.length > 0
}
