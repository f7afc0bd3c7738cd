import type { Database } from '../../db/client'
import type { AppContext } from '../../platform/context'
import { escapeAlertText } from './alert-html'
import { insertUserAlert } from './alerts.repository'

/** A database handle or an open transaction: anything that can run one statement. */
export type AlertExecutor = Pick<Database, 'execute'>

export interface UserAlert {
  /** Plain text; it is escaped, so a name with `<` shows as written. */
  title: string
  text: string
  /** A portal path the alert leads to, e.g. `/organization/<id>`; null when it leads nowhere. */
  link?: string | null
}

const isContext = (target: AppContext | AlertExecutor): target is AppContext => 'clock' in target

/**
 * Raises an alert for one user from a portal event (a join request decided, an application's status changed).
 * Pass the transaction that makes the change, so the alert exists exactly when the change does; the pushed
 * notification (announced by the alerts trigger) is delivered by PostgreSQL only when that transaction commits.
 */
export async function notifyUser(target: AppContext | AlertExecutor, userId: string, alert: UserAlert) {
  const executor = isContext(target) ? target.db : target
  // Inside a transaction the database's clock is the honest one; with a context the (test-movable) Clock port is.
  const at = isContext(target) ? target.clock.now() : 'database-now'
  const id = await insertUserAlert(executor, {
    userId,
    title: escapeAlertText(alert.title),
    text: alert.text,
    link: alert.link ?? null,
    at,
  })
  // No announcement here: the alerts trigger makes it, delivered when the change commits (a caller's `ctx` may carry
  // its transaction as `db`, so this instance's kept unread list is forgotten by that announcement too).
  return id
}
