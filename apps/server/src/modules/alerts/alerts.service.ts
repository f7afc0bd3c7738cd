import type { Alert, UnreadAlerts } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { findUnreadAlerts, findVisibleAlert, markAlertRead, type AlertRow } from './alerts.repository'

/** The popup shows a handful; the badge needs only the total. */
const UNREAD_POPUP_LIMIT = 20

export const presentAlert = (row: AlertRow): Alert => ({
  id: row.id,
  title: row.title,
  text: row.text,
  link: row.link,
  publicationDate: new Date(row.publication_at).toISOString(),
  isRead: row.is_read,
})

export async function getUnreadAlerts(ctx: AppContext, actor: Actor): Promise<UnreadAlerts> {
  const { rows, total } = await findUnreadAlerts(ctx.db, actor.userId, ctx.clock.now(), UNREAD_POPUP_LIMIT)
  return { alerts: rows.map(presentAlert), total }
}

/** Opens one alert of the user and marks it read (SPEC §7 GET /user/alerts/{id}). */
export async function readAlert(ctx: AppContext, actor: Actor, alertId: string): Promise<Alert> {
  const now = ctx.clock.now()
  const row = await findVisibleAlert(ctx.db, actor.userId, alertId, now)
  if (!row) throw new AppError('NotFound')
  if (!row.is_read) await markAlertRead(ctx.db, actor.userId, alertId, now)
  return presentAlert({ ...row, is_read: true })
}
