import type { Config } from '../config'
import { connectDatabase, type DatabaseHandle } from './client'
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded'
import { runMigrations } from './migrate'

export interface OpenDatabase extends DatabaseHandle {
  embedded: EmbeddedDatabase | null
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, then migrates. */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<OpenDatabase> {
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, database: 'psp', log })
  const url = config.DATABASE_URL ?? embedded!.url
  const handle = connectDatabase(url, { max: config.DB_POOL_MAX, onError: (e) => log(`database pool: ${e.message}`) })
  try {
    await runMigrations(handle.pool)
  } catch (error) {
    await handle.close().catch(() => {})
    await embedded?.stop()
    throw error
  }
  return {
    ...handle,
    embedded,
    close: async () => {
      await handle.close()
      await embedded?.stop()
    },
  }
}
