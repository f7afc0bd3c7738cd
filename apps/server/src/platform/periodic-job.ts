import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import type { AppMetrics } from './metrics/app-metrics'
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

type Logger = Pick<FastifyBaseLogger, 'info' | 'error'>

export interface PeriodicJob {
  name: string
  intervalMs: number
  run: (log: Logger) => Promise<void>
  /**
   * Every instance runs it on each tick, the job keeping its own rounds apart (a transaction-scoped lock), instead of
   * the one instance that claims the interval; its first run is one interval after the start.
   */
  everyInstance?: boolean
}

/**
 * The app's periodic jobs. A claimed job runs every `intervalMs` on one of the instances sharing the database: each
 * instance's timer asks, the first to claim the interval runs it, the first run as soon as the app is ready. A
 * failure is logged and counted, and the next interval tries again.
 */
export class PeriodicJobs {
  private readonly jobs: PeriodicJob[] = []
  private readonly timers: NodeJS.Timeout[] = []
  private readonly running = new Set<Promise<void>>()

  constructor(
    private readonly parts: {
      db: Database
      clock: { now(): Date }
      metrics: Pick<AppMetrics, 'jobRuns'>
      log: Logger
    },
  ) {}

  add(job: PeriodicJob) {
    this.jobs.push(job)
  }

  get names() {
    return this.jobs.map((job) => job.name)
  }

  start() {
    for (const job of this.jobs) {
      const tick = this.ticker(job)
      if (!job.everyInstance) tick()
      const timer = setInterval(tick, job.intervalMs)
      timer.unref()
      this.timers.push(timer)
    }
  }

  /** Stops the timers and waits for the runs under way. */
  async close() {
    for (const timer of this.timers.splice(0)) clearInterval(timer)
    await Promise.all(this.running)
  }

  private ticker(job: PeriodicJob) {
    const { db, clock, metrics, log } = this.parts
    let running: Promise<void> | undefined
    return () => {
      if (running) return
      running = (async () => {
        try {
          if (job.everyInstance || (await claimJobRun(db, job.name, clock.now(), job.intervalMs))) {
            await job.run(log)
            metrics.jobRuns.inc({ job: job.name, outcome: 'ok' })
          }
        } catch (error) {
          // A claim that failed (the database away) counts too: the run did not happen.
          metrics.jobRuns.inc({ job: job.name, outcome: 'failed' })
          log.error({ err: error, job: job.name }, 'periodic job failed')
        }
      })()
      const run = running
      this.running.add(run)
      void run.finally(() => {
        this.running.delete(run)
        running = undefined
      })
    }
  }
}
