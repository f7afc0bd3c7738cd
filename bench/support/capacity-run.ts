import { mkdirSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { postgresCpuSeconds } from './database'
import { discoverMix, VirtualUserPool, type MixData } from './portal-mix'
import { PortalProcess } from './portal-process'
import { sleep } from './portal-session'
import { processCpuSeconds } from './process-cpu'
import { RequestLog } from './request-log'

/** Settings shared by the capacity benches (environment, with defaults for a 2-core machine). */
export const capacitySettings = {
  port: Number(process.env.BENCH_PORT ?? 3451),
  pgPort: Number(process.env.BENCH_PG_PORT ?? 55451),
  /** A person's mean pause between two pages. */
  thinkMs: Number(process.env.BENCH_THINK_SECONDS ?? 5) * 1000,
  /** Visits (knowledge base … comment) between a sign-out and the next sign-in. */
  visitsPerSession: Number(process.env.BENCH_VISITS_PER_SESSION ?? 3),
  /** New users arrive this many a second, as a busy morning brings them, not all in the same instant. */
  arrivalsPerSecond: Number(process.env.BENCH_ARRIVALS_PER_SECOND ?? 10),
  /** How long the load runs after the last arrival before anything is measured. */
  warmupMs: Number(process.env.BENCH_WARMUP_SECONDS ?? 10) * 1000,
}

/**
 * A server started like production on its own data directory (`.tmp/bench-<name>-<port>`, fresh each run), the demo
 * data read through the API, and a pool of virtual users ready to be sized. `close` stops all of it.
 */
export async function openCapacityRun(name: string) {
  const { port, pgPort, thinkMs, visitsPerSession } = capacitySettings
  const work = path.resolve(import.meta.dirname, `../../.tmp/bench-${name}-${port}`)
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  const dataDir = path.join(work, 'data')
  const portal = new PortalProcess({
    port,
    pgPort,
    dataDir,
    env: {
      // Many virtual users share a few demo accounts and one address: the per-account and per-address limits are
      // about attackers, not about this load.
      LOGIN_MAX_PER_IP: '1000000',
      LOGIN_MAX_PER_ACCOUNT: '1000000',
      SEARCH_RATE_LIMIT: '1000000',
    },
  })
  try {
    await portal.start()
  } catch (error) {
    await portal.stop()
    throw error
  }
  const log = new RequestLog()
  let data: MixData
  let pool: VirtualUserPool
  try {
    data = await discoverMix(portal.base, log)
    pool = new VirtualUserPool(portal.base, data, log, { thinkMs, visitsPerSession })
  } catch (error) {
    await portal.stop()
    throw error
  }
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  return {
    portal,
    data,
    pool,
    log,
    dataDir,
    /** Brings the pool to `users` (arriving at `arrivalsPerSecond`, or leaving), then lets the load settle. */
    async settle(users: number) {
      const arrivalMs = (Math.max(0, users - pool.size) / capacitySettings.arrivalsPerSecond) * 1000
      pool.resize(users, arrivalMs)
      await sleep(arrivalMs + capacitySettings.warmupMs)
    },
    /** CPU used so far by the server process and its PostgreSQL, to be subtracted over a window. */
    cpu: () => ({
      at: performance.now(),
      server: processCpuSeconds(portal.pid),
      postgres: postgresCpuSeconds(dataDir),
    }),
    /** The load generator's own event-loop delay (p99, ms) since the last call: high means it, not the server, lagged. */
    generatorLag: () => {
      const p99 = loop.percentile(99) / 1e6
      loop.reset()
      return p99
    },
    async close() {
      loop.disable()
      await pool.stopAll()
      await portal.stop()
      await sleep(0)
    },
  }
}

export type CapacityRun = Awaited<ReturnType<typeof openCapacityRun>>

/**
 * `server 85% + PostgreSQL 40% of a core, 2.1 + 1.0 ms CPU a request; machine load 1.9`, over the window between two
 * `cpu()` readings. The CPU a request costs hardly depends on what else the machine runs, unlike latency; the load
 * average tells whether the neighbours were busy while the latencies were measured.
 */
export function cpuUse(
  before: ReturnType<CapacityRun['cpu']>,
  after: ReturnType<CapacityRun['cpu']>,
  requests: number,
) {
  const seconds = (after.at - before.at) / 1000
  const used = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a)
  const server = used(before.server, after.server)
  const postgres = used(before.postgres, after.postgres)
  const share = (cpu: number | null) => (cpu === null ? 'n/a' : `${((cpu / seconds) * 100).toFixed(0)}%`)
  const perRequest = (cpu: number | null) => (cpu === null ? 'n/a' : ((cpu * 1000) / Math.max(1, requests)).toFixed(1))
  return (
    `server ${share(server)} + PostgreSQL ${share(postgres)} of a core, ` +
    `${perRequest(server)} + ${perRequest(postgres)} ms CPU a request; machine load ${loadavg()[0].toFixed(1)}`
  )
}
