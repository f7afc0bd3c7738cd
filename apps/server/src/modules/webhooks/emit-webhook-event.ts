import { randomUUID } from 'node:crypto'
import type { WebhookEvent } from '@psp/contracts'
import type { DbExecutor } from '../../db/executor'
import type { Clock } from '../../platform/clock'
import { insertEventDeliveries } from './webhooks.repository'

/**
 * Tells the endpoints that take `event` of it (ADR 0032). Call it with the transaction of the change itself: the
 * delivery rows then exist exactly when the change does, and a server stopped before delivering loses nothing.
 * The body, `{ id, event, occurredAt, data }`, is fixed here, so every attempt sends the same bytes.
 */
export async function emitWebhookEvent(
  ctx: { clock: Clock },
  tx: DbExecutor,
  event: WebhookEvent,
  data: Record<string, unknown>,
) {
  const now = ctx.clock.now()
  const body = JSON.stringify({ id: randomUUID(), event, occurredAt: now.toISOString(), data })
  await insertEventDeliveries(tx, event, body, now)
}
