import { z } from 'zod'
import { fileAttachmentSchema, pagedSchema, pageQuerySchema } from './common'

/** SPEC §3 Alert. `title` is sanitized HTML. */
export const alertSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  publicationDate: z.string(),
  isRead: z.boolean(),
  link: z.string().nullable(),
})
export type Alert = z.infer<typeof alertSchema>

export const unreadAlertsSchema = z.object({ alerts: z.array(alertSchema), total: z.number().int() })
export type UnreadAlerts = z.infer<typeof unreadAlertsSchema>

/**
 * GET /alerts (SPEC §7: paging and filter). Without a filter: the user's own alerts, read and unread. With
 * `filter=notifications`: the platform's notifications, every state, for the Admins who manage them.
 */
export const alertsQuerySchema = pageQuerySchema.extend({ filter: z.enum(['notifications']).optional() })
export type AlertsQuery = z.infer<typeof alertsQuerySchema>
/** `unread`: how many of all the user's alerts are unread ('Отметить прочитанным' shows while it is above 0). */
export const alertsPageSchema = pagedSchema(alertSchema).extend({ unread: z.number().int() })
export type AlertsPage = z.infer<typeof alertsPageSchema>

/** POST /user/alerts/read: every alert of the user read at once ('Отметить прочитанным'). */
export const markAllReadSchema = z.object({ marked: z.number().int() })

/** A date and a time of day as the portal's time zone reads them: 'YYYY-MM-DD' and 'HH:mm'. */
export const dateTimePartsSchema = z.object({ date: z.string(), time: z.string() })

export const notificationStatuses = ['Scheduled', 'Published', 'Expired'] as const
export type NotificationStatus = (typeof notificationStatuses)[number]
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  Scheduled: 'Запланировано',
  Published: 'Опубликовано',
  Expired: 'Срок показа истек',
}

/** SPEC §3 Notification. `publicationDate`/`expirationDate` are the same moments as ISO instants. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  publication: dateTimePartsSchema,
  expiration: dateTimePartsSchema.nullable(),
  image: fileAttachmentSchema.nullable(),
  removeImage: z.boolean(),
  publishImmediately: z.boolean(),
  publicationDate: z.string(),
  expirationDate: z.string().nullable(),
  status: z.enum(notificationStatuses),
})
export type Notification = z.infer<typeof notificationSchema>
export const notificationsPageSchema = pagedSchema(notificationSchema)
export type NotificationsPage = z.infer<typeof notificationsPageSchema>

export const NOTIFICATION_TITLE_MAX = 1000
export const NOTIFICATION_TEXT_MAX = 10_000
export const NOTIFICATION_IMAGE_MAX_BYTES = 5_242_880
export const NOTIFICATION_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const
/** The multipart field of the notification's image. */
export const NOTIFICATION_IMAGE_FIELD = 'image'

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')

const isoMoment = z.iso
  .datetime({ offset: true, error: 'Дата указана в неверном формате' })
  .optional()
  .or(z.literal('').transform(() => undefined))

/**
 * The text fields of POST /alerts and PUT /alerts/{id} (multipart, beside the `image` file). Dates are ISO instants
 * of the moments the Admin typed; the two date rules of SPEC §5 are checked by the server against today.
 */
export const notificationFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Обязательное поле').max(NOTIFICATION_TITLE_MAX, 'Превышено количество символов'),
  text: z.string().trim().max(NOTIFICATION_TEXT_MAX, 'Превышено количество символов').default(''),
  publicationDate: isoMoment,
  expirationDate: isoMoment,
  publishImmediately: flag.default(false),
  removeImage: flag.default(false),
})
export type NotificationFields = z.infer<typeof notificationFieldsSchema>

export const NOTIFICATION_DATE_MESSAGES = {
  notBeforeToday: 'Дата должна быть не раньше сегодняшнего дня',
  notBeforePublication: 'Дата не должна быть раньше даты публикации',
} as const
