import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { DbExecutor } from '../../db/executor'
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index'

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect

export async function insertEndpoint(
  db: DbExecutor,
  values: { url: string; events: string[]; secret: string; now: Date },
): Promise<WebhookEndpointRow> {
  const { now, ...rest } = values
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning()
  return row
}

export async function listEndpoints(db: Database) {
  return db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt), webhookEndpoints.id)
}

export async function findEndpoint(db: DbExecutor, id: string): Promise<WebhookEndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id))
  return row ?? null
}

/** Turning an endpoint on starts its failure count over; turning it off forgets why the portal did. */
export async function updateEndpoint(
  db: DbExecutor,
  id: string,
  changes: { events?: string[]; enabled?: boolean; now: Date },
): Promise<WebhookEndpointRow | null> {
  const { now, ...rest } = changes
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...rest,
      updatedAt: now,
      ...(changes.enabled !== undefined ? { disabledReason: null } : {}),
      ...(changes.enabled ? { consecutiveFailures: 0 } : {}),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning()
  return row ?? null
}

export async function deleteEndpoint(db: DbExecutor, id: string) {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id })
  return deleted.length > 0
}

/**
 * Queues one event for every endpoint on that takes it, in the caller's transaction: one statement, nothing at all
 * when no endpoint listens.
 */
export async function insertEventDeliveries(db: DbExecutor, event: string, body: string, now: Date) {
  await db.execute(sql`
    insert into webhook_deliveries (endpoint_id, event, body, next_attempt_at, created_at)
    select id, ${event}, ${body}, ${now}, ${now} from webhook_endpoints
     where enabled and ${event} = any(events)`)
}

/** A copy of a delivery, due now, with its attempts counted from zero (the original keeps its history). */
export async function insertResend(db: DbExecutor, original: WebhookDeliveryRow, now: Date) {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: original.endpointId,
      event: original.event,
      body: original.body,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning()
  return row
}

export async function findDelivery(db: DbExecutor, endpointId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, id)))
  return row ?? null
}

/** One page of an endpoint's deliveries, newest first, with their total. */
export async function findDeliveriesPage(db: Database, endpointId: string, page: { limit: number; offset: number }) {
  const where = eq(webhookDeliveries.endpointId, endpointId)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ])
  return { rows, total }
}

export type ClaimedDelivery = {
  id: string
  endpoint_id: string
  event: string
  body: string
  attempts: number
  url: string
  secret: string
}

/**
 * Claims due deliveries of endpoints that are on. FOR UPDATE SKIP LOCKED lets several instances claim at once
 * without taking the same row; the claim is a lease (`sending` until next_attempt_at), so a row whose instance died
 * is claimed again once it runs out.
 */
export async function claimDueDeliveries(db: Database, now: Date, batch: number, leaseSeconds: number) {
  const { rows } = await db.$client.query<ClaimedDelivery>(
    `with due as (
       select d.id from webhook_deliveries d
         join webhook_endpoints e on e.id = d.endpoint_id and e.enabled
        where d.status in ('pending', 'sending') and d.next_attempt_at <= $1
        order by d.next_attempt_at
        limit $2
        for update of d skip locked
     )
     update webhook_deliveries d
        set status = 'sending', attempts = d.attempts + 1, last_attempt_at = $1,
            next_attempt_at = $1::timestamptz + make_interval(secs => $3)
       from due, webhook_endpoints e
      where d.id = due.id and e.id = d.endpoint_id
     returning d.id, d.endpoint_id, d.event, d.body, d.attempts, e.url, e.secret`,
    [now, batch, leaseSeconds],
  )
  return rows
}

/** A 2xx: the delivery is done and its endpoint's failures in a row start over. */
export async function markDelivered(
  db: Database,
  delivery: ClaimedDelivery,
  answer: { status: number; excerpt: string },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'delivered', responseStatus: answer.status, responseExcerpt: answer.excerpt })
      .where(eq(webhookDeliveries.id, delivery.id))
    await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0 })
      .where(eq(webhookEndpoints.id, delivery.endpoint_id))
  })
}

/**
 * A failed attempt: tried again at `retryAt`, or given up (null). The endpoint's failures in a row grow by one; at
 * `disableAfter` the endpoint is turned off with the reason, and its deliveries still waiting are given up.
 */
export async function markFailed(
  db: Database,
  delivery: ClaimedDelivery,
  answer: { status: number | null; excerpt: string },
  retryAt: Date | null,
  disable: { after: number; reason: string },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: retryAt ? 'pending' : 'failed',
        ...(retryAt ? { nextAttemptAt: retryAt } : {}),
        responseStatus: answer.status,
        responseExcerpt: answer.excerpt,
      })
      .where(eq(webhookDeliveries.id, delivery.id))
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, delivery.endpoint_id))
      .returning({ failures: webhookEndpoints.consecutiveFailures, enabled: webhookEndpoints.enabled })
    if (endpoint && endpoint.enabled && endpoint.failures >= disable.after) {
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: disable.reason })
        .where(eq(webhookEndpoints.id, delivery.endpoint_id))
      await failWaiting(tx, delivery.endpoint_id, 'endpoint turned off')
    }
  })
}

/** Gives up the deliveries of an endpoint still waiting (it was turned off). */
export async function failWaiting(db: DbExecutor, endpointId: string, why: string) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', responseExcerpt: why })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), sql`status in ('pending', 'sending')`))
}
