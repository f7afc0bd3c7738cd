import type { MembershipFacts, OrganizationSubject, PolicyAction } from '@psp/contracts'
import { authorize } from '../../policies/authorize'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import {
  findOrganizationWithMembership,
  findOwnMembership,
  type OrganizationRow,
} from './organization-directory.repository'

export interface OrganizationAccess {
  organization: OrganizationRow
  subject: OrganizationSubject
}

/**
 * The one door to an organization's data: loads the organization and the actor's own membership, tells an excluded
 * user so (`UserIsExpelledFromOrganization`, at once, whatever the session says), then asks the named rule.
 * Unknown ids answer NotFound; another organization's ids answer Forbidden.
 */
export async function accessOrganization(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  action: Extract<PolicyAction, 'organization.read' | 'organization.manageEmployees'>,
): Promise<OrganizationAccess> {
  const found = await findOrganizationWithMembership(ctx.db, organizationId, actor.userId)
  if (!found) throw new AppError('NotFound')
  const { organization, own } = found
  if (own?.excludedAt) throw new AppError('UserIsExpelledFromOrganization')
  const membership: MembershipFacts | null = own ? { role: own.role, status: own.status } : null
  const subject = { membership }
  authorize(actor, action, subject)
  return { organization, subject }
}

/** Refuses a session still pointing at an organization its user was excluded from. */
export async function assertNotExpelled(ctx: AppContext, actor: Actor) {
  if (!actor.organizationId) return
  const own = await findOwnMembership(ctx.db, actor.userId, actor.organizationId)
  if (own?.excludedAt) throw new AppError('UserIsExpelledFromOrganization')
}
