import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { hasPendingMigrations } from '../../db/migrate'

/** One round trip to the database; throws while it is away. */
export async function pingDatabase(db: Database) {
  await db.execute(sql`select 1`)
}

/** Whether the database lacks a migration this version of the server brings. */
export const pendingMigrations = (db: Database) => hasPendingMigrations(db.$client)
