import type { DbExecutor } from '../../db/executor'
import type { Clock } from '../../platform/clock'
import { emitWebhookEvent } from '../webhooks/emit-webhook-event'
import { findApplicationForEvent } from './applications.repository'

type Parts = { clock: Clock }

/** The application as the webhooks show it, as it stands in the transaction. */
async function applicationOf(tx: DbExecutor, id: string) {
  const row = await findApplicationForEvent(tx, id)
  return { ...row, createdAt: row.createdAt.toISOString() }
}

/** `application.created`, in the filing's transaction. */
export async function tellApplicationCreated(ctx: Parts, tx: DbExecutor, id: string) {
  await emitWebhookEvent(ctx, tx, 'application.created', { application: await applicationOf(tx, id) })
}

/**
 * `application.status_changed`, in the transaction of the move; `by` is the user who moved it, null for a change
 * made in an external desk.
 */
export async function tellStatusChanged(ctx: Parts, tx: DbExecutor, id: string, from: string, by: string | null) {
  const application = await applicationOf(tx, id)
  await emitWebhookEvent(ctx, tx, 'application.status_changed', {
    application,
    from,
    to: application.status,
    changedBy: by,
  })
}

/** `application.commented`, in the transaction that wrote the comment. */
export async function tellCommented(
  ctx: Parts,
  tx: DbExecutor,
  id: string,
  comment: { id: string; authorId: string | null; fromServiceDesk: boolean; text: string },
) {
  await emitWebhookEvent(ctx, tx, 'application.commented', { application: await applicationOf(tx, id), comment })
}
