import type { AppContextBase } from '../../platform/context'
import { fileBuiltInApplication } from './built-in-filing'
import { requestTrackerDesk, requestTrackerDictionaries } from './request-tracker/rt-desk'
import { builtInDictionaries, type ServiceDesk } from './service-desk'
import { insertOutbox } from './service-desk.repository'

/** The built-in service desk: applications kept in the portal's database, the platform Admins its operators. */
export const builtInServiceDesk = (ctx: Pick<AppContextBase, 'db' | 'clock'>): ServiceDesk => ({
  ...builtInDictionaries,
  fileApplication: (tx, application) => fileBuiltInApplication(ctx, tx, application),
})

/**
 * The desk SERVICE_DESK names (ADR 0038). With Request Tracker the portal still records every application itself, as
 * the built-in desk does, and keeps its filing for RT in the same transaction.
 */
export function serviceDeskOf(ctx: Pick<AppContextBase, 'db' | 'clock' | 'config'>): ServiceDesk {
  if (ctx.config.SERVICE_DESK !== 'rt') return builtInServiceDesk(ctx)
  return {
    ...builtInDictionaries,
    ...requestTrackerDictionaries(ctx.config),
    external: requestTrackerDesk(ctx.config),
    async fileApplication(tx, application) {
      const filed = await fileBuiltInApplication(ctx, tx, application)
      const at = ctx.clock.now()
      await insertOutbox(tx, { applicationId: filed.id, kind: 'file', payload: { fileIds: application.fileIds }, at })
      return filed
    },
  }
}
