import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { RouteOptions } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp, type BuildAppOptions } from '../src/app'
import { loadConfig, type Config } from '../src/config'
import { connectDatabase } from '../src/db/client'
import { ManualClock } from '../src/platform/clock'
import type { AppContext } from '../src/platform/context'
import type { FileStorage } from '../src/platform/storage/file-storage'
import { LocalFileStorage } from '../src/platform/storage/local-storage'
import { ApiClient } from './api-client'
import { createAppContext, createLogger } from '../src/app-context'
import type { DestinationStream } from 'pino'

export interface TestApp {
  url: string
  ctx: AppContext
  clock: ManualClock
  /** A client with its own cookie jar, as one browser. */
  client(): ApiClient
  /** A client already signed in with the given login (password defaults to the factories' one). */
  signIn(login: string, password?: string): Promise<ApiClient>
  databaseUrl: string
  /** Every route of the app, as registered (method, full url, config). */
  routes: RouteOptions[]
  close(): Promise<void>
}

/** Creates an empty database cloned from the migrated template. */
export async function createTestDatabase() {
  const adminUrl = inject('adminDatabaseUrl')
  const template = inject('templateDatabase')
  // The creation time in the name lets global-setup drop databases a killed run left behind.
  const name = `psp_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name} template ${template}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

/**
 * The whole server on a real port, on its own database, as production builds it. Settings can be overridden
 * per file; the clock is manual so expiry can be tested without waiting.
 */
export async function startTestApp(
  options: {
    env?: Record<string, string>
    storage?: FileStorage
    webDistDir?: string
    /** Where the server's log lines go (a test that reads them); silent otherwise. */
    log?: { level: string; stream: DestinationStream }
    onRoute?: BuildAppOptions['onRoute']
    /**
     * Another instance of that app: its database (left for it to drop) and its clock, as servers kept in time by NTP
     * share the time. Its own pool, caches, change feed and files.
     */
    secondInstanceOf?: TestApp
    /** Listen on this port rather than a free one (a test that must name the portal's address before it starts). */
    port?: number
  } = {},
): Promise<TestApp> {
  const first = options.secondInstanceOf
  const database = first ? { url: first.databaseUrl, drop: async () => {} } : await createTestDatabase()
  const filesDir = await mkdtemp(path.join(tmpdir(), 'psp-files-'))
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SIMULATED_ERRORS: 'true',
    // The outbox directory of the mail port lives beside the test's files, not in the working directory.
    DATA_DIR: filesDir,
    // Reports count exactly, however slow the machine: a report is kept for a minute only past this (ADR 0022).
    REPORT_SLOW_MS: '600000',
    ...options.env,
  })
  const handle = connectDatabase(database.url, { max: 5 })
  const clock = first?.clock ?? new ManualClock()
  const ctx = createAppContext(
    { config, db: handle.db, storage: options.storage ?? new LocalFileStorage(filesDir), clock },
    options.log ? createLogger({ level: options.log.level }, options.log.stream) : undefined,
  )
  const routes: RouteOptions[] = []
  const app = await buildApp(ctx, {
    webDistDir: options.webDistDir,
    onRoute: (route) => {
      routes.push(route)
      options.onRoute?.(route)
    },
  })
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    ctx,
    clock,
    databaseUrl: database.url,
    routes,
    client: () => new ApiClient(url),
    signIn: async (login, password) => {
      const client = new ApiClient(url)
      await client.login(login, password)
      return client
    },
    close: async () => {
      await app.close()
      await handle.close()
      await database.drop()
      await rm(filesDir, { recursive: true, force: true })
    },
  }
}
