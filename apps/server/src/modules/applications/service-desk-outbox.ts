import type { DbExecutor } from '../../db/executor'
import type { AppContext } from '../../platform/context'
import { insertOutbox, type OutboxKind } from './service-desk.repository'

/** What each kind of entry keeps: ids into the portal's own record, read again when the desk takes it. */
export interface OutboxPayloads {
  file: { fileIds: string[] }
  comment: { commentId: string }
  files: { fileIds: string[] }
  close: { mark: number }
  reopen: { reason: string }
}

/**
 * Keeps what the applicant did for an external desk (ADR 0038), in the transaction of the change itself: the desk
 * gets it from the outbox (service-desk-deliveries.ts) whether or not it answers now. The built-in desk is the
 * portal's own tables, which the change has written: nothing to keep.
 */
export async function keepForDesk<K extends OutboxKind>(
  ctx: Pick<AppContext, 'serviceDesk' | 'clock'>,
  tx: DbExecutor,
  applicationId: string,
  kind: K,
  payload: OutboxPayloads[K],
) {
  if (!ctx.serviceDesk.external) return
  await insertOutbox(tx, { applicationId, kind, payload, at: ctx.clock.now() })
}
