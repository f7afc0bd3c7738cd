import type { FastifyInstance } from 'fastify'
import { isQueryError } from '../../db/query-errors'
import type { AppContext } from '../context'
import { isDatabaseUnavailable } from '../database-errors'
import { AppError } from '../errors'
import { addDatabaseGauges } from './database-gauges'
import { mayReadMetrics } from './metrics-access'

/** The label of requests no route matched: one series for every unknown URL, never the raw URL itself. */
const UNMATCHED_ROUTE = 'unmatched'

/** Routes that stream events declare it for the API document (`produces`), as the alert stream does. */
const isEventStream = (schema: { produces?: readonly string[] } | undefined) =>
  schema?.produces?.includes('text/event-stream') ?? false

/**
 * GET /metrics in the Prometheus text format (outside /api: it is the operator's, not the portal's API, and is left
 * out of the OpenAPI document), and the hooks that count every request and every database error of a call.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext) {
  const metrics = ctx.metrics
  addDatabaseGauges(metrics.registry, ctx.db)

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // The route's pattern (/api/articles/:id), so one series stands for every article.
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    }
    metrics.httpRequests.inc(labels)
    // An event stream answers when it closes, minutes later: timing it would drown every latency percentile.
    if (!isEventStream(request.routeOptions.schema)) metrics.httpDuration.observe(labels, reply.elapsedTime / 1000)
  })
  app.addHook('onError', async (_request, _reply, error) => {
    if (isDatabaseUnavailable(error)) metrics.databaseErrors.inc({ kind: 'unavailable' })
    else if (isQueryError(error)) metrics.databaseErrors.inc({ kind: 'query' })
  })
  // pg-pool reports a pooled connection cut while idle here; the pool's own listener (db/client.ts) logs it.
  const countLostConnection = () => metrics.databaseErrors.inc({ kind: 'connection_lost' })
  ctx.db.$client.on('error', countLostConnection)
  app.addHook('onClose', async () => {
    ctx.db.$client.off('error', countLostConnection)
  })

  app.get(
    '/metrics',
    { config: { access: 'public', skipSession: true }, schema: { hide: true } },
    async (request, reply) => {
      if (!mayReadMetrics(request, ctx.config.METRICS_TOKEN)) throw new AppError('Forbidden')
      const text = await metrics.registry.metrics()
      return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(text)
    },
  )
}
