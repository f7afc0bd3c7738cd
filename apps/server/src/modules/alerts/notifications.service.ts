import {
  NOTIFICATION_DATE_MESSAGES,
  type Notification,
  type NotificationFields,
  type NotificationsPage,
} from '@psp/contracts'
import { startOfZonedDay, zonedParts } from '@psp/contracts/time'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import { anySignedInUser, registerFileKindReaders } from '../files/file-access'
import { removeFile, storeFile } from '../files/files.service'
import { sanitizeAlertTitle } from './alert-html'
import type { NotificationImage } from './notification-upload'
import {
  findNotification,
  findNotificationsPage,
  insertNotification,
  updateNotification,
  type NotificationRow,
} from './notifications.repository'
import { recordAudit } from '../audit-log/record-audit'
import { tellPublished } from './notification-webhooks'

/** Notification images are shown to every signed-in user with the notification. */
export const NOTIFICATION_IMAGE_KIND = 'notification-image'
registerFileKindReaders(NOTIFICATION_IMAGE_KIND, anySignedInUser)

export function statusOf(row: Pick<NotificationRow, 'publishedAt' | 'expirationAt'>, now: Date) {
  if (row.expirationAt && row.expirationAt <= now) return 'Expired' as const
  return row.publishedAt ? ('Published' as const) : ('Scheduled' as const)
}

export function presentNotification(ctx: AppContext, row: NotificationRow): Notification {
  const zone = ctx.config.PORTAL_TIME_ZONE
  const parts = (moment: Date) => {
    const { date, time } = zonedParts(moment, zone)
    return { date, time }
  }
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    publication: parts(row.publicationAt),
    expiration: row.expirationAt ? parts(row.expirationAt) : null,
    image: row.image ? { uuid: row.image.id, name: row.image.name, size: row.image.size } : null,
    removeImage: false,
    publishImmediately: row.publishImmediately,
    publicationDate: row.publicationAt.toISOString(),
    expirationDate: row.expirationAt?.toISOString() ?? null,
    status: statusOf(row, ctx.clock.now()),
  }
}

export async function listNotifications(
  ctx: AppContext,
  actor: Actor,
  page: number,
  itemsPerPage: number,
): Promise<NotificationsPage> {
  authorize(actor, 'notifications.manage')
  const { rows, total } = await findNotificationsPage(ctx.db, (page - 1) * itemsPerPage, itemsPerPage)
  return {
    items: rows.map((row) => presentNotification(ctx, row)),
    total,
    pagesCount: Math.ceil(total / itemsPerPage),
  }
}

/** GET /alerts/{id}: a published notification for anyone signed in; Admins see it in every state. */
export async function getNotification(ctx: AppContext, actor: Actor, id: string): Promise<Notification> {
  authorize(actor, 'alerts.read')
  const row = await findNotification(ctx.db, id)
  if (!row) throw new AppError('NotFound')
  authorize(actor, 'notifications.read', { published: statusOf(row, ctx.clock.now()) === 'Published' })
  return presentNotification(ctx, row)
}

const invalid = (field: string, message: string) => new AppError('ValidationError', message, { [field]: message })

/**
 * SPEC §5's two date rules, against the portal's today: publication not before today (unless it is unchanged on
 * edit), expiration not before publication. Publishing immediately takes the current moment.
 */
function scheduleOf(ctx: AppContext, fields: NotificationFields, previous: NotificationRow | null) {
  const now = ctx.clock.now()
  let publicationAt: Date
  if (fields.publishImmediately) publicationAt = now
  else if (!fields.publicationDate) throw invalid('publicationDate', 'Обязательное поле')
  else {
    publicationAt = new Date(fields.publicationDate)
    const unchanged = previous && previous.publicationAt.getTime() === publicationAt.getTime()
    if (!unchanged && publicationAt < startOfZonedDay(now, ctx.config.PORTAL_TIME_ZONE))
      throw invalid('publicationDate', NOTIFICATION_DATE_MESSAGES.notBeforeToday)
  }
  const expirationAt = fields.expirationDate ? new Date(fields.expirationDate) : null
  if (expirationAt && expirationAt < publicationAt)
    throw invalid('expirationDate', NOTIFICATION_DATE_MESSAGES.notBeforePublication)
  // Due now: published at once. Later: the publishing job publishes it at its time (notification-publisher.ts).
  const publishedAt = publicationAt <= now ? (previous?.publishedAt ?? now) : null
  return { publicationAt, expirationAt, publishedAt, withdrawnAt: null }
}

function titleOf(fields: NotificationFields) {
  const title = sanitizeAlertTitle(fields.title)
  if (!title.replace(/<[^>]*>/g, '').trim()) throw invalid('title', 'Обязательное поле')
  return title
}

async function storeImage(ctx: AppContext, actor: Actor, image: NotificationImage) {
  const file = await storeFile(ctx, { ...image, kind: NOTIFICATION_IMAGE_KIND, ownerUserId: actor.userId })
  return file.id
}

export async function createNotification(
  ctx: AppContext,
  actor: Actor,
  fields: NotificationFields,
  image: NotificationImage | null,
): Promise<Notification> {
  authorize(actor, 'notifications.manage')
  const title = titleOf(fields)
  const schedule = scheduleOf(ctx, fields, null)
  const imageFileId = image ? await storeImage(ctx, actor, image) : null
  const id = await ctx.db.transaction(async (tx) => {
    const values = { title, text: fields.text, publishImmediately: fields.publishImmediately, imageFileId, ...schedule }
    const created = await insertNotification(tx, { ...values, createdBy: actor.userId })
    await recordAudit(ctx, tx, actor, { action: 'notification.created', object: { type: 'notification', id: created } })
    if (schedule.publishedAt) await tellPublished(ctx, tx, [{ id: created, ...values, recipientUserId: null }])
    return created
  })
  // The alerts trigger tells every instance and open page; this instance forgets before answering.
  if (schedule.publishedAt) ctx.caches.unreadAlerts.forgetAll()
  return presentNotification(ctx, (await findNotification(ctx.db, id))!)
}

export async function editNotification(
  ctx: AppContext,
  actor: Actor,
  id: string,
  fields: NotificationFields,
  image: NotificationImage | null,
): Promise<Notification> {
  authorize(actor, 'notifications.manage')
  const previous = await findNotification(ctx.db, id)
  if (!previous) throw new AppError('NotFound')
  const title = titleOf(fields)
  const schedule = scheduleOf(ctx, fields, previous)
  let imageFileId = previous.imageFileId
  if (image) imageFileId = await storeImage(ctx, actor, image)
  else if (fields.removeImage) imageFileId = null
  await ctx.db.transaction(async (tx) => {
    const values = { title, text: fields.text, publishImmediately: fields.publishImmediately, imageFileId, ...schedule }
    await updateNotification(tx, id, { ...values, updatedAt: ctx.clock.now() })
    await recordAudit(ctx, tx, actor, { action: 'notification.edited', object: { type: 'notification', id } })
    // Published by this edit (it was waiting for its time): told now; an edit of a published one is not.
    if (!previous.publishedAt && schedule.publishedAt) {
      await tellPublished(ctx, tx, [{ id, ...values, recipientUserId: null }])
    }
  })
  if (previous.imageFileId && previous.imageFileId !== imageFileId) await removeFile(ctx, previous.imageFileId)
  // Open pages refetch (the alerts trigger announces it): the notification may have appeared, changed or gone back
  // to waiting for its time. This instance forgets the kept unread lists before answering.
  ctx.caches.unreadAlerts.forgetAll()
  return presentNotification(ctx, (await findNotification(ctx.db, id))!)
}
