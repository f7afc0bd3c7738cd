import type { SetDefaultOrganizationRequest, UserOrganizationsPage } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { findAcceptedMembership, setDefaultMembership } from './organizations.repository'
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

/** Only accepted memberships can be made default (SPEC §6); choosing one clears the flag on every other. */
export async function setDefaultOrganization(ctx: AppContext, actor: Actor, input: SetDefaultOrganizationRequest) {
  const membership = await findAcceptedMembership(ctx.db, actor.userId, input.organizationId)
  if (!membership) throw new AppError('OrganizationNotFound')
  await setDefaultMembership(ctx.db, actor.userId, input.organizationId, input.isDefault, ctx.clock.now())
}
