import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  errorBodySchema,
  reindexStateSchema,
  searchQuerySchema,
  searchRequestSchema,
  searchResponseSchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { securityEvent } from '../../platform/security-log'
import { getReindexState, startReindex, waitForReindexJobs } from './reindex.service'
import { search } from './search.service'

const tags = ['search']
const errors = { 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema }

export function searchRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // A rebuild started here finishes (or fails) before the database pool closes.
    app.addHook('onClose', async () => waitForReindexJobs())
    const r = app.withTypeProvider<ZodTypeProvider>()

    r.post(
      '/search',
      {
        config: {
          access: 'user',
          rateLimit: {
            max: ctx.config.SEARCH_RATE_LIMIT,
            timeWindow: 10_000,
            keyGenerator: (request) => request.actor?.userId ?? request.ip,
          },
        },
        schema: {
          tags,
          summary: 'Search articles (scope knowledge) or applications (orders, organization)',
          querystring: searchQuerySchema,
          body: searchRequestSchema,
          response: { 200: searchResponseSchema, ...errors },
        },
      },
      async (request) => search(ctx, actorOf(request), request.body),
    )
    r.get(
      '/search/reindex',
      { config: { access: 'admin' }, schema: { tags, response: { 200: reindexStateSchema, ...errors } } },
      async (request) => getReindexState(ctx, actorOf(request)),
    )
    r.post(
      '/search/reindex',
      { config: { access: 'admin' }, schema: { tags, response: { 200: reindexStateSchema, ...errors } } },
      async (request) => {
        const state = await startReindex(ctx, actorOf(request), request.log)
        securityEvent(request, 'search.reindex.started')
        return state
      },
    )
  }
}
