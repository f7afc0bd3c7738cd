import type { FastifyInstance } from 'fastify'
import { authEndpoints } from '@psp/contracts/endpoints/auth.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { getUserData, presentUser } from './users.service'

export function usersRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      authEndpoints.getUserInfo,
      {
        config: { access: 'user', withUserData: true, agreementExempt: true },
        tags: ['user'],
        summary: 'The signed-in user',
      },
      async (request) => {
        // Read together with the session by the auth hook (config.withUserData).
        if (request.userData) return presentUser(request.userData)
        const actor = actorOf(request)
        return getUserData(ctx, actor.userId, actor.organizationId)
      },
    )
  }
}
