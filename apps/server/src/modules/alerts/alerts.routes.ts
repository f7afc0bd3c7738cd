import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { errorBodySchema, type UnreadAlerts } from '@psp/contracts'
import { alertsEndpoints as endpoints } from '@psp/contracts/endpoints/alerts.endpoints'
import type { AppContext } from '../../platform/context'
import { routeOf } from '../../platform/endpoint-route'
import { actorOf } from '../../platform/route-config'
import { openAlertsStream } from './alerts-stream'
import { getUnreadAnswer, listAlerts, markAllRead, readAlert } from './alerts.service'
import { listNotifications } from './notifications.service'

const tags = ['alerts']

export function alertsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      endpoints.getAlerts,
      {
        config: { access: 'user' },
        tags,
        summary: "The user's alerts page by page; with filter=notifications the notifications (platform Admins)",
        responses: { 403: errorBodySchema },
      },
      async (request) => {
        const { page, itemsPerPage, filter } = request.query
        const actor = actorOf(request)
        return filter === 'notifications'
          ? listNotifications(ctx, actor, page, itemsPerPage)
          : listAlerts(ctx, actor, page, itemsPerPage)
      },
    )

    await routeOf(
      app,
      endpoints.getUnreadAlerts,
      {
        config: { access: 'user' },
        tags,
        summary: 'Unread alerts and their total',
        description: 'Answers with an `ETag`; `If-None-Match` with it answers 304 while the list is unchanged.',
        responses: { 304: z.null().describe('Not modified') },
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

    await routeOf(
      app,
      endpoints.alertsStream,
      {
        config: { access: 'user' },
        compress: false,
        tags,
        summary:
          "Server-Sent Events: `alerts` when the user's alerts changed, `agreement` when a new user agreement " +
          'must be accepted; a comment every 25 s keeps the connection open',
        answer: { type: 'text/event-stream', description: 'text/event-stream' },
      },
      async (request, reply) => openAlertsStream(ctx, request, reply),
    )

    await routeOf(
      app,
      endpoints.markAllRead,
      {
        config: { access: 'user' },
        tags,
        summary: "Marks every alert of the user read ('Отметить прочитанным')",
      },
      async (request) => markAllRead(ctx, actorOf(request)),
    )

    await routeOf(
      app,
      endpoints.readAlert,
      {
        config: { access: 'user', changesState: true },
        tags,
        summary: 'One alert of the user; marks it read',
        responses: { 404: errorBodySchema },
      },
      async (request) => readAlert(ctx, actorOf(request), request.params.id),
    )
  }
}
