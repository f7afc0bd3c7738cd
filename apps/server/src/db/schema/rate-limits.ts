import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The counters of every request limit, shared by all instances (platform/rate-limiter.ts): one row per limited key
 * (a route and a client, a sign-in bucket), counting the hits of a fixed window that ends at `resets_at`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_idx').on(t.resetsAt)],
)
