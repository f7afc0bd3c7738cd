import type { SQLWrapper } from 'drizzle-orm'
import type { Alert, AlertsPage, UnreadAlerts } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import {
  findAlertsPage,
  findNextAlertChange,
  findUnreadAlerts,
  findVisibleAlert,
  markAlertRead,
  markAllAlertsRead,
  markAlertsReadByLink,
  type AlertRow,
} from './alerts.repository'
import { unreadAnswer, type UnreadAnswer } from './unread-answer'

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

/**
 * GET /user/alerts/unread, serialized, from this instance's memory while it is true (ADR 0009): every page's bell
 * asks for it. A kept answer is dropped once the clock reaches an alert's publication or expiration time.
 */
export async function getUnreadAnswer(ctx: AppContext, actor: Actor): Promise<UnreadAnswer> {
  authorize(actor, 'alerts.read')
  const cache = ctx.caches.unreadAlerts
  const kept = cache.peek(actor.userId)
  if (kept && kept.validUntil <= ctx.clock.now().getTime()) cache.forget(actor.userId)
  const answer = await cache.get(actor.userId, async (userId) => {
    const now = ctx.clock.now()
    const next = await findNextAlertChange(ctx.db, userId, now)
    const { rows, total } = await findUnreadAlerts(ctx.db, userId, now, UNREAD_POPUP_LIMIT)
    const unread: UnreadAlerts = { alerts: rows.map(presentAlert), total }
    return unreadAnswer(unread, next ? next.getTime() : Number.POSITIVE_INFINITY)
  })
  return answer!
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
    // The trigger announces the read to every instance; this one forgets at once, before answering.
    ctx.caches.unreadAlerts.forget(actor.userId)
  }
  return presentAlert({ ...row, is_read: true })
}

/** 'Отметить прочитанным': every alert the user sees now becomes read. */
export async function markAllRead(ctx: AppContext, actor: Actor) {
  authorize(actor, 'alerts.read')
  const marked = await markAllAlertsRead(ctx.db, actor.userId, ctx.clock.now())
  if (marked > 0) ctx.caches.unreadAlerts.forget(actor.userId)
  return { marked }
}

/**
 * The user has seen, elsewhere in the portal, what the alerts leading to `links` tell (an application opened or its
 * list marked read): the same news is read once, so those alerts become read too.
 */
export async function markAlertsAboutRead(ctx: AppContext, userId: string, links: string | SQLWrapper) {
  const marked = await markAlertsReadByLink(ctx.db, userId, links, ctx.clock.now())
  if (marked > 0) ctx.caches.unreadAlerts.forget(userId)
  return marked
}
