import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { organizationsEndpoints } from '@psp/contracts/endpoints/organizations.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { listUserOrganizations, setDefaultOrganization } from './user-organizations.service'

export function userOrganizationsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      organizationsEndpoints.getUserOrganizations,
      {
        config: { access: 'user' },
        tags: ['organizations'],
        summary: "The signed-in user's organizations (memberships of every status), paged",
      },
      async (request) => listUserOrganizations(ctx, actorOf(request), request.query),
    )
    await routeOf(
      app,
      organizationsEndpoints.setDefaultOrganization,
      {
        config: { access: 'user' },
        tags: ['organizations'],
        summary: 'Makes one accepted membership the default (clearing the others), or clears it',
        responses: { 404: errorBodySchema },
      },
      async (request) => {
        await setDefaultOrganization(ctx, actorOf(request), request.body)
        return { ok: true as const }
      },
    )
  }
}
