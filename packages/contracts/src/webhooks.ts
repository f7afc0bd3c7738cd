import { z } from 'zod'
import { pagedSchema, pageQuerySchema } from './common'

/** The portal's events other systems may be told of (ADR 0032), with the label the «Вебхуки» screen shows. */
export const webhookEventLabels = {
  'application.created': 'Создание заявки',
  'application.status_changed': 'Изменение статуса заявки',
  'application.commented': 'Комментарий к заявке',
  'membership.requested': 'Заявка на вступление в организацию',
  'membership.decided': 'Решение по заявке на вступление',
  'notification.published': 'Публикация оповещения',
} as const
export type WebhookEvent = keyof typeof webhookEventLabels
export const webhookEvents = Object.keys(webhookEventLabels) as [WebhookEvent, ...WebhookEvent[]]

/** Longest endpoint address accepted. */
export const WEBHOOK_URL_MAX = 2000

const eventsSchema = z
  .array(z.enum(webhookEvents, 'Неизвестное событие'))
  .min(1, 'Выберите хотя бы одно событие')
  .transform((events) => [...new Set(events)])

const urlSchema = z
  .string()
  .trim()
  .min(1, 'Обязательное поле')
  .max(WEBHOOK_URL_MAX, 'Превышено количество символов')
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password
    } catch {
      return false
    }
  }, 'Укажите адрес вида https://host/path')

/** POST /admin/webhooks */
export const createWebhookSchema = z.object({ url: urlSchema, events: eventsSchema })
export type CreateWebhookInput = z.input<typeof createWebhookSchema>

/** PATCH /admin/webhooks/:id: the events, or turning it on or off. */
export const updateWebhookSchema = z
  .object({ events: eventsSchema.optional(), enabled: z.boolean().optional() })
  .refine((v) => v.events !== undefined || v.enabled !== undefined, 'Нечего изменять')
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(webhookEvents)),
  enabled: z.boolean(),
  /** Why the portal turned it off (repeated failures); null when on, or turned off by an Admin. */
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  /** ISO instant. */
  createdAt: z.string(),
})
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>

export const webhookEndpointsSchema = z.object({ items: z.array(webhookEndpointSchema) })
export type WebhookEndpoints = z.infer<typeof webhookEndpointsSchema>

/** The answer of a registration: the secret is shown this once. */
export const createdWebhookSchema = z.object({ id: z.uuid(), secret: z.string() })
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>

export const webhookDeliveryStatuses = ['pending', 'sending', 'delivered', 'failed'] as const
export const webhookDeliveryStatusLabels = {
  pending: 'Ожидает отправки',
  sending: 'Отправляется',
  delivered: 'Доставлено',
  failed: 'Не доставлено',
} as const satisfies Record<(typeof webhookDeliveryStatuses)[number], string>

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  event: z.enum(webhookEvents),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** ISO instants. */
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The HTTP status of the last answer; null when none came (refused address, timeout, connection failure). */
  responseStatus: z.number().int().nullable(),
  /** The first characters of the last answer's body, or why there was none. */
  responseExcerpt: z.string().nullable(),
})
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>

/** GET /admin/webhooks/:id/deliveries?page&itemsPerPage */
export const webhookDeliveriesQuerySchema = pageQuerySchema
export const webhookDeliveriesPageSchema = pagedSchema(webhookDeliverySchema)
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesPageSchema>

export const webhookDeliveryParamsSchema = z.object({ id: z.uuid(), deliveryId: z.uuid() })
