import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  alertSchema,
  alertsPageSchema,
  alertsQuerySchema,
  errorBodySchema,
  markAllReadSchema,
  notificationsPageSchema,
  unreadAlertsSchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { openAlertsStream } from './alerts-stream'
import { getUnreadAlerts, listAlerts, markAllRead, readAlert } from './alerts.service'
import { listNotifications } from './notifications.service'

const tags = ['alerts']

export function alertsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()

    r.get(
      '/alerts',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "The user's alerts page by page; with filter=notifications the notifications (platform Admins)",
          querystring: alertsQuerySchema,
          response: { 200: z.union([alertsPageSchema, notificationsPageSchema]), 403: errorBodySchema },
        },
      },
      async (request) => {
        const { page, itemsPerPage, filter } = request.query
        const actor = actorOf(request)
        return filter === 'notifications'
          ? listNotifications(ctx, actor, page, itemsPerPage)
          : listAlerts(ctx, actor, page, itemsPerPage)
      },
    )

    r.get(
      '/user/alerts/unread',
      {
        config: { access: 'user' },
        schema: { tags, summary: 'Unread alerts and their total', response: { 200: unreadAlertsSchema } },
      },
      async (request) => getUnreadAlerts(ctx, actorOf(request)),
    )

    r.get(
      '/user/alerts/stream',
      {
        config: { access: 'user' },
        // An event stream must reach the browser as it is written, not gathered for compression.
        compress: false,
        schema: {
          tags,
          summary:
            "Server-Sent Events: `alerts` when the user's alerts changed, `agreement` when a new user agreement " +
            'must be accepted; a comment every 25 s keeps the connection open',
          produces: ['text/event-stream'],
          response: { 200: z.string().describe('text/event-stream') },
        },
      },
      async (request, reply) => openAlertsStream(ctx, request, reply),
    )

    r.post(
      '/user/alerts/read',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "Marks every alert of the user read ('Отметить прочитанным')",
          response: { 200: markAllReadSchema },
        },
      },
      async (request) => markAllRead(ctx, actorOf(request)),
    )

    r.get(
      '/user/alerts/:id',
      {
        config: { access: 'user', changesState: true },
        schema: {
          tags,
          summary: 'One alert of the user; marks it read',
          params: z.object({ id: z.uuid() }),
          response: { 200: alertSchema, 404: errorBodySchema },
        },
      },
      async (request) => readAlert(ctx, actorOf(request), request.params.id),
    )
  }
}
