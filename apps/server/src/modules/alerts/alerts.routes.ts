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
  type UnreadAlerts,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { openAlertsStream } from './alerts-stream'
import { getUnreadAnswer, listAlerts, markAllRead, readAlert } from './alerts.service'
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
        schema: {
          tags,
          summary: 'Unread alerts and their total',
          description: 'Answers with an `ETag`; `If-None-Match` with it answers 304 while the list is unchanged.',
          response: { 200: unreadAlertsSchema, 304: z.null().describe('Not modified') },
        },
      },
      async (request, reply) => {
        // The hot call of every page: the answer is kept serialized (its shape is unreadAlertsSchema's, built by
        // presentAlert), so a JSON text goes out as it is instead of through the schema serializer.
        const answer = await getUnreadAnswer(ctx, actorOf(request))
        reply.header('etag', answer.etag).header('cache-control', 'private, no-cache')
        if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send(null)
        // Fastify sends a string with a JSON content type as it is; the typed reply only knows the object form.
        return reply.type('application/json; charset=utf-8').send(answer.body as unknown as UnreadAlerts)
      },
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
