import type { AppContext } from '../../platform/context'
import type { PeriodicJob } from '../../platform/periodic-job'
import { deleteAuditEventsBefore } from './audit-log.repository'

const DAY_MS = 86_400_000

/** Deletes the audit events older than AUDIT_RETENTION_DAYS, every CLEANUP_INTERVAL_MINUTES on one instance. */
export function auditRetentionJob(ctx: AppContext): PeriodicJob | null {
  const minutes = ctx.config.CLEANUP_INTERVAL_MINUTES
  if (minutes === 0) return null
  return {
    name: 'audit-retention',
    intervalMs: minutes * 60_000,
    run: async (log) => {
      const before = new Date(ctx.clock.now().getTime() - ctx.config.AUDIT_RETENTION_DAYS * DAY_MS)
      const deleted = await deleteAuditEventsBefore(ctx.db, before)
      log.info({ job: 'audit-retention', deleted }, 'audit events past their retention deleted')
    },
  }
}
