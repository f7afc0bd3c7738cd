import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  articleEventParamsSchema,
  articleEventRequestSchema,
  articleEventResponseSchema,
  errorBodySchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { recordArticleEvent } from './article-events.service'

export function articleEventsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/articles/:articleUuid/events',
      {
        config: { access: 'user' },
        schema: {
          tags: ['knowledge-base'],
          summary: 'Record a click on an article tag (analytics)',
          params: articleEventParamsSchema,
          body: articleEventRequestSchema,
          response: { 200: articleEventResponseSchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        await recordArticleEvent(ctx, actorOf(request), request.params.articleUuid, request.body)
        return { ok: true as const }
      },
    )
  }
}
