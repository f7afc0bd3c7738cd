import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { userOrganizationsPageSchema, userOrganizationsQuerySchema } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { listUserOrganizations } from './user-organizations.service'

export function userOrganizationsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/user/organizations',
      {
        config: { access: 'user' },
        schema: {
          tags: ['organizations'],
          summary: "The signed-in user's organizations (memberships of every status), paged",
          querystring: userOrganizationsQuerySchema,
          response: { 200: userOrganizationsPageSchema },
        },
      },
      async (request) => listUserOrganizations(ctx, actorOf(request), request.query),
    )
  }
}
