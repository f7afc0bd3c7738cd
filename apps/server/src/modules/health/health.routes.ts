import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../platform/context'

export function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get(
      '/health',
      {
        config: { access: 'public', skipSession: true, agreementExempt: true },
        schema: { tags: ['platform'], summary: 'Liveness and database check' },
      },
      async (_request, reply) => {
        try {
          await ctx.db.execute(sql`select 1`)
          return { status: 'ok', database: 'ok' }
        } catch {
          return reply.status(503).send({ status: 'degraded', database: 'unavailable' })
        }
      },
    )
  }
}
