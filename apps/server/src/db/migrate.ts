import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

const MIGRATION_LOCK = 727_001

/** Applies the committed SQL migrations under an advisory lock, so instances starting together migrate once. */
export async function runMigrations(pool: pg.Pool) {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migrate(drizzle(client), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
}
