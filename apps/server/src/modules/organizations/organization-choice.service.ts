import type { ActiveOrganization, ChooseOrganizationRequest } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import { setSessionOrganization } from '../auth/auth.service'
import { assertNotExpelled } from './organization-access'
import { findAcceptedMembership, setDefaultMembership } from './organizations.repository'

/** Chooses the organization the session works in; an empty choice works without one. Only accepted memberships. */
export async function chooseOrganization(ctx: AppContext, actor: Actor, input: ChooseOrganizationRequest) {
  if (!('organizationId' in input)) {
    await setSessionOrganization(ctx, actor.sessionId, null)
    return
  }
  // Platform Admins work outside organizations (SPEC §2): only the ordinary user chooses one.
  authorize(actor, 'regularArea')
  const membership = await findAcceptedMembership(ctx.db, actor.userId, input.organizationId)
  if (!membership) throw new AppError('OrganizationNotFound')
  if (input.isDefault) await setDefaultMembership(ctx.db, actor.userId, input.organizationId, true, ctx.clock.now())
  await setSessionOrganization(ctx, actor.sessionId, input.organizationId)
}

export async function getActiveOrganization(ctx: AppContext, actor: Actor): Promise<ActiveOrganization> {
  if (!actor.organizationId) return null
  await assertNotExpelled(ctx, actor)
  const membership = await findAcceptedMembership(ctx.db, actor.userId, actor.organizationId)
  return membership
    ? { organizationId: membership.organizationId, shortName: membership.shortName, isDefault: membership.isDefault }
    : null
}
