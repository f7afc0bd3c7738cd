import { isPlatformAdmin, type Rule } from './policy'

/** Rules that need only the acting user. */
export const platformPolicy = {
  /** Any signed-in user. */
  signedIn: (() => true) as Rule,
  /** Platform administration: users, organizations, notifications, the user agreement, search reindex. */
  administer: ((actor) => isPlatformAdmin(actor)) as Rule,
}
