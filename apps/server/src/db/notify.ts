import { sql } from 'drizzle-orm'
import type { Database } from './client'

/**
 * Sends a PostgreSQL notification on a channel every instance listens to (platform/change-feed.ts). Inside a
 * transaction PostgreSQL delivers it only when the transaction commits.
 */
export async function notifyChannel(executor: Pick<Database, 'execute'>, channel: string, payload: string) {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`)
}
