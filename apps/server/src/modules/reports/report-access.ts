import type { MembershipFacts } from '@psp/contracts'
import { authorize, policyActorOf } from '../../policies/authorize'
import { can } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { findOwnMembership } from '../organizations/organization-directory.repository'
import { ALL_SCOPE } from './rollups.sql'

/** The actor's membership in the organization the session works in (the only one an organization Admin reads). */
async function membershipOf(ctx: AppContext, actor: Actor): Promise<MembershipFacts | null> {
  if (!actor.organizationId) return null
  const row = await findOwnMembership(ctx.db, actor.userId, actor.organizationId)
  return row && { role: row.role, status: row.status }
}

/**
 * Checks the reports rule and answers whose events the actor reads: every organization's (ALL_SCOPE) for a platform
 * Admin, the session's organization for its Admin. Anyone else gets Forbidden.
 */
export async function reportScopeOf(ctx: AppContext, actor: Actor): Promise<string> {
  const membership = await membershipOf(ctx, actor)
  authorize(actor, 'reports.read', { membership })
  if (can(policyActorOf(actor), 'reports.readAllOrganizations')) return ALL_SCOPE
  return actor.organizationId as string
}
