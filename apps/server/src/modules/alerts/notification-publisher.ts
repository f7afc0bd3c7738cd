import type { AppContext } from '../../platform/context'
import type { PeriodicJob } from '../../platform/periodic-job'
import { tellPublished } from './notification-webhooks'
import { publishAndWithdrawDue } from './notifications.repository'

/**
 * Publishes the notifications whose time has come and withdraws the expired ones; the alerts trigger tells every
 * instance and open page when the transaction commits; the webhooks are told in the same transaction.
 * Publishing is one UPDATE of the notification's own row, however many users there are (ADR 0012). Several
 * instances run this; the transaction-scoped advisory lock lets exactly one act on each round.
 */
export async function publishDueNotifications(ctx: AppContext): Promise<{ published: number; withdrawn: number }> {
  const now = ctx.clock.now()
  const counts = await publishAndWithdrawDue(ctx.db, now, (tx, rows) => tellPublished(ctx, tx, rows))
  // Committed: this instance forgets the kept unread lists at once, before the announcement comes back.
  if (counts.published + counts.withdrawn > 0) ctx.caches.unreadAlerts.forgetAll()
  return counts
}

/** The publisher as a job of every instance, every NOTIFICATIONS_CHECK_SECONDS; a failed round is logged and retried. */
export function notificationPublisherJob(ctx: AppContext): PeriodicJob {
  return {
    name: 'notification-publisher',
    intervalMs: ctx.config.NOTIFICATIONS_CHECK_SECONDS * 1000,
    everyInstance: true,
    run: async () => void (await publishDueNotifications(ctx)),
  }
}
