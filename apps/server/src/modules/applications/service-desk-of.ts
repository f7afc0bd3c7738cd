import type { AppContext } from '../../platform/context'
import { builtInDictionaries, type ServiceDeskDictionaries } from './service-desk'

/** The service desk of this server: the built-in one until an external adapter is configured. */
export const serviceDeskOf = (_ctx: AppContext): ServiceDeskDictionaries => builtInDictionaries
