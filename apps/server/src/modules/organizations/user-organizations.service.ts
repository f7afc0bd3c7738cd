import type { UserOrganizationsPage } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { findUserOrganizations } from './user-organizations.repository'

/** The acting user's own memberships of every status; nobody can list another user's this way. */
export async function listUserOrganizations(
  ctx: AppContext,
  actor: Actor,
  input: { page: number; itemsPerPage: number },
): Promise<UserOrganizationsPage> {
  const { rows, total } = await findUserOrganizations(
    ctx.db,
    actor.userId,
    input.itemsPerPage,
    (input.page - 1) * input.itemsPerPage,
  )
  return { items: rows, total, pagesCount: Math.ceil(total / input.itemsPerPage) }
}
