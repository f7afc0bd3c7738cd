/**
 * The capacity mix with the database killed once: BENCH_FAULT_USERS (100) virtual users run the mix of
 * capacity.bench.ts against one server started like production; after BENCH_FAULT_BEFORE_SECONDS (20) of steady load
 * the embedded PostgreSQL's postmaster (DATA_DIR/postgres/postmaster.pid) gets SIGKILL, and the users go on as people
 * would. Prints the requests that failed, the seconds until requests succeed again, whether the server process
 * survived, and the writes lost: every acknowledged application, file and comment is looked for afterwards (must be 0).
 * Waits at least BENCH_FAULT_AFTER_SECONDS (30) after the kill and at most BENCH_FAULT_MAX_SECONDS (120) for recovery:
 * whatever the server does, the run ends.
 *
 *   npm run bench -- capacity-fault
 *   (BENCH_PORT 3451 / BENCH_PG_PORT 55451 choose the ports; the server's log is .tmp/bench-capacity-fault-<port>/server.log)
 */
import { openCapacityRun } from './support/capacity-run'
import { sleep } from './support/portal-session'
import { failureKinds, ms, summarize, type RequestRecord } from './support/request-log'
import { runBench } from './support/run-bench'
import { checkWrites } from './support/write-check'

const USERS = Number(process.env.BENCH_FAULT_USERS ?? 100)
const BEFORE_MS = Number(process.env.BENCH_FAULT_BEFORE_SECONDS ?? 20) * 1000
const AFTER_MIN_MS = Number(process.env.BENCH_FAULT_AFTER_SECONDS ?? 30) * 1000
const AFTER_MAX_MS = Number(process.env.BENCH_FAULT_MAX_SECONDS ?? 120) * 1000
/** Recovered: every request that started in this last stretch succeeded. */
const CALM_MS = 10_000
const BUCKET_MS = 5_000

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`

/**
 * When requests succeed again: the end of the first success that started after the last failure (the first success
 * at all when nothing failed); null when none came.
 */
function recoveredAt(records: RequestRecord[]): number | null {
  const lastFailureStart = records.reduce((last, r) => (r.failure && r.start > last ? r.start : last), -Infinity)
  const after = records.filter((r) => !r.failure && r.start > lastFailureStart)
  return after.length ? after.reduce((first, r) => Math.min(first, r.end), Infinity) : null
}

function timeline(records: RequestRecord[], killAt: number, end: number) {
  const lines = []
  for (let from = killAt - BUCKET_MS; from < end; from += BUCKET_MS) {
    const bucket = records.filter((r) => r.start >= from && r.start < from + BUCKET_MS)
    if (!bucket.length) continue
    const failed = bucket.filter((r) => r.failure)
    const at = `${from >= killAt ? '+' : ''}${((from - killAt) / 1000).toFixed(0)} s`
    lines.push(
      `  ${at.padStart(6)}  ${String(bucket.length - failed.length).padStart(5)} ok ${String(failed.length).padStart(5)} failed` +
        `  p95 ${ms(summarize(bucket).p95).padStart(9)}${failed.length ? `  ${failureKinds(failed)}` : ''}`,
    )
  }
  return lines.join('\n')
}

async function main(): Promise<boolean> {
  const run = await openCapacityRun('capacity-fault')
  const { portal, pool, log } = run
  try {
    console.log(
      `${USERS} virtual users on ${portal.base} (embedded PostgreSQL); the postmaster is killed with SIGKILL after ` +
        `${seconds(BEFORE_MS)} of steady load`,
    )
    await run.settle(USERS)
    const before = performance.now()
    await sleep(BEFORE_MS)
    const postmaster = portal.postmasterPid()
    if (!postmaster) throw new Error('no postmaster.pid: is the server on the embedded PostgreSQL?')
    const killAt = performance.now()
    process.kill(postmaster, 'SIGKILL')
    console.log(`killed the postmaster (pid ${postmaster})`)

    let end = killAt
    for (;;) {
      await sleep(1000)
      end = performance.now()
      const recent = log.startedBetween(end - CALM_MS, end - 1000)
      const calm = recent.length > 0 && recent.every((r) => !r.failure)
      if ((end - killAt >= AFTER_MIN_MS && calm) || end - killAt >= AFTER_MAX_MS) break
    }
    const streamDrops = pool.streamDrops
    await pool.stopAll()
    await log.settled(end)

    // A request in flight at the kill belongs to the fault: split by when requests ended, not when they started.
    const steady = summarize(log.records.filter((r) => r.start >= before && r.end < killAt))
    const after = log.records.filter((r) => r.end >= killAt && r.start < end)
    const failed = after.filter((r) => r.failure)
    const recovered = recoveredAt(after)
    const newPostmaster = portal.postmasterPid()
    console.log(
      `\nrequests by when they started, per ${BUCKET_MS / 1000} s from the kill:\n${timeline(log.records, killAt, end)}`,
    )
    console.log(
      `\nanswered before the kill: ${steady.requests} requests, p95 ${ms(steady.p95)}, ${steady.failures} failed` +
        `\nin flight at the kill or sent after it, in ${seconds(end - killAt)}: ${after.length} requests, ` +
        `${failed.length} failed` +
        (failed.length ? ` (${failureKinds(failed)})` : '') +
        `, max latency ${ms(summarize(after).max)}; alert streams dropped ${streamDrops} times` +
        `\nrequests succeed again: ${
          recovered === null
            ? `NOT within ${seconds(end - killAt)}`
            : `${seconds(Math.max(0, recovered - killAt))} after the kill`
        }` +
        `\nserver process: ${portal.exited ? `EXITED (${portal.describeExit()})` : 'stayed up'}; PostgreSQL: ${
          newPostmaster
            ? newPostmaster === postmaster
              ? 'the killed pid still runs?'
              : `running again (pid ${newPostmaster})`
            : 'not running'
        }`,
    )

    let restarted = false
    if (portal.exited || !(await portal.answers('/api/health'))) {
      // The acknowledged writes are looked for all the same: started again, as an operator would.
      console.log('the server does not serve: starting it again to look for the acknowledged writes')
      await portal.stop()
      await portal.start()
      restarted = true
    }
    const writes = await checkWrites(portal.base, pool.ledger)
    console.log(
      `writes acknowledged: ${writes.applications} applications, ${writes.files} files, ${writes.comments} comments; ` +
        `lost: ${writes.lost.length}${writes.lost.length ? ` (${writes.lost.slice(0, 5).join(', ')}…)` : ''}` +
        (writes.unchecked.length
          ? `; could not be checked: ${writes.unchecked.length} (${writes.unchecked[0]}…)`
          : '') +
        (restarted ? ' (checked after the bench restarted the server)' : ''),
    )
    const met = writes.lost.length === 0 && writes.unchecked.length === 0 && recovered !== null && !restarted
    console.log(
      `\nfault: ${failed.length} requests failed, requests succeed again ${
        recovered === null ? 'NEVER (within the run)' : `after ${seconds(Math.max(0, recovered - killAt))}`
      }, ${writes.lost.length} writes lost; goal (recovers by itself, no write lost): ${met ? 'met' : 'MISSED'}`,
    )
    return met
  } finally {
    await run.close()
  }
}

runBench(main)
