import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { profileEndpoints } from '@psp/contracts/endpoints/profile.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { listUserDataChanges } from './user-data-changes.service'

export function userDataChangesRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      profileEndpoints.getUserDataChanges,
      {
        config: { access: 'user' },
        tags: ['user'],
        summary: "The history of a user's data changes, newest first (own; any user's for a platform Admin)",
        responses: { 403: errorBodySchema, 404: errorBodySchema },
      },
      async (request) => listUserDataChanges(ctx, actorOf(request), request.query),
    )
  }
}
