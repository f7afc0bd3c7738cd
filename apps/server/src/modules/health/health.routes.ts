import type { FastifyInstance, FastifyReply } from 'fastify'
import { readinessSchema, type Readiness } from '@psp/contracts'
import { healthEndpoints as endpoints } from '@psp/contracts/endpoints/health.endpoints'
import type { AppContext } from '../../platform/context'
import { DATABASE_RETRY_AFTER_SECONDS } from '../../platform/database-errors'
import { routeOf } from '../../platform/endpoint-route'
import { pendingMigrations, pingDatabase } from './health.repository'

const open = { access: 'public', skipSession: true, agreementExempt: true } as const

/** A probe answers within this, even when the database's address swallows packets (connecting waits 10 s). */
const READY_TIMEOUT_MS = 3_000

async function readiness(ctx: AppContext): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS)
  })
  try {
    const pending = await Promise.race([pendingMigrations(ctx.db), timeout])
    return pending
      ? { status: 'not-ready', database: 'ok', migrations: 'pending' }
      : { status: 'ready', database: 'ok', migrations: 'applied' }
  } catch {
    return { status: 'not-ready', database: 'unavailable', migrations: 'unknown' }
  } finally {
    clearTimeout(timer)
  }
}

export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      endpoints.getHealth,
      { config: open, tags: ['platform'], summary: 'Liveness and database check' },
      async (_request, reply) => {
        try {
          await pingDatabase(ctx.db)
          return { status: 'ok', database: 'ok' } as const
        } catch {
          // Undocumented as before: the 503 of the API is the error body's, this probe's answer is its own.
          return (reply as FastifyReply).status(503).send({ status: 'degraded', database: 'unavailable' })
        }
      },
    )

    // Liveness: the process answers. It never asks the database, so an outage does not get the process restarted,
    // which would not bring PostgreSQL back and would drop the requests the server can still answer.
    await routeOf(
      app,
      endpoints.getLiveness,
      { config: open, tags: ['platform'], summary: 'Liveness: the process is up (restart it when this fails)' },
      async () => ({ status: 'ok' as const }),
    )

    // Readiness: send traffic here. Not ready while the database is away or lacks this version's migrations.
    await routeOf(
      app,
      endpoints.getReadiness,
      {
        config: open,
        tags: ['platform'],
        summary: 'Readiness: the database answers and every migration is applied (503 otherwise)',
        responses: { 503: readinessSchema },
      },
      async (_request, reply) => {
        const answer = await readiness(ctx)
        if (answer.status === 'ready') return answer
        return reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send(answer)
      },
    )
  }
}
