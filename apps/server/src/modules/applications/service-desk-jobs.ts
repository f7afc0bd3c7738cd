import type { AppContext } from '../../platform/context'
import type { PeriodicJob } from '../../platform/periodic-job'
import { readDeskChanges } from './service-desk-changes'
import { deliverToDesk } from './service-desk-deliveries'

/**
 * The two jobs of an external desk (ADR 0038), every RT_POLL_SECONDS: what waits for the desk is sent, what changed in
 * it is read. The built-in desk needs neither.
 */
export function serviceDeskJobs(ctx: AppContext): PeriodicJob[] {
  if (!ctx.serviceDesk.external) return []
  const intervalMs = ctx.config.RT_POLL_SECONDS * 1000
  return [
    { name: 'service-desk-deliveries', intervalMs, run: async () => void (await deliverToDesk(ctx)) },
    { name: 'service-desk-changes', intervalMs, run: async () => void (await readDeskChanges(ctx)) },
  ]
}
