import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { connectDatabase } from '../src/db/client'
import { startEmbeddedPostgres } from '../src/db/embedded'
import { migrationsFolder, runMigrations } from '../src/db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string
    templateDatabase: string
  }
}

/** Names the template after the migrations, so a changed schema gets a fresh template. */
function templateName() {
  const hash = createHash('sha256')
  for (const f of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(path.join(migrationsFolder, f)))
  }
  return `psp_template_${hash.digest('hex').slice(0, 12)}`
}

/**
 * Starts one PostgreSQL for the whole run (the embedded one, or the server named by TEST_DATABASE_URL) and
 * builds a migrated template database; every test file then clones its own database from it.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL
  const port = Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54339)
  const embedded = external
    ? null
    : await startEmbeddedPostgres({
        // One cluster per port, so test runs on different ports never share a data directory.
        dataDir: path.resolve(import.meta.dirname, `../../../.tmp/test-postgres-${port}`),
        port,
        database: 'postgres',
      })
  const adminUrl = external ?? embedded!.url
  const template = templateName()
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const exists = await admin.query('select 1 from pg_database where datname = $1', [template])
  if (exists.rowCount === 0) {
    await admin.query(`create database ${template}`)
    const url = new URL(adminUrl)
    url.pathname = `/${template}`
    const handle = connectDatabase(url.toString(), { max: 1 })
    await runMigrations(handle.pool)
    await handle.close()
  }
  await admin.end()
  project.provide('adminDatabaseUrl', adminUrl)
  project.provide('templateDatabase', template)
  return async () => {
    await embedded?.stop()
  }
}
