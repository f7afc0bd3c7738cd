import type { UserDataChangesPage, UserDataChangesQuery } from '@psp/contracts'
import { authorize } from '../../policies/authorize'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { findUserDataChanges, userExists } from './user-data-changes.repository'

/** The history of a user's data: one's own; a platform Admin may read anyone's. */
export async function listUserDataChanges(
  ctx: AppContext,
  actor: Actor,
  query: UserDataChangesQuery,
): Promise<UserDataChangesPage> {
  const userId = query.userId ?? actor.userId
  authorize(actor, 'userDataChanges.read', { userId })
  if (userId !== actor.userId && !(await userExists(ctx.db, userId))) throw new AppError('NotFound')
  const page = { limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage }
  const { rows, total } = await findUserDataChanges(ctx.db, userId, page, ctx.config.PORTAL_TIME_ZONE)
  return { items: rows, total, pagesCount: Math.ceil(total / query.itemsPerPage) }
}
