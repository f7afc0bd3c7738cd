import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../test/api-client'
import { embeddedDatabaseUrl } from '../src/db/embedded'
import { runLoad, statusCounts, type Outcome } from './load'
import {
  faultDataDir,
  isAlive,
  postmasterPid,
  ServerProcess,
  serverSettings,
  sleep,
  removeFaultDataDir,
} from './server-process'

const DEMO_PASSWORD = 'Demo-2026'
const KILL_AFTER_MS = 3_000

/**
 * The embedded PostgreSQL's postmaster is killed (`kill -9`) under 50 requests a second. The server must stay up,
 * answer 503 with Retry-After (never 500) while the database is away, start PostgreSQL again by itself and serve
 * within seconds, and keep every write it acknowledged.
 */
describe('the embedded PostgreSQL dies under load', () => {
  let dataDir: string
  let server: ServerProcess
  let outcomes: Outcome[]
  let killedPid: number

  beforeAll(async () => {
    dataDir = await faultDataDir('outage')
    server = new ServerProcess(await serverSettings(dataDir))
    await server.ready()
    const admin = new ApiClient(server.url)
    await admin.login('admin@example.com', DEMO_PASSWORD)
    killedPid = postmasterPid(dataDir)
    const load = runLoad({
      url: server.url,
      cookie: admin.cookieHeader,
      ratePerSecond: 50,
      durationMs: 15_000,
      writeEvery: 5,
    })
    await sleep(KILL_AFTER_MS)
    process.kill(killedPid, 'SIGKILL')
    outcomes = await load
  })
  afterAll(async () => {
    await server?.stop()
    if (dataDir) await removeFaultDataDir(dataDir)
  })

  it('keeps the server process running', () => {
    expect(server.isRunning, server.output).toBe(true)
  })

  it('answers every request, never with a 500: 503 with Retry-After while the database is away', () => {
    const counts = statusCounts(outcomes)
    console.log('outcomes under a postmaster kill:', JSON.stringify(counts))
    expect(
      outcomes.filter((o) => o.status === 0 || o.status >= 500).every((o) => o.status === 503),
      JSON.stringify(counts),
    ).toBe(true)
    const unavailable = outcomes.filter((o) => o.status === 503)
    expect(unavailable.length).toBeGreaterThan(0)
    expect(unavailable.every((o) => Number(o.retryAfter) > 0)).toBe(true)
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([])
  })

  it('starts PostgreSQL again and serves within seconds, without a restart of the server', async () => {
    expect(isAlive(killedPid)).toBe(false)
    expect(postmasterPid(dataDir)).not.toBe(killedPid)
    // Recovered: from this moment on every answer is a 200 again.
    const lastFailure = Math.max(...outcomes.filter((o) => o.status !== 200).map((o) => o.doneAt))
    const recoverySeconds = (lastFailure - KILL_AFTER_MS) / 1000
    console.log(`recovered ${recoverySeconds.toFixed(1)} s after the kill`)
    expect(recoverySeconds).toBeLessThan(8)
    expect(outcomes.filter((o) => o.at > KILL_AFTER_MS + 8_000).every((o) => o.status === 200)).toBe(true)
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200)
    // The operator reads what happened in the log.
    expect(server.output).toMatch(/the embedded PostgreSQL exited \(code -, signal SIGKILL\); starting it again/)
  })

  it('keeps every write it acknowledged', async () => {
    const acknowledged = outcomes.flatMap((o) => (o.written ? [o.written] : []))
    expect(acknowledged.length).toBeGreaterThan(100)
    const client = new pg.Client({ connectionString: embeddedDatabaseUrl(server.settings.pgPort, 'psp') })
    await client.connect()
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from kb_systems where id = any($1::uuid[])',
        [acknowledged],
      )
      console.log(`acknowledged writes: ${acknowledged.length}, kept: ${rows[0].n}`)
      expect(rows[0].n).toBe(acknowledged.length)
    } finally {
      await client.end()
    }
  })
})
