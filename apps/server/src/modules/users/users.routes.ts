import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { userSchema } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { getUserData } from './users.service'

export function usersRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/user/info',
        { schema: { tags: ['user'], summary: 'The signed-in user', response: { 200: userSchema } } },
        async (request) => {
          const actor = actorOf(request)
          return getUserData(ctx, actor.userId, actor.organizationId)
        },
      )
  }
}
