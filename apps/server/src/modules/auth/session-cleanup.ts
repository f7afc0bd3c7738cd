import type { AppContext } from '../../platform/context'
import type { PeriodicJob } from '../../platform/periodic-job'
import { deleteDevicesSignedInBefore, deleteExpiredSessions } from './auth.repository'
import { deviceRowsOutlivedAt } from './login-device'

const MINUTE = 60_000

/**
 * Deletes the sessions no request can use any more (past their absolute lifetime or idle too long) and the browsers
 * not signed in for the device cookie's lifetime: neither is read again, and both tables would otherwise only grow.
 * The limits' counters have their own clean-up (platform/shared-rate-limits.ts).
 */
export async function cleanUpSessions(ctx: AppContext) {
  const now = ctx.clock.now()
  const { config, db } = ctx
  const sessions = await deleteExpiredSessions(db, now, new Date(now.getTime() - config.SESSION_IDLE_MINUTES * MINUTE))
  const loginDevices = await deleteDevicesSignedInBefore(db, deviceRowsOutlivedAt(now))
  return { sessions, loginDevices }
}

/** The clean-up as a periodic job, every CLEANUP_INTERVAL_MINUTES on one of the instances (0 turns it off). */
export function sessionCleanupJob(ctx: AppContext): PeriodicJob | null {
  const minutes = ctx.config.CLEANUP_INTERVAL_MINUTES
  if (minutes === 0) return null
  return {
    name: 'session-cleanup',
    intervalMs: minutes * MINUTE,
    run: async (log) => {
      const deleted = await cleanUpSessions(ctx)
      log.info({ job: 'session-cleanup', deleted }, 'expired sessions and forgotten browsers deleted')
    },
  }
}
