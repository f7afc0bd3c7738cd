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
 *
 * pg-pool listens for errors only on idle connections. One checked out (a transaction, a migration, a cursor) that
 * PostgreSQL drops between two queries emits 'error' with nobody listening, and Node ends the process. So every
 * connection gets a listener of its own for its whole life: the holder learns of the loss from its next query, and
 * the pool discards the connection when it is released.
 */
export function connectDatabase(url: string, options: { max: number; onError?: (e: Error) => void }): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // A failed-over or unplugged server sends no reset: keepalive probes find the dead socket (after 10 s of silence
    // instead of the system's default two hours).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  })
  pool.on('error', (e) => options.onError?.(e))
  pool.on('connect', (client) => {
    client.on('error', (e) => {
      // The pool's own idle listener reports idle connections; this one reports those in use.
      if (client.listenerCount('error') === 1) options.onError?.(e)
    })
  })
  const db = drizzle(pool, { schema })
  return { db, pool, close: () => pool.end() }
}
