/**
 * The portal's access rules, in one place for the server and the web app (ARCHITECTURE: one home for access rules).
 * The server asks them before acting (`authorize` in apps/server/src/policies); the web app asks the same rules to
 * hide what a user may not do. A rule is a pure function of who acts and what they act on: whatever it needs from the
 * database (a membership, an owner) is loaded by the caller and passed in the subject.
 */

/** Who acts, as the rules see it: the server's session actor and the web app's current user both map onto it. */
export interface PolicyActor {
  userId: string
  /** Platform role; a missing role counts as Regular (SPEC §1). */
  role?: 'Regular' | 'Admin' | null
}

/** The acting user's membership in an organization, or null when they have none. */
export interface MembershipFacts {
  role: 'Admin' | 'Employee'
  status: 'Created' | 'Accepted' | 'Declined'
}

export interface OrganizationSubject {
  membership: MembershipFacts | null
}

/** A rule: does this actor may do the action on this subject. Rules without a subject ignore the second argument. */
export type Rule<S = void> = (actor: PolicyActor, subject: S) => boolean

export const isPlatformAdmin = (actor: PolicyActor) => actor.role === 'Admin'
export const isAcceptedMember = (subject: OrganizationSubject) => subject.membership?.status === 'Accepted'
export const isOrganizationAdmin = (subject: OrganizationSubject) =>
  isAcceptedMember(subject) && subject.membership?.role === 'Admin'
