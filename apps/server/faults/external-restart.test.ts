import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../test/api-client'
import { freePort } from '../test/free-port'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded'
import { runLoad, statusCounts, type Outcome } from './load'
import { faultDataDir, removeFaultDataDir, ServerProcess, serverSettings, sleep } from './server-process'

const STOP_AFTER_MS = 3_000
const DOWN_FOR_MS = 3_000

/**
 * With DATABASE_URL the server does not own PostgreSQL: an operator restarts it, or a failover moves it. Under
 * 50 requests a second the server must answer 503 while it is away and serve again once it is back, by itself.
 */
describe('the external PostgreSQL restarts under load', () => {
  let dataDir: string
  let database: EmbeddedDatabase
  let databasePort: number
  let server: ServerProcess
  let outcomes: Outcome[]
  /** When the database answered again, in milliseconds since the load started. */
  let backAt: number

  beforeAll(async () => {
    dataDir = await faultDataDir('external')
    databasePort = await freePort()
    database = await startEmbeddedPostgres({ dataDir: `${dataDir}/external`, port: databasePort, database: 'psp' })
    server = new ServerProcess(await serverSettings(dataDir), { DATABASE_URL: database.url })
    await server.ready()
    const admin = new ApiClient(server.url)
    await admin.login('admin@example.com', 'Demo-2026')
    const loadStarted = performance.now()
    const load = runLoad({
      url: server.url,
      cookie: admin.cookieHeader,
      ratePerSecond: 50,
      durationMs: 12_000,
      writeEvery: 5,
    })
    await sleep(STOP_AFTER_MS)
    await database.stop()
    await sleep(DOWN_FOR_MS)
    database = await startEmbeddedPostgres({ dataDir: `${dataDir}/external`, port: databasePort, database: 'psp' })
    backAt = performance.now() - loadStarted
    outcomes = await load
  })
  afterAll(async () => {
    await server?.stop()
    await database?.stop()
    if (dataDir) await removeFaultDataDir(dataDir)
  })

  it('stays up and answers 503 with Retry-After, never a 500, while the database is away', () => {
    console.log('outcomes under an external restart:', JSON.stringify(statusCounts(outcomes)))
    expect(server.isRunning, server.output).toBe(true)
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([])
    expect(outcomes.filter((o) => o.status === 503).every((o) => Number(o.retryAfter) > 0)).toBe(true)
  })

  it('serves again within seconds of the database coming back, and keeps every acknowledged write', async () => {
    const lastFailure = Math.max(...outcomes.filter((o) => o.status !== 200).map((o) => o.doneAt))
    console.log(`served again ${Math.max(0, (lastFailure - backAt) / 1000).toFixed(1)} s after the database was back`)
    expect(lastFailure - backAt).toBeLessThan(5_000)
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200)

    const acknowledged = outcomes.flatMap((o) => (o.written ? [o.written] : []))
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from kb_systems where id = any($1::uuid[])',
        [acknowledged],
      )
      expect(rows[0].n).toBe(acknowledged.length)
    } finally {
      await client.end()
    }
  })
})
