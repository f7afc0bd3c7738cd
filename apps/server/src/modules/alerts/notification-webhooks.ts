import type { DbExecutor } from '../../db/executor'
import type { Clock } from '../../platform/clock'
import { emitWebhookEvent } from '../webhooks/emit-webhook-event'
import type { PublishedNotification } from './notifications.repository'

/**
 * `notification.published` for each platform notification that became published, in the transaction that published
 * it; alerts addressed to one user are not told.
 */
export async function tellPublished(ctx: { clock: Clock }, tx: DbExecutor, rows: PublishedNotification[]) {
  for (const row of rows) {
    if (row.recipientUserId) continue
    await emitWebhookEvent(ctx, tx, 'notification.published', {
      notification: {
        id: row.id,
        title: row.title,
        text: row.text,
        publicationAt: row.publicationAt.toISOString(),
        expirationAt: row.expirationAt?.toISOString() ?? null,
      },
    })
  }
}
