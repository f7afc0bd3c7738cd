import {
  isAcceptedMember,
  isOrganizationAdmin,
  isPlatformAdmin,
  type MembershipFacts,
  type OrganizationSubject,
  type Rule,
} from './policy'

/** An application as the rules see it: who filed it, in which organization, and the actor's membership there. */
export interface ApplicationSubject {
  authorId: string
  organizationId: string | null
  membership: MembershipFacts | null
}

export const applicationsPolicy = {
  /** Any signed-in user files applications. */
  'application.create': (() => true) as Rule,
  /** The applicant, the Admins of the organization it was filed in, and the service desk's operators read it. */
  'application.read': ((actor, s) =>
    s.authorId === actor.userId ||
    isPlatformAdmin(actor) ||
    (s.organizationId !== null && isOrganizationAdmin(s))) as Rule<ApplicationSubject>,
  /** Only the applicant comments, adds files, closes, reopens and archives. */
  'application.act': ((actor, s) => s.authorId === actor.userId) as Rule<ApplicationSubject>,
  /** The organization mode of the lists: for members of the organization the session works in. */
  'application.listOrganization': ((_actor, s) => isAcceptedMember(s)) as Rule<OrganizationSubject>,
  /** In the organization mode its Admins see every application of the organization; employees their own. */
  'application.listWholeOrganization': ((_actor, s) => isOrganizationAdmin(s)) as Rule<OrganizationSubject>,
  /** The built-in service desk's operators are the platform Admins. */
  'serviceDesk.operate': ((actor) => isPlatformAdmin(actor)) as Rule,
}
