import { isAcceptedMember, isOrganizationAdmin, isPlatformAdmin, type OrganizationSubject, type Rule } from './policy'

/**
 * Organization rules. The subject carries the acting user's own membership in the organization, loaded by the
 * caller (an excluded or foreign user has none that counts).
 */
export const organizationsPolicy = {
  /** The card, the employee list and the employee pages: accepted members and platform Admins. */
  'organization.read': ((actor, subject) =>
    isPlatformAdmin(actor) || isAcceptedMember(subject)) as Rule<OrganizationSubject>,
  /** Accept or decline join requests, change roles, exclude: the organization's own Admins only. */
  'organization.manageEmployees': ((_actor, subject) => isOrganizationAdmin(subject)) as Rule<OrganizationSubject>,
  /** Every organization of the portal, and the decision on a newly registered one: platform Admins. */
  'organization.listAll': ((actor) => isPlatformAdmin(actor)) as Rule,
  'organization.decideRegistration': ((actor) => isPlatformAdmin(actor)) as Rule,
  /** Joining an organization by INN is for users working on their own behalf, not for platform Admins. */
  'organization.join': ((actor) => !isPlatformAdmin(actor)) as Rule,
}
