import type { DbExecutor } from '../../db/executor'
import type { AppContext } from '../../platform/context'

/** What the operators need to decide the registration of an organization the portal does not know. */
export interface RegistrationRequest {
  userId: string
  organization: { id: string; inn: string; kpp: string | null; shortName: string; fullName: string }
  /** The documents the user attached, already stored. */
  fileIds: string[]
}

/** Files the registration's application to the operators, in the caller's transaction; answers the application. */
export type FileRegistration = (
  ctx: AppContext,
  tx: DbExecutor,
  request: RegistrationRequest,
) => Promise<{ id: string; number: number }>

let desk: FileRegistration | null = null

/**
 * The service desk (modules/applications) registers here when the server starts: applications depend on
 * organizations (memberships decide who reads an application), so organizations reach the desk through this hook
 * instead of importing it.
 */
export function registerRegistrationDesk(file: FileRegistration) {
  desk = file
}

export function fileRegistration(ctx: AppContext, tx: DbExecutor, request: RegistrationRequest) {
  if (!desk) throw new Error('No service desk registered to file organization registrations')
  return desk(ctx, tx, request)
}
