import { randomBytes } from 'node:crypto'
import type {
  CreatedWebhook,
  CreateWebhookInput,
  UpdateWebhookInput,
  WebhookDeliveriesPage,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEvent,
} from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import { recordAudit, type AuditEntry } from '../audit-log/record-audit'
import { AllowedHosts } from './allowed-hosts'
import * as repo from './webhooks.repository'

const present = (row: repo.WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  consecutiveFailures: row.consecutiveFailures,
  createdAt: row.createdAt.toISOString(),
})

const presentDelivery = (row: repo.WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  event: row.event as WebhookEvent,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  responseStatus: row.responseStatus,
  responseExcerpt: row.responseExcerpt,
})

const audit =
  (ctx: AppContext, tx: Parameters<typeof recordAudit>[1], actor: Actor, row: repo.WebhookEndpointRow) =>
  (action: AuditEntry['action'], details?: string) =>
    recordAudit(ctx, tx, actor, { action, object: { type: 'webhook', id: row.id, name: row.url }, details })

/** The URL may be a target only when WEBHOOK_ALLOWED_HOSTS names its host. */
function checkAllowed(ctx: AppContext, url: string) {
  const hosts = new AllowedHosts(ctx.config.WEBHOOK_ALLOWED_HOSTS)
  if (hosts.allowsUrl(new URL(url))) return
  const message = hosts.empty
    ? 'Отправка вебхуков не разрешена: список разрешённых адресов (WEBHOOK_ALLOWED_HOSTS) пуст'
    : 'Адрес не входит в список разрешённых (WEBHOOK_ALLOWED_HOSTS)'
  throw new AppError('ValidationError', message, { url: message })
}

async function loadEndpoint(ctx: AppContext, actor: Actor, id: string) {
  authorize(actor, 'administer')
  const row = await repo.findEndpoint(ctx.db, id)
  if (!row) throw new AppError('NotFound', 'Вебхук не найден')
  return row
}

/** GET /admin/webhooks */
export async function listWebhooks(ctx: AppContext, actor: Actor) {
  authorize(actor, 'administer')
  return { items: (await repo.listEndpoints(ctx.db)).map(present) }
}

/** POST /admin/webhooks: the secret is answered this once. */
export async function createWebhook(ctx: AppContext, actor: Actor, input: CreateWebhookInput): Promise<CreatedWebhook> {
  authorize(actor, 'administer')
  checkAllowed(ctx, input.url)
  const secret = `whsec_${randomBytes(24).toString('hex')}`
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertEndpoint(tx, {
      url: input.url,
      events: input.events,
      secret,
      now: ctx.clock.now(),
    })
    await audit(ctx, tx, actor, created)('webhook.created', `События: ${input.events.join(', ')}`)
    return created
  })
  return { id: row.id, secret }
}

/** PATCH /admin/webhooks/:id: its events, or on/off; turned off, what still waits is given up. */
export async function updateWebhook(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UpdateWebhookInput,
): Promise<WebhookEndpoint> {
  await loadEndpoint(ctx, actor, id)
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateEndpoint(tx, id, { ...input, now: ctx.clock.now() })
    if (!updated) throw new AppError('NotFound', 'Вебхук не найден')
    if (input.enabled === false) await repo.failWaiting(tx, id, 'endpoint turned off')
    const details = [
      input.events ? `События: ${updated.events.join(', ')}` : null,
      input.enabled === undefined ? null : input.enabled ? 'Включен' : 'Выключен',
    ]
    await audit(ctx, tx, actor, updated)('webhook.changed', details.filter(Boolean).join('; '))
    return updated
  })
  return present(row)
}

/** DELETE /admin/webhooks/:id: with its deliveries. */
export async function deleteWebhook(ctx: AppContext, actor: Actor, id: string) {
  const row = await loadEndpoint(ctx, actor, id)
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteEndpoint(tx, id))) throw new AppError('NotFound', 'Вебхук не найден')
    await audit(ctx, tx, actor, row)('webhook.deleted')
  })
}

/** GET /admin/webhooks/:id/deliveries: newest first, with their last answers. */
export async function listDeliveries(
  ctx: AppContext,
  actor: Actor,
  id: string,
  query: { page: number; itemsPerPage: number },
): Promise<WebhookDeliveriesPage> {
  await loadEndpoint(ctx, actor, id)
  const { rows, total } = await repo.findDeliveriesPage(ctx.db, id, {
    limit: query.itemsPerPage,
    offset: (query.page - 1) * query.itemsPerPage,
  })
  return { items: rows.map(presentDelivery), total, pagesCount: Math.ceil(total / query.itemsPerPage) }
}

/** POST /admin/webhooks/:id/deliveries/:deliveryId/resend: the same body again, as a new delivery due now. */
export async function resendDelivery(
  ctx: AppContext,
  actor: Actor,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const endpoint = await loadEndpoint(ctx, actor, id)
  if (!endpoint.enabled)
    throw new AppError('InappropriateStatus', 'Вебхук выключен: включите его, чтобы отправить повторно')
  const original = await repo.findDelivery(ctx.db, id, deliveryId)
  if (!original) throw new AppError('NotFound', 'Отправка не найдена')
  const copy = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertResend(tx, original, ctx.clock.now())
    await audit(ctx, tx, actor, endpoint)('webhook.resent', `Событие: ${original.event}; отправка ${original.id}`)
    return row
  })
  return presentDelivery(copy)
}
