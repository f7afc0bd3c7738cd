import type { AppContextBase } from '../../platform/context'
import { fileBuiltInApplication } from './built-in-filing'
import { builtInDictionaries, type ServiceDesk } from './service-desk'

/** The built-in service desk: applications kept in the portal's database, the platform Admins its operators. */
export const builtInServiceDesk = (ctx: Pick<AppContextBase, 'db' | 'clock'>): ServiceDesk => ({
  ...builtInDictionaries,
  fileApplication: (tx, application) => fileBuiltInApplication(ctx, tx, application),
})
