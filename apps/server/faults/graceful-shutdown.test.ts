import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../test/api-client'
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
/** A request sent this long before the signal has reached the server: it must be answered in full. */
const IN_FLIGHT_MARGIN_MS = 250
/** How long the slow uploads below take to send their body: the signal comes in the middle. */
const TRICKLE_MS = 1_000

/**
 * A write whose body arrives in two halves `TRICKLE_MS` apart, as from a slow mobile connection: the server has taken
 * the request (its headers are in) long before it can answer, so it is surely in flight when the signal comes.
 */
function trickledWrite(url: string, cookie: string, title: string) {
  const body = JSON.stringify({ title })
  const half = Math.floor(body.length / 2)
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(body.slice(0, half)))
      await sleep(TRICKLE_MS)
      controller.enqueue(encoder.encode(body.slice(half)))
      controller.close()
    },
  })
  return fetch(`${url}/api/admin/knowledge-base/systems`, {
    method: 'POST',
    headers: { cookie, 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: stream,
    duplex: 'half',
  } as RequestInit)
}

/**
 * SIGTERM (a deploy, a process manager) while requests are running: every request the server has taken is
 * answered, open alert streams are ended so the close does not hang, and the database stops last.
 */
describe('SIGTERM under load', () => {
  let dataDir: string
  let server: ServerProcess
  let load: Outcome[]
  let burst: { status: number; error?: string }[]
  let streamEnded: boolean
  let exit: { code: number | null; signal: NodeJS.Signals | null }
  let signalAt: number
  let postmaster: number
  let shutdownMs: number

  beforeAll(async () => {
    dataDir = await faultDataDir('shutdown')
    server = new ServerProcess(await serverSettings(dataDir))
    await server.ready()
    postmaster = postmasterPid(dataDir)
    const admin = new ApiClient(server.url)
    await admin.login('admin@example.com', DEMO_PASSWORD)
    const stream = await fetch(`${server.url}/api/user/alerts/stream`, {
      headers: { cookie: admin.cookieHeader, 'X-Requested-With': 'XMLHttpRequest' },
    })
    expect(stream.status).toBe(200)
    const streamDone = stream.text().then(
      () => true,
      () => false,
    )

    const started = performance.now()
    const loadDone = runLoad({
      url: server.url,
      cookie: admin.cookieHeader,
      ratePerSecond: 50,
      durationMs: 4_000,
      writeEvery: 5,
    })
    await sleep(2_000)
    // A burst the server is busy with when the signal comes: slow uploads, sign-ins (a password hash each), writes.
    const inFlight = [
      ...Array.from({ length: 5 }, (_, n) => trickledWrite(server.url, admin.cookieHeader, `Медленная запись ${n}`)),
      ...['employee@example.com', 'orgadmin@example.com', 'individual@example.com', 'expertadmin@example.com'].map(
        (login) => new ApiClient(server.url).login(login, DEMO_PASSWORD),
      ),
      ...Array.from({ length: 20 }, (_, n) =>
        admin.post('/api/admin/knowledge-base/systems', { title: `Перед остановкой ${n}` }),
      ),
    ].map((call) =>
      call.then(
        (r) => ({ status: r.status }),
        (e: unknown) => ({ status: 0, error: String(e) }),
      ),
    )
    await sleep(IN_FLIGHT_MARGIN_MS)
    signalAt = performance.now() - started
    const exitedAt = server.exited.then(() => performance.now() - started)
    server.child.kill('SIGTERM')
    burst = await Promise.all(inFlight)
    load = await loadDone
    exit = await server.exited
    shutdownMs = (await exitedAt) - signalAt
    streamEnded = await streamDone
  })
  afterAll(async () => {
    await server?.stop()
    if (dataDir) await removeFaultDataDir(dataDir)
  })

  it('answers every request it had taken', () => {
    expect(burst.filter((b) => b.status !== 200)).toEqual([])
    const taken = load.filter((o) => o.at < signalAt - IN_FLIGHT_MARGIN_MS)
    console.log('load outcomes around SIGTERM:', JSON.stringify(statusCounts(load)))
    expect(statusCounts(taken)).toEqual({ 200: taken.length })
  })

  it('refuses what comes later without a server error', () => {
    const later = load.filter((o) => o.at > signalAt)
    // Refused connections once the port is closed, 503 on a kept-alive connection while closing.
    expect(later.filter((o) => o.status !== 0 && o.status !== 503 && o.status !== 200)).toEqual([])
  })

  it('ends the alert streams, exits cleanly and stops the embedded PostgreSQL', () => {
    console.log(`stopped ${(shutdownMs / 1000).toFixed(1)} s after SIGTERM`)
    expect(streamEnded).toBe(true)
    expect(exit).toEqual({ code: 0, signal: null })
    expect(shutdownMs).toBeLessThan(15_000)
    expect(isAlive(postmaster)).toBe(false)
  })
})
