import { isPlatformAdmin, type Rule } from './policy'

/** Rules that need only the acting user. */
export const platformPolicy = {
  /** Any signed-in user. */
  signedIn: (() => true) as Rule,
  /** Platform administration: users, organizations, notifications, the user agreement, search reindex. */
  administer: ((actor) => isPlatformAdmin(actor)) as Rule,
  /**
   * The ordinary user's part of the portal (SPEC §2: the Regular-only page, choosing an organization, «Мои
   * организации»): every user but the platform Admin, a missing role counting as Regular.
   */
  regularArea: ((actor) => !isPlatformAdmin(actor)) as Rule,
}
