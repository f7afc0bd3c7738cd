import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../../../test/api-client'
import { freePort } from '../../../test/free-port'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'
import { connectDatabase, type DatabaseHandle } from '../../db/client'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded'
import { runMigrations } from '../../db/migrate'
import { systemClock } from '../../platform/clock'
import { LocalFileStorage } from '../../platform/storage/local-storage'
import { createAppContext } from '../../app-context'

describe('GET /api/health', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  it('answers ok with the database checked, to signed-out callers too', async () => {
    const answer = await t.client().get('/api/health')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'ok', database: 'ok' })
  })
})

describe('GET /api/health/live and /api/health/ready', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  it('answers live without asking the database, and ready once it answers with every migration applied', async () => {
    expect(await t.client().get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } })
    expect(await t.client().get('/api/health/ready')).toMatchObject({
      status: 200,
      body: { status: 'ready', database: 'ok', migrations: 'applied' },
    })
  })

  it('is not ready while the database lacks a migration of this version (another instance migrates it)', async () => {
    const pool = t.ctx.db.$client
    const { rows } = await pool.query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at',
    )
    try {
      const answer = await t.client().get('/api/health/ready')
      expect(answer.status).toBe(503)
      expect(answer.body).toEqual({ status: 'not-ready', database: 'ok', migrations: 'pending' })
      expect((await t.client().get('/api/health/live')).status).toBe(200)
    } finally {
      await pool.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        rows[0].hash,
        rows[0].created_at,
      ])
    }
    expect((await t.client().get('/api/health/ready')).status).toBe(200)
  })

  it('documents both probes with their answers', async () => {
    const paths = (await t.client().get('/api/docs/json')).body.paths
    expect(Object.keys(paths['/api/health/live'].get.responses)).toContain('200')
    expect(Object.keys(paths['/api/health/ready'].get.responses)).toEqual(expect.arrayContaining(['200', '503']))
  })
})

/** Polls until the answer has the status, so the test waits only as long as the reconnection takes. */
async function eventually(call: () => Promise<{ status: number }>, status: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  let last = 0
  while (Date.now() < deadline) {
    last = (await call()).status
    if (last === status) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`expected ${status}, last answer ${last}`)
}

/**
 * A PostgreSQL server of its own, so the test can stop and start it under a running app and prove the pool
 * recovers: the process keeps running, calls fail with a catalogue error during the outage, then succeed again.
 */
describe('the database pool across a PostgreSQL restart', () => {
  let dataDir: string
  let port: number
  let postgres: EmbeddedDatabase
  let handle: DatabaseHandle
  let app: FastifyInstance
  let url: string
  const poolErrors: string[] = []

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'psp-restart-pg-'))
    // Run as root, PostgreSQL runs as the `postgres` user, which must be able to reach the data directory.
    await chmod(dataDir, 0o755)
    port = await freePort()
    postgres = await startEmbeddedPostgres({ dataDir, port, database: 'psp' })
    handle = connectDatabase(postgres.url, { max: 3, onError: (e) => poolErrors.push(e.message) })
    await runMigrations(handle.pool)
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
    const ctx = createAppContext({
      config,
      db: handle.db,
      storage: new LocalFileStorage(path.join(dataDir, 'files')),
      clock: systemClock,
    })
    app = await buildApp(ctx)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    await buildUser(ctx, { email: 'restart@example.test' })
  })
  afterAll(async () => {
    await app?.close()
    await handle?.close()
    await postgres?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('recovers once the database is back, without restarting the server', async () => {
    const client = new ApiClient(url)
    await client.login('restart@example.test')
    // Monitoring calls the health check without a session.
    const monitor = new ApiClient(url)
    // Fill the pool with idle connections, which the restart will break.
    await Promise.all([1, 2, 3].map(() => client.get('/api/user/info')))
    expect((await monitor.get('/api/health')).status).toBe(200)

    await postgres.stop()
    const down = await monitor.get('/api/health')
    expect(down.status).toBe(503)
    expect(down.body).toEqual({ status: 'degraded', database: 'unavailable' })
    // The health check does not depend on the session lookup, so a signed-in caller gets the same answer.
    expect((await client.get('/api/health')).status).toBe(503)
    // Every call answers 503 with a catalogue code and when to try again, never a 500.
    const call = await client.get('/api/user/info')
    expect(call.status).toBe(503)
    expect(call.headers.get('retry-after')).toBe('5')
    expect(call.body).toEqual({
      code: 'GeneralError',
      reason: 'DatabaseUnavailable',
      message: 'Сервис временно недоступен. Повторите позднее',
    })
    // The process lives on (liveness), but takes no traffic (readiness).
    expect((await monitor.get('/api/health/live')).status).toBe(200)
    const ready = await monitor.get('/api/health/ready')
    expect(ready.status).toBe(503)
    expect(ready.headers.get('retry-after')).toBe('5')
    expect(ready.body).toEqual({ status: 'not-ready', database: 'unavailable', migrations: 'unknown' })

    postgres = await startEmbeddedPostgres({ dataDir, port, database: 'psp' })
    await eventually(() => monitor.get('/api/health'), 200)
    expect((await monitor.get('/api/health/ready')).status).toBe(200)
    // The session kept in PostgreSQL is still valid: nothing was lost with the restart.
    const info = await client.get('/api/user/info')
    expect(info.status).toBe(200)
    expect(info.body.email).toBe('restart@example.test')
    // The broken idle connections were reported to the pool's error handler instead of crashing the process.
    expect(poolErrors.length).toBeGreaterThan(0)
  })
})
