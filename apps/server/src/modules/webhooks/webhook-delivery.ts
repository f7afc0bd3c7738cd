import { createHmac } from 'node:crypto'
import type { AppContext } from '../../platform/context'
import type { PeriodicJob } from '../../platform/periodic-job'
import { AllowedHosts } from './allowed-hosts'
import { postDelivery, type PostOutcome } from './post-delivery'
import { claimDueDeliveries, markDelivered, markFailed, type ClaimedDelivery } from './webhooks.repository'

/**
 * Minutes between a failed attempt and the next: ten attempts over about a day (23 h 51 min from the first to the
 * last), then the delivery is given up.
 */
export const RETRY_MINUTES = [1, 5, 15, 30, 60, 120, 240, 480, 480] as const
export const MAX_ATTEMPTS = RETRY_MINUTES.length + 1

/** A claimed delivery is this instance's for this long; the timeout is far shorter. */
const LEASE_SECONDS = 300
const BATCH = 20

export const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

async function attempt(ctx: AppContext, hosts: AllowedHosts, delivery: ClaimedDelivery): Promise<PostOutcome> {
  const url = new URL(delivery.url)
  let target
  try {
    // Checked again at every attempt: the list or the name's addresses may have changed since the registration.
    target = await hosts.resolve(url)
  } catch (error) {
    return { status: null, excerpt: error instanceof Error ? error.message : String(error) }
  }
  const headers = {
    'user-agent': 'PSP-Webhooks/1',
    'x-portal-event': delivery.event,
    'x-portal-delivery': delivery.id,
    'x-portal-signature': signatureOf(delivery.secret, delivery.body),
  }
  return postDelivery(url, target, headers, delivery.body, ctx.config.WEBHOOK_TIMEOUT_SECONDS * 1000)
}

/** Delivers every due webhook, batch after batch; answers how many were delivered. Safe on several instances. */
export async function deliverDueWebhooks(ctx: AppContext): Promise<number> {
  const hosts = new AllowedHosts(ctx.config.WEBHOOK_ALLOWED_HOSTS)
  let delivered = 0
  for (;;) {
    const rows = await claimDueDeliveries(ctx.db, ctx.clock.now(), BATCH, LEASE_SECONDS)
    const outcomes = await Promise.all(rows.map((row) => attempt(ctx, hosts, row)))
    for (const [index, row] of rows.entries()) {
      const outcome = outcomes[index]
      if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
        await markDelivered(ctx.db, row, outcome)
        delivered++
        continue
      }
      const retryMinutes = RETRY_MINUTES[row.attempts - 1]
      const retryAt = retryMinutes ? new Date(ctx.clock.now().getTime() + retryMinutes * 60_000) : null
      const after = ctx.config.WEBHOOK_DISABLE_AFTER_FAILURES
      await markFailed(ctx.db, row, outcome, retryAt, {
        after,
        reason: `Отключен после ${after} неудачных попыток подряд`,
      })
      ctx.log.warn(
        { webhookDelivery: row.id, attempts: row.attempts, status: outcome.status, error: outcome.excerpt },
        retryAt ? 'webhook delivery failed, will retry' : 'webhook delivery failed, giving up',
      )
    }
    if (rows.length < BATCH) return delivered
  }
}

/** The delivery as a job of every instance, every WEBHOOK_POLL_SECONDS (0: this instance delivers none). */
export function webhookDeliveryJob(ctx: AppContext): PeriodicJob | null {
  const seconds = ctx.config.WEBHOOK_POLL_SECONDS
  if (seconds === 0) return null
  return {
    name: 'webhook-delivery',
    intervalMs: seconds * 1000,
    everyInstance: true,
    run: async () => void (await deliverDueWebhooks(ctx)),
  }
}
