import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { alertSchema, errorBodySchema, unreadAlertsSchema } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { getUnreadAlerts, readAlert } from './alerts.service'

export function alertsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()

    r.get(
      '/user/alerts/unread',
      {
        config: { access: 'user' },
        schema: { tags: ['alerts'], summary: 'Unread alerts and their total', response: { 200: unreadAlertsSchema } },
      },
      async (request) => getUnreadAlerts(ctx, actorOf(request)),
    )

    r.get(
      '/user/alerts/:id',
      {
        config: { access: 'user', changesState: true },
        schema: {
          tags: ['alerts'],
          summary: 'One alert of the user; marks it read',
          params: z.object({ id: z.uuid() }),
          response: { 200: alertSchema, 404: errorBodySchema },
        },
      },
      async (request) => readAlert(ctx, actorOf(request), request.params.id),
    )
  }
}
