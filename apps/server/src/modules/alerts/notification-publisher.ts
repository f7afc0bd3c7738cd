import type { AppContext } from '../../platform/context'
import { appMetricsOf } from '../../platform/metrics/app-metrics'
import { publishAndWithdrawDue } from './notifications.repository'
import { unreadCacheOf } from './unread-cache'

type Logger = { error(obj: unknown, msg: string): void }

/**
 * Publishes the notifications whose time has come and withdraws the expired ones; the alerts trigger tells every
 * instance and open page when the transaction commits.
 * Publishing is one UPDATE of the notification's own row, however many users there are (ADR 0012). Several
 * instances run this; the transaction-scoped advisory lock lets exactly one act on each round.
 */
export async function publishDueNotifications(ctx: AppContext): Promise<{ published: number; withdrawn: number }> {
  const now = ctx.clock.now()
  const counts = await publishAndWithdrawDue(ctx.db, now)
  // Committed: this instance forgets the kept unread lists at once, before the announcement comes back.
  if (counts.published + counts.withdrawn > 0) unreadCacheOf(ctx).forgetAll()
  return counts
}

/** Runs the publisher every `NOTIFICATIONS_CHECK_SECONDS` until stopped; a failed round is logged and retried. */
export function startNotificationPublisher(ctx: AppContext, log: Logger) {
  let running = false
  const { jobRuns } = appMetricsOf(ctx)
  const job = 'notification-publisher'
  const timer = setInterval(() => {
    if (running) return
    running = true
    publishDueNotifications(ctx)
      .then(() => jobRuns.inc({ job, outcome: 'ok' }))
      .catch((error) => {
        jobRuns.inc({ job, outcome: 'failed' })
        log.error({ err: error }, 'notification publisher failed')
      })
      .finally(() => {
        running = false
      })
  }, ctx.config.NOTIFICATIONS_CHECK_SECONDS * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
