import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { organizationsEndpoints } from '@psp/contracts/endpoints/organizations.endpoints'
import { authEndpoints } from '@psp/contracts/endpoints/auth.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { getUserData } from '../users/users.service'
import { chooseOrganization, getActiveOrganization } from './organization-choice.service'

export function organizationChoiceRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      authEndpoints.chooseOrganization,
      {
        config: { access: 'user', agreementExempt: true },
        tags: ['auth'],
        summary: 'Choose the organization to work in, or none with an empty body',
        responses: { 404: errorBodySchema },
      },
      async (request) => {
        const actor = actorOf(request)
        await chooseOrganization(ctx, actor, request.body ?? {})
        const organizationId = request.body && 'organizationId' in request.body ? request.body.organizationId : null
        return getUserData(ctx, actor.userId, organizationId)
      },
    )

    await routeOf(
      app,
      organizationsEndpoints.getActiveOrganization,
      {
        config: { access: 'user', agreementExempt: true },
        tags: ['organizations'],
        summary: 'The organization the session works in',
      },
      async (request) => getActiveOrganization(ctx, actorOf(request)),
    )
  }
}
