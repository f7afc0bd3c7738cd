import { readFileSync } from 'node:fs'
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

/** When the newest committed migration was made: drizzle applies each one whose time is past the last applied. */
function newestMigrationMillis() {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(0, ...journal.entries.map((e) => e.when))
}

/**
 * True when the database lacks a migration this server was built with: another instance is migrating it, or it was
 * swapped for an older one (a restored backup, a replica promoted while behind). Throws when it cannot be asked.
 */
export async function hasPendingMigrations(db: Pick<pg.Pool, 'query'>) {
  try {
    const { rows } = await db.query<{ last: string | null }>(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    )
    const last = rows[0]?.last
    return last == null || Number(last) < newestMigrationMillis()
  } catch (error) {
    // undefined_table: a database never migrated.
    if ((error as { code?: string }).code === '42P01') return true
    throw error
  }
}
