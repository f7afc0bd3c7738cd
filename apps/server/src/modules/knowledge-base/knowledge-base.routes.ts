import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  articleQuerySchema,
  articleSchema,
  articlesByExactServiceQuerySchema,
  articlesByExactServiceResponseSchema,
  articlesByServiceQuerySchema,
  articlesByServiceResponseSchema,
  articlesByTagQuerySchema,
  articlesByTagResponseSchema,
  byTagRedirectQuerySchema,
  byTagRedirectResponseSchema,
  errorBodySchema,
  importantInfoResponseSchema,
  knowledgeBaseSystemsResponseSchema,
  lastModifiedArticlesResponseSchema,
  popularArticlesResponseSchema,
  serviceFilesResponseSchema,
  serviceIdParamsSchema,
  servicesQuerySchema,
  servicesResponseSchema,
  servicesWithArticlesResponseSchema,
  shortArticleListQuerySchema,
  systemsResponseSchema,
  tagIdParamsSchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { announceArticleOpened } from './article-opened'
import { authoringRoutes } from './authoring.routes'
import * as kb from './knowledge-base.service'

const IMPORTANT_INFO_LIMIT = 50
const reader = { access: 'user' as const }
const tags = ['knowledge-base']
const errors = { 400: errorBodySchema, 404: errorBodySchema }

/** The reading calls of SPEC §7 Knowledge base, for every signed-in user, and the Admins' authoring calls. */
export function knowledgeBaseRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(authoringRoutes(ctx))
    const r = app.withTypeProvider<ZodTypeProvider>()

    r.get(
      '/systems',
      { config: reader, schema: { tags, summary: 'Every system', response: { 200: systemsResponseSchema } } },
      async (request) => kb.listSystems(ctx, actorOf(request), false),
    )
    r.get(
      '/systems/knowledge-base',
      {
        config: reader,
        schema: { tags, summary: 'Systems having articles', response: { 200: knowledgeBaseSystemsResponseSchema } },
      },
      async (request) => kb.listSystems(ctx, actorOf(request), true),
    )
    r.get(
      '/services',
      {
        config: reader,
        schema: {
          tags,
          summary: 'Services of a system',
          querystring: servicesQuerySchema,
          response: { 200: servicesResponseSchema, ...errors },
        },
      },
      async (request) => kb.listServices(ctx, actorOf(request), request.query.systemUuid, false),
    )
    r.get(
      '/services/with-articles',
      {
        config: reader,
        schema: {
          tags,
          summary: 'Services of a system that have articles',
          querystring: servicesQuerySchema,
          response: { 200: servicesWithArticlesResponseSchema, ...errors },
        },
      },
      async (request) => kb.listServices(ctx, actorOf(request), request.query.systemUuid, true),
    )
    r.get(
      '/services/:id/files',
      {
        config: reader,
        schema: {
          tags,
          summary: 'Files attached to a service',
          params: serviceIdParamsSchema,
          response: { 200: serviceFilesResponseSchema, ...errors },
        },
      },
      async (request) => kb.getServiceFiles(ctx, actorOf(request), request.params.id),
    )
    r.get(
      '/articles/by-service',
      {
        config: reader,
        schema: {
          tags,
          summary: "A service's articles, paged",
          querystring: articlesByServiceQuerySchema,
          response: { 200: articlesByServiceResponseSchema, ...errors },
        },
      },
      async (request) => kb.articlesByService(ctx, actorOf(request), request.query),
    )
    r.get(
      '/articles/by-exact-service',
      {
        config: reader,
        schema: {
          tags,
          summary: 'Every article of exactly one service',
          querystring: articlesByExactServiceQuerySchema,
          response: { 200: articlesByExactServiceResponseSchema, ...errors },
        },
      },
      async (request) => kb.articlesByExactService(ctx, actorOf(request), request.query),
    )
    r.get(
      '/articles/important-info',
      {
        config: reader,
        schema: { tags, summary: 'Articles flagged important', response: { 200: importantInfoResponseSchema } },
      },
      async (request) => kb.importantInfo(ctx, actorOf(request), IMPORTANT_INFO_LIMIT),
    )
    r.get(
      '/articles/last-modified',
      {
        config: reader,
        schema: {
          tags,
          summary: 'Last modified articles',
          querystring: shortArticleListQuerySchema,
          response: { 200: lastModifiedArticlesResponseSchema, ...errors },
        },
      },
      async (request) => kb.lastModified(ctx, actorOf(request), request.query),
    )
    r.get(
      '/articles/popular',
      {
        config: reader,
        schema: {
          tags,
          summary: 'Most viewed articles',
          querystring: shortArticleListQuerySchema,
          response: { 200: popularArticlesResponseSchema, ...errors },
        },
      },
      async (request) => kb.popular(ctx, actorOf(request), request.query),
    )
    r.get(
      '/articles/by-tag-redirect',
      {
        config: reader,
        schema: {
          tags,
          summary: 'Resolve a tag title sent by an external system',
          querystring: byTagRedirectQuerySchema,
          response: { 200: byTagRedirectResponseSchema, ...errors },
        },
      },
      async (request) => kb.byTagRedirect(ctx, actorOf(request), request.query.tag),
    )
    r.get(
      '/articles/:id/by-tag',
      {
        config: reader,
        schema: {
          tags,
          summary: 'Articles having a tag (by tag id), paged',
          params: tagIdParamsSchema,
          querystring: articlesByTagQuerySchema,
          response: { 200: articlesByTagResponseSchema, ...errors },
        },
      },
      async (request) => kb.articlesByTag(ctx, actorOf(request), request.params.id, request.query),
    )
    r.get(
      '/articles',
      {
        config: reader,
        schema: {
          tags,
          summary: 'One article (records an OpenArticle event)',
          querystring: articleQuerySchema,
          response: { 200: articleSchema, ...errors },
        },
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
