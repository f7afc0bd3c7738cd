import { isOrganizationAdmin, isPlatformAdmin, type MembershipFacts, type Rule } from './policy'

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
  /** The built-in service desk's operators are the platform Admins. */
  'serviceDesk.operate': ((actor) => isPlatformAdmin(actor)) as Rule,
}
