import type { AppContext } from '../../platform/context'
import type { AuditLog } from '../../platform/security-log'

/**
 * What follows every Admin's change to the knowledge base that succeeded, and only such a change (a refused call must
 * not empty the cache for everyone). This instance forgets its cached articles before answering, so the Admin reads
 * the change at once; the change feed tells every instance (this one included) a moment later. Each change is a
 * security event too.
 */
export function knowledgeBaseChanged(ctx: AppContext, audit: AuditLog, target: string | null) {
  ctx.caches.articles.forgetAll()
  audit('kb.changed', { target })
}
