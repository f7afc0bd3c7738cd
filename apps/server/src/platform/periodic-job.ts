import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Database } from '../db/client'
import type { AppContext } from './context'
import { appMetricsOf } from './metrics/app-metrics'
import { claimJobInterval } from './scheduled-jobs.repository'

/**
 * A timer fires a little early now and then; a run this much short of the interval still counts as due, so a job
 * is not skipped for a whole interval because of a few milliseconds.
 */
const EARLY_FRACTION = 0.1

/**
 * Takes this interval's run of a job for the calling instance: true for exactly one of the instances that ask
 * within one interval.
 */
export async function claimJobRun(db: Database, name: string, now: Date, intervalMs: number) {
  const dueBefore = new Date(now.getTime() - intervalMs * (1 - EARLY_FRACTION))
  return claimJobInterval(db, name, now, dueBefore)
}

/**
 * Runs a job every `intervalMs` on one of the instances sharing the database: each instance's timer asks, the first
 * to claim the interval runs it. The first run is due as soon as the app is ready. A failure is logged, and the
 * next interval tries again.
 */
export function schedulePeriodicJob(
  app: FastifyInstance,
  ctx: AppContext,
  job: { name: string; intervalMs: number; run: (log: FastifyBaseLogger) => Promise<void> },
) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const { jobRuns } = appMetricsOf(ctx)
  const tick = () => {
    if (running) return
    running = (async () => {
      try {
        if (await claimJobRun(ctx.db, job.name, ctx.clock.now(), job.intervalMs)) {
          await job.run(app.log)
          jobRuns.inc({ job: job.name, outcome: 'ok' })
        }
      } catch (error) {
        // A claim that failed (the database away) counts too: the run did not happen.
        jobRuns.inc({ job: job.name, outcome: 'failed' })
        app.log.error({ err: error, job: job.name }, 'periodic job failed')
      } finally {
        running = undefined
      }
    })()
  }
  app.addHook('onReady', async () => {
    tick()
    timer = setInterval(tick, job.intervalMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
