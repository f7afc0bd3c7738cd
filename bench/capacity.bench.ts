/**
 * Capacity: how many people one server process serves with p95 under 200 ms and no error. Virtual users run a
 * realistic mix (sign in; the knowledge base, a search, an article, the orders lists, a new application with a file,
 * its page and a comment; the bell's unread alerts on every page; the alert stream open all along; sign out and in
 * again every few visits), each waiting for its answers and thinking between pages (BENCH_THINK_SECONDS, 5), against
 * ONE server started like production (`node --import tsx apps/server/src/main.ts`, embedded PostgreSQL, demo data).
 * The number of users doubles from BENCH_USERS_START (25) until a level misses, then halves the gap BENCH_REFINE (2)
 * times. Each level: new users arrive BENCH_ARRIVALS_PER_SECOND (10) a second, the load settles for
 * BENCH_WARMUP_SECONDS (10), then BENCH_SECONDS (20) are measured, beside the floor: a bare route of the same server
 * asked 10 times a second under the same load. A level shrinking after a miss keeps its users signed in.
 *
 *   npm run bench -- capacity        (this and capacity-fault)
 *   node --import tsx bench/capacity.bench.ts
 *   (BENCH_PORT 3451 / BENCH_PG_PORT 55451 choose the ports; the data lives in .tmp/bench-capacity-<port>)
 */
import { probeFloor } from './support/floor-probe'
import { capacitySettings, cpuUse, openCapacityRun, type CapacityRun } from './support/capacity-run'
import { sleep } from './support/portal-session'
import { byName, failureKinds, ms, RequestLog, summarize, type LatencySummary } from './support/request-log'
import { runBench } from './support/run-bench'

const GOAL_P95_MS = 200
const START_USERS = Number(process.env.BENCH_USERS_START ?? 25)
const MAX_USERS = Number(process.env.BENCH_USERS_MAX ?? 6400)
const REFINE = Number(process.env.BENCH_REFINE ?? 2)
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 20) * 1000

interface Level {
  users: number
  mix: LatencySummary
  rps: number
  floor: LatencySummary
  passed: boolean
  failures: string
  cpu: string
  generatorLagMs: number
  slowest: ReturnType<typeof byName>
}

async function measureLevel(run: CapacityRun, users: number, floorRoute: string): Promise<Level> {
  await run.settle(users)
  const floorLog = new RequestLog()
  const stopFloor = probeFloor(run.portal.base, floorRoute, floorLog)
  const from = performance.now()
  const cpuBefore = run.cpu()
  run.generatorLag()
  await sleep(MEASURE_MS)
  const to = performance.now()
  stopFloor()
  const cpuAfter = run.cpu()
  const generatorLagMs = run.generatorLag()
  await Promise.all([run.log.settled(to), floorLog.settled(to)])
  const records = run.log.startedBetween(from, to)
  const mix = summarize(records)
  const floor = summarize(floorLog.startedBetween(from, to))
  const exited = run.portal.exited
  return {
    users,
    mix,
    rps: records.length / ((to - from) / 1000),
    floor,
    passed: !exited && mix.requests > 0 && mix.failures === 0 && floor.failures === 0 && mix.p95 < GOAL_P95_MS,
    failures: exited ? `the server exited (${run.portal.describeExit()})` : failureKinds(records),
    cpu: cpuUse(cpuBefore, cpuAfter, records.length),
    generatorLagMs,
    slowest: byName(records).slice(0, 5),
  }
}

const formatLevel = (l: Level) =>
  `${String(l.users).padStart(5)} users ${l.rps.toFixed(0).padStart(5)} req/s  p50 ${ms(l.mix.p50).padStart(9)}  ` +
  `p95 ${ms(l.mix.p95).padStart(9)}  p99 ${ms(l.mix.p99).padStart(9)}  max ${ms(l.mix.max).padStart(9)}  ` +
  `errors ${String(l.mix.failures).padStart(4)}  │ floor p95 ${ms(l.floor.p95).padStart(8)}  ${l.passed ? 'ok' : 'MISSED'}` +
  `\n${' '.repeat(12)}${l.cpu}; load generator lag p99 ${ms(l.generatorLagMs)}` +
  (l.failures ? `\n${' '.repeat(12)}errors: ${l.failures}` : '')

const formatSlowest = (l: Level) =>
  l.slowest.map((s) => `    ${s.name.padEnd(28)} p95 ${ms(s.p95).padStart(9)}  (${s.requests} requests)`).join('\n')

async function main(): Promise<boolean> {
  const run = await openCapacityRun('capacity')
  try {
    const floorRoute = await run.portal.floorRoute()
    const { thinkMs, visitsPerSession, arrivalsPerSecond, warmupMs } = capacitySettings
    console.log(
      `Capacity of one server process (${run.portal.base}, embedded PostgreSQL): virtual users as ` +
        `${run.data.accounts.map((a) => a.login).join(', ')}; think ${thinkMs / 1000} s between pages, sign-in ` +
        `every ${visitsPerSession} visits; ${arrivalsPerSecond} arrivals a second, then ${warmupMs / 1000} s to settle and ` +
        `${MEASURE_MS / 1000} s measured per ` +
        `level; goal p95 < ${GOAL_P95_MS} ms and no error; floor: GET ${floorRoute} at 10/s`,
    )
    if (run.data.skipped.length) console.log(`(demo accounts left out: ${run.data.skipped.join('; ')})`)
    const found: { best: Level | null; missed: Level | null } = { best: null, missed: null }
    const measure = async (users: number) => {
      const level = await measureLevel(run, users, floorRoute)
      console.log(formatLevel(level))
      if (level.passed && (!found.best || users > found.best.users)) found.best = level
      if (!level.passed && (!found.missed || users < found.missed.users)) found.missed = level
      return level
    }
    for (let users = START_USERS; users <= MAX_USERS; users *= 2) {
      if (!(await measure(users)).passed || run.portal.exited) break
    }
    for (let i = 0; i < REFINE && found.best && found.missed && !run.portal.exited; i++) {
      const { best, missed } = found
      if (missed.users - best.users <= Math.max(2, best.users * 0.1)) break
      await measure(Math.round((best.users + missed.users) / 2))
    }
    const { best: b, missed: m } = found
    if (m) console.log(`\nslowest calls at ${m.users} users (missed):\n${formatSlowest(m)}`)
    if (!b) {
      console.log(`\ncapacity: not even ${START_USERS} users were served with p95 < ${GOAL_P95_MS} ms and no error`)
      return false
    }
    console.log(`slowest calls at ${b.users} users:\n${formatSlowest(b)}`)
    console.log(
      `\ncapacity: ${b.users} users served with p95 ${ms(b.mix.p95)} (< ${GOAL_P95_MS} ms) and no error, ` +
        `${b.rps.toFixed(0)} req/s; floor (GET ${floorRoute}) p95 ${ms(b.floor.p95)} at the same load` +
        (m
          ? `; ${m.users} users missed (p95 ${ms(m.mix.p95)}, ${m.mix.failures} errors)`
          : `; the ramp stopped at ${MAX_USERS}`),
    )
    return true
  } finally {
    await run.close()
  }
}

runBench(main)
