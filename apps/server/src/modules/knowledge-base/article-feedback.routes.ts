import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { knowledgeBaseEndpoints } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { knowledgeBaseAuthoringEndpoints } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import * as feedback from './article-feedback.service'

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/** «Была ли статья полезна?»: the reader's answer under the article, the authors' counts and reasons in the editor. */
export function articleFeedbackRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      knowledgeBaseEndpoints.getMyArticleFeedback,
      {
        config: { access: 'user' },
        tags: ['knowledge-base'],
        summary: "The caller's answer on the article's current version",
        responses: errors,
      },
      async (request) => feedback.myFeedback(ctx, actorOf(request), request.params.articleUuid),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.answerArticleFeedback,
      {
        config: { access: 'user' },
        tags: ['knowledge-base'],
        summary: 'Give or change the answer on the current version («Нет» may carry a reason)',
        responses: errors,
      },
      async (request) => feedback.answerFeedback(ctx, actorOf(request), request.params.articleUuid, request.body),
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.getArticleFeedbackSummary,
      {
        config: { access: 'admin' },
        tags: ['knowledge-base authoring'],
        summary: "Readers' answers: counts on the current and all versions, reasons paged",
        responses: errors,
      },
      async (request) => feedback.feedbackSummary(ctx, actorOf(request), request.params.uuid, request.query),
    )
  }
}
