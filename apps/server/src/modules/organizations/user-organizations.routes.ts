import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  errorBodySchema,
  okSchema,
  setDefaultOrganizationRequestSchema,
  userOrganizationsPageSchema,
  userOrganizationsQuerySchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { listUserOrganizations, setDefaultOrganization } from './user-organizations.service'

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
    app.withTypeProvider<ZodTypeProvider>().post(
      '/user/organizations/set_default',
      {
        config: { access: 'user' },
        schema: {
          tags: ['organizations'],
          summary: 'Makes one accepted membership the default (clearing the others), or clears it',
          body: setDefaultOrganizationRequestSchema,
          response: { 200: okSchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        await setDefaultOrganization(ctx, actorOf(request), request.body)
        return { ok: true as const }
      },
    )
  }
}
