import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorBodySchema, userDataChangesPageSchema, userDataChangesQuerySchema } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { listUserDataChanges } from './user-data-changes.service'

export function userDataChangesRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/userdatachange',
      {
        config: { access: 'user' },
        schema: {
          tags: ['user'],
          summary: "The history of a user's data changes, newest first (own; any user's for a platform Admin)",
          querystring: userDataChangesQuerySchema,
          response: { 200: userDataChangesPageSchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => listUserDataChanges(ctx, actorOf(request), request.query),
    )
  }
}
