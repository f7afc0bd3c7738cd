import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { knowledgeBaseEndpoints } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { articleFeedbackRoutes } from './article-feedback.routes'
import { announceArticleOpened } from './article-opened'
import { authoringRoutes } from './authoring.routes'
import * as kb from './knowledge-base.service'

const IMPORTANT_INFO_LIMIT = 50
/** Every reading call is open to API tokens with the knowledge-base scope (ADR 0031). */
const reader = { access: 'user' as const, tokenScope: 'knowledge-base:read' as const }
const tags = ['knowledge-base']
const errors = { 400: errorBodySchema, 404: errorBodySchema }

/** The reading calls of SPEC §7 Knowledge base, for every signed-in user, and the Admins' authoring calls. */
export function knowledgeBaseRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(authoringRoutes(ctx))
    await app.register(articleFeedbackRoutes(ctx))

    await routeOf(
      app,
      knowledgeBaseEndpoints.getSystems,
      {
        config: reader,
        tags,
        summary: 'Every system',
      },
      async (request) => kb.listSystems(ctx, actorOf(request), false),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.getKnowledgeBaseSystems,
      {
        config: reader,
        tags,
        summary: 'Systems having articles',
      },
      async (request) => kb.listSystems(ctx, actorOf(request), true),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.getServices,
      {
        config: reader,
        tags,
        summary: 'Services of a system',
        responses: errors,
      },
      async (request) => kb.listServices(ctx, actorOf(request), request.query.systemUuid, false),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.getServicesWithArticles,
      {
        config: reader,
        tags,
        summary: 'Services of a system that have articles',
        responses: errors,
      },
      async (request) => kb.listServices(ctx, actorOf(request), request.query.systemUuid, true),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.getServiceFiles,
      {
        config: reader,
        tags,
        summary: 'Files attached to a service',
        responses: errors,
      },
      async (request) => kb.getServiceFiles(ctx, actorOf(request), request.params.id),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.getArticlesByService,
      {
        config: reader,
        tags,
        summary: "A service's articles, paged",
        responses: errors,
      },
      async (request) => kb.articlesByService(ctx, actorOf(request), request.query),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.getArticlesByExactService,
      {
        config: reader,
        tags,
        summary: 'Every article of exactly one service',
        responses: errors,
      },
      async (request) => kb.articlesByExactService(ctx, actorOf(request), request.query),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.getImportantInfo,
      {
        config: reader,
        tags,
        summary: 'Articles flagged important',
      },
      async (request) => kb.importantInfo(ctx, actorOf(request), IMPORTANT_INFO_LIMIT),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.getLastModifiedArticles,
      {
        config: reader,
        tags,
        summary: 'Last modified articles',
        responses: errors,
      },
      async (request) => kb.lastModified(ctx, actorOf(request), request.query),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.getPopularArticles,
      {
        config: reader,
        tags,
        summary: 'Most viewed articles',
        responses: errors,
      },
      async (request) => kb.popular(ctx, actorOf(request), request.query),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.getByTagRedirect,
      {
        config: reader,
        tags,
        summary: 'Resolve a tag title sent by an external system',
        responses: errors,
      },
      async (request) => kb.byTagRedirect(ctx, actorOf(request), request.query.tag),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.getArticlesByTag,
      {
        config: reader,
        tags,
        summary: 'Articles having a tag (by tag id), paged',
        responses: errors,
      },
      async (request) => kb.articlesByTag(ctx, actorOf(request), request.params.id, request.query),
    )
    await routeOf(
      app,
      knowledgeBaseEndpoints.getArticle,
      {
        config: reader,
        tags,
        summary: 'One article (records an OpenArticle event)',
        responses: errors,
      },
      async (request) => {
        const actor = actorOf(request)
        const { row, article } = await kb.getArticle(ctx, actor, request.query)
        announceArticleOpened(ctx, actor, row, request.query.tagFromExternal)
        return article
      },
    )
  }
}
