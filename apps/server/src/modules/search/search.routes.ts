import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { searchEndpoints } from '@psp/contracts/endpoints/search.endpoints'
import { routeOf } from '../../platform/endpoint-route'
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

    await routeOf(
      app,
      searchEndpoints.search,
      {
        config: {
          access: 'user',
          rateLimit: {
            max: ctx.config.SEARCH_RATE_LIMIT,
            timeWindow: 10_000,
            keyGenerator: (request) => request.actor?.userId ?? request.ip,
          },
        },
        tags,
        summary: 'Search articles (scope knowledge) or applications (orders, organization)',
        responses: errors,
      },
      async (request) => search(ctx, actorOf(request), request.body),
    )
    await routeOf(
      app,
      searchEndpoints.getReindexState,
      {
        config: { access: 'admin' },
        tags,
        responses: errors,
      },
      async (request) => getReindexState(ctx, actorOf(request)),
    )
    await routeOf(
      app,
      searchEndpoints.startReindex,
      {
        config: { access: 'admin' },
        tags,
        responses: errors,
      },
      async (request) => {
        const state = await startReindex(ctx, actorOf(request), request.log)
        securityEvent(request, 'search.reindex.started')
        return state
      },
    )
  }
}
