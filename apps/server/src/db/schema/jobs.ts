import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** When each periodic job last ran, so that one instance of several runs it per interval (platform/periodic-job.ts). */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
})
