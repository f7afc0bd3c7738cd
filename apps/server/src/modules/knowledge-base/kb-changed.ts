import type { Actor, AppContext } from '../../platform/context'
import type { AuditLog } from '../../platform/security-log'
import { recordAudit } from '../audit-log/record-audit'

/**
 * What follows every Admin's change to the knowledge base that succeeded, and only such a change (a refused call must
 * not empty the cache for everyone). This instance forgets its cached articles before answering, so the Admin reads
 * the change at once; the change feed tells every instance (this one included) a moment later. Each change is a
 * security event of the request's log and an event of the audit log.
 */
export async function knowledgeBaseChanged(ctx: AppContext, actor: Actor, audit: AuditLog, target: string | null) {
  ctx.caches.articles.forgetAll()
  audit('kb.changed', { target })
  await recordAudit(ctx, ctx.db, actor, { action: 'kb.changed', object: { type: 'kb', id: target } })
}
