import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyInstance, RouteOptions } from 'fastify'
import type { AppContext } from './context'
import type { PeriodicJob } from './periodic-job'
import { deleteEndedWindows, hit } from './rate-limiter'

const MINUTE = 60_000

/**
 * The `store` of @fastify/rate-limit, counting in PostgreSQL through the platform's limiter: a route's
 * `config.rateLimit` then holds across every instance sharing the database, where the plugin's own memory store
 * would let N instances allow N times the limit. Each route counts apart, as the memory store does.
 */
function postgresStore(ctx: AppContext): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'request:',
    ) {}

    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      const now = ctx.clock.now()
      hit(ctx.db, { key: this.prefix + key, max, windowMs: timeWindow }, now).then(
        // A refused hit is not counted; the plugin only needs to see it over the limit.
        (result) =>
          done(null, {
            current: result.allowed ? result.hits : max + 1,
            ttl: result.resetsAt.getTime() - now.getTime(),
          }),
        (error: Error) => done(error),
      )
    }

    child(options: unknown) {
      // The plugin hands the route's merged settings, the route itself under `routeInfo`. The HEAD route Fastify
      // adds beside a GET runs the same handler: it counts with the GET, or HEAD would double the limit.
      const route = (options as { routeInfo: RouteOptions }).routeInfo
      const method = route.method === 'HEAD' ? 'GET' : String(route.method)
      return new PostgresStore(options, `route:${method} ${route.url}:`)
    }
  }
  return PostgresStore
}

/**
 * Registers @fastify/rate-limit for the routes that declare `config.rateLimit`, counting in PostgreSQL. A 429
 * carries `Retry-After`; the error handler answers it with the catalogue's `TooManyRequests`.
 */
export async function registerSharedRateLimits(app: FastifyInstance, ctx: AppContext) {
  await app.register(fastifyRateLimit, { global: false, store: postgresStore(ctx) })
}

/** Deletes the counters whose window has ended, every CLEANUP_INTERVAL_MINUTES on one of the instances. */
export function rateLimitCleanupJob(ctx: AppContext): PeriodicJob | null {
  const minutes = ctx.config.CLEANUP_INTERVAL_MINUTES
  if (minutes === 0) return null
  return {
    name: 'rate-limit-cleanup',
    intervalMs: minutes * MINUTE,
    run: async (log) => {
      const deleted = await deleteEndedWindows(ctx.db, ctx.clock.now())
      log.info({ job: 'rate-limit-cleanup', deleted }, 'ended rate-limit windows deleted')
    },
  }
}
