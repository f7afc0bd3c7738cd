import type { AppContext } from '../../platform/context'
import { fileBuiltInApplication } from './built-in-filing'
import { builtInDictionaries, type ServiceDesk } from './service-desk'

/** The service desk of this server: the built-in one until an external adapter is configured. */
export const serviceDeskOf = (ctx: AppContext): ServiceDesk => ({
  ...builtInDictionaries,
  fileApplication: (tx, application) => fileBuiltInApplication(ctx, tx, application),
})
