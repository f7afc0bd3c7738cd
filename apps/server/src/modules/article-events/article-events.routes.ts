import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { knowledgeBaseEndpoints } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { recordArticleEvent } from './article-events.service'

export function articleEventsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      knowledgeBaseEndpoints.recordArticleEvent,
      {
        config: { access: 'user' },
        tags: ['knowledge-base'],
        summary: 'Record a click on an article tag (analytics)',
        responses: { 404: errorBodySchema },
      },
      async (request) => {
        await recordArticleEvent(ctx, actorOf(request), request.params.articleUuid, request.body)
        return { ok: true as const }
      },
    )
  }
}
