import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema/index'

/** The drizzle handle with its pool (`$client`), which the hottest queries use for named prepared statements. */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool }

export interface DatabaseHandle {
  db: Database
  pool: pg.Pool
  close(): Promise<void>
}

/**
 * A pool that survives a database restart: a broken idle connection emits 'error' on the pool, which is
 * logged instead of crashing the process, and the next query opens a fresh connection.
 */
export function connectDatabase(url: string, options: { max: number; onError?: (e: Error) => void }): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  })
  pool.on('error', (e) => options.onError?.(e))
  const db = drizzle(pool, { schema })
  return { db, pool, close: () => pool.end() }
}
