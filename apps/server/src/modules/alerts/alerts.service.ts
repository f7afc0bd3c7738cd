import type { Alert, AlertsPage, UnreadAlerts } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import {
  findAlertsPage,
  findUnreadAlerts,
  findVisibleAlert,
  markAlertRead,
  markAllAlertsRead,
  type AlertRow,
} from './alerts.repository'
import { announceAlerts } from './alerts-feed'

/** The popup shows a handful; the badge needs only the total. */
const UNREAD_POPUP_LIMIT = 20

/** A notification (an alert for everyone) leads to its own page, where its image is shown too. */
export const presentAlert = (row: AlertRow): Alert => ({
  id: row.id,
  title: row.title,
  text: row.text,
  link: row.link ?? (row.recipient_user_id === null ? `/notification/${row.id}` : null),
  publicationDate: new Date(row.publication_at).toISOString(),
  isRead: row.is_read,
})

export async function getUnreadAlerts(ctx: AppContext, actor: Actor): Promise<UnreadAlerts> {
  authorize(actor, 'alerts.read')
  const { rows, total } = await findUnreadAlerts(ctx.db, actor.userId, ctx.clock.now(), UNREAD_POPUP_LIMIT)
  return { alerts: rows.map(presentAlert), total }
}

/** GET /alerts: the user's alerts page by page; `unread` tells the page whether 'Отметить прочитанным' applies. */
export async function listAlerts(
  ctx: AppContext,
  actor: Actor,
  page: number,
  itemsPerPage: number,
): Promise<AlertsPage> {
  authorize(actor, 'alerts.read')
  const { rows, total, unread } = await findAlertsPage(
    ctx.db,
    actor.userId,
    ctx.clock.now(),
    (page - 1) * itemsPerPage,
    itemsPerPage,
  )
  return { items: rows.map(presentAlert), total, pagesCount: Math.ceil(total / itemsPerPage), unread }
}

/** Opens one alert of the user and marks it read (SPEC §7 GET /user/alerts/{id}). */
export async function readAlert(ctx: AppContext, actor: Actor, alertId: string): Promise<Alert> {
  authorize(actor, 'alerts.read')
  const now = ctx.clock.now()
  const row = await findVisibleAlert(ctx.db, actor.userId, alertId, now)
  if (!row) throw new AppError('NotFound')
  if (!row.is_read) {
    await markAlertRead(ctx.db, actor.userId, alertId, now)
    await announceAlerts(ctx.db, actor.userId)
  }
  return presentAlert({ ...row, is_read: true })
}

/** 'Отметить прочитанным': every alert the user sees now becomes read. */
export async function markAllRead(ctx: AppContext, actor: Actor) {
  authorize(actor, 'alerts.read')
  const marked = await markAllAlertsRead(ctx.db, actor.userId, ctx.clock.now())
  if (marked > 0) await announceAlerts(ctx.db, actor.userId)
  return { marked }
}
