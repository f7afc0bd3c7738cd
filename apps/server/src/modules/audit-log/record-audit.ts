import type { AuditAction } from '@psp/contracts'
import type { DbExecutor } from '../../db/executor'
import type { AppContextBase } from '../../platform/context'
import { insertAuditEvent } from './audit-log.repository'

/** Who acted: a signed-in actor (its `ip` set by the auth hook), or a sign-in attempt's account and address. */
export interface AuditBy {
  userId: string | null
  ip?: string | null
}

export interface AuditEntry {
  action: AuditAction
  /** What was acted on: its kind (user, organization, article…), id and readable name where known. */
  object?: { type: string; id: string | null; name?: string | null }
  details?: string | null
}

/**
 * Adds an event to the audit log. Given the transaction of the change it records, the event exists exactly when the
 * change does; given `ctx.db`, it is written after the change has succeeded.
 */
export async function recordAudit(
  ctx: Pick<AppContextBase, 'clock'>,
  executor: DbExecutor,
  by: AuditBy,
  entry: AuditEntry,
) {
  await insertAuditEvent(executor, {
    at: ctx.clock.now(),
    userId: by.userId,
    ip: by.ip ?? null,
    action: entry.action,
    objectType: entry.object?.type ?? null,
    objectId: entry.object?.id ?? null,
    objectName: entry.object?.name ?? null,
    details: entry.details ?? null,
  })
}
