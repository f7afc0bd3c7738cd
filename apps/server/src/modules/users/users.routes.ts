import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { userSchema } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { getUserData, presentUser } from './users.service'

export function usersRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/user/info',
      {
        config: { access: 'user', withUserData: true, agreementExempt: true },
        schema: { tags: ['user'], summary: 'The signed-in user', response: { 200: userSchema } },
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
