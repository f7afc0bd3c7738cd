/**
 * GET /api/user/info with a signed-in session, beside a bare Fastify route, both at a fixed 2,000 req/s.
 * Goal: p99 under 10 ms on a 2-core machine. Uses TEST_DATABASE_URL when set, else an embedded PostgreSQL
 * in a temporary directory.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { connectDatabase } from '../apps/server/src/db/client'
import { runMigrations } from '../apps/server/src/db/migrate'
import { systemClock } from '../apps/server/src/platform/clock'
import { LocalFileStorage } from '../apps/server/src/platform/storage/local-storage'
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../apps/server/src/seed/demo'
import { openBenchDatabase, postgresCpuSeconds } from './support/database'
import { formatResult, runLoad } from './support/load'
import { runBench } from './support/run-bench'
import { pino } from 'pino'
import { createAppContext, createLogger } from '../apps/server/src/app-context'

const RATE = Number(process.env.BENCH_RATE ?? 2000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const GOAL_P99_MS = 10

/** Runs one measured load and the CPU it cost this process (server and load thread) and PostgreSQL per request. */
async function measured(dataDir: string, options: Parameters<typeof runLoad>[0]) {
  const cpuBefore = process.cpuUsage()
  const pgBefore = postgresCpuSeconds(dataDir)
  const result = await runLoad(options)
  const cpu = process.cpuUsage(cpuBefore)
  const pgAfter = postgresCpuSeconds(dataDir)
  const perRequest = (seconds: number) => ((seconds * 1e6) / Math.max(1, result.requests)).toFixed(0)
  const cost =
    `CPU per request: node ${perRequest((cpu.user + cpu.system) / 1e6)} µs (server + load generator)` +
    (pgBefore !== null && pgAfter !== null ? `, PostgreSQL ${perRequest(pgAfter - pgBefore)} µs` : '')
  return { result, cost }
}

const addressOf = (server: { address(): unknown }) => {
  const a = server.address() as { port: number }
  return `http://127.0.0.1:${a.port}`
}

async function main(): Promise<boolean> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'psp-bench-'))
  // Run as root, the embedded PostgreSQL runs as `postgres`, which must reach its data directory.
  await chmod(workDir, 0o755)
  const database = await openBenchDatabase(workDir, 'psp_bench')
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: database.url })
  const handle = connectDatabase(database.url, { max: config.DB_POOL_MAX })
  await runMigrations(handle.pool)
  const storage = new LocalFileStorage(path.join(workDir, 'files'))
  // Logged as in production, to a sink: the log lines are part of the cost measured.
  const log = createLogger({ level: 'info' }, pino.destination('/dev/null'))
  const ctx = createAppContext({ config, db: handle.db, storage, clock: systemClock }, log)
  await seedDemoIfEmpty(ctx)

  // Request logging as in production (two JSON lines per request), written nowhere.
  const app = await buildApp(ctx)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const bare = Fastify()
  bare.get('/bare', async () => ({ ok: true }))
  await bare.listen({ port: 0, host: '127.0.0.1' })

  try {
    const login = await fetch(`${addressOf(app.server)}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ login: 'employee@example.com', password: DEMO_PASSWORD }),
    })
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`)
    const cookie = login.headers.getSetCookie()[0].split(';')[0]
    const userInfo = { url: `${addressOf(app.server)}/api/user/info`, headers: { cookie } }
    const check = await fetch(userInfo.url, { headers: userInfo.headers })
    if (check.status !== 200) throw new Error(`user info failed: ${check.status}`)

    console.log(
      `GET /api/user/info vs a bare Fastify route, ${RATE} req/s for ${SECONDS} s each, evenly spaced (database: ${
        process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'embedded PostgreSQL'
      }, pool ${config.DB_POOL_MAX})`,
    )
    // Warm up both (JIT, connection pool, PostgreSQL caches) before measuring.
    await runLoad({ label: 'warm-up', url: `${addressOf(bare.server)}/bare`, rate: RATE, seconds: 2 })
    await runLoad({ label: 'warm-up', ...userInfo, rate: RATE, seconds: 3 })

    const bareRun = await measured(workDir, {
      label: 'bare Fastify route',
      url: `${addressOf(bare.server)}/bare`,
      rate: RATE,
      seconds: SECONDS,
    })
    const info = await measured(workDir, {
      label: 'GET /api/user/info',
      ...userInfo,
      rate: RATE,
      seconds: SECONDS,
    })
    const bareResult = bareRun.result
    const infoResult = info.result
    console.log(formatResult(bareResult))
    console.log(`${''.padEnd(29)}${bareRun.cost}`)
    console.log(formatResult(infoResult))
    console.log(`${''.padEnd(29)}${info.cost}`)
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a')
    console.log(
      `ratio user/info : bare    req/s ${ratio(infoResult.rps, bareResult.rps)}  p50 ${ratio(infoResult.p50, bareResult.p50)}x  ` +
        `p95 ${ratio(infoResult.p95, bareResult.p95)}x  p99 ${ratio(infoResult.p99, bareResult.p99)}x`,
    )
    const met = infoResult.p99 < GOAL_P99_MS && infoResult.non2xx === 0 && infoResult.rps >= RATE * 0.95
    console.log(
      `goal: p99 < ${GOAL_P99_MS} ms at ${RATE} req/s: ${met ? 'met' : 'MISSED'} ` +
        `(p99 ${infoResult.p99.toFixed(2)} ms at ${infoResult.rps.toFixed(0)} req/s)`,
    )
    return met
  } finally {
    await bare.close()
    await app.close()
    await handle.close()
    await database.close()
    await rm(workDir, { recursive: true, force: true })
  }
}

runBench(main)
