import { isPlatformAdmin, type Rule } from './policy'

/** Whose account data a rule is about. */
export interface AccountSubject {
  userId: string
}

export const accountsPolicy = {
  /** Listing, creating, blocking and unblocking accounts: platform Admins. */
  'accounts.manage': ((actor) => isPlatformAdmin(actor)) as Rule,
  /** Changing one's own profile (phone, avatar). */
  'profile.edit': (() => true) as Rule,
  /** The history of a user's data changes: the user's own, or anyone's for a platform Admin. */
  'userDataChanges.read': ((actor, subject) =>
    actor.userId === subject.userId || isPlatformAdmin(actor)) as Rule<AccountSubject>,
}
