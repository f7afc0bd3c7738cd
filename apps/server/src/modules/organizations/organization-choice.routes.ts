import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { activeOrganizationSchema, chooseOrganizationRequestSchema, errorBodySchema, userSchema } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { getUserData } from '../users/users.service'
import { chooseOrganization, getActiveOrganization } from './organization-choice.service'

export function organizationChoiceRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()

    r.post(
      '/login/organization',
      {
        config: { access: 'user', agreementExempt: true },
        schema: {
          tags: ['auth'],
          summary: 'Choose the organization to work in, or none with an empty body',
          // Fastify hands a missing body to the validator as null.
          body: chooseOrganizationRequestSchema.nullish(),
          response: { 200: userSchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        const actor = actorOf(request)
        await chooseOrganization(ctx, actor, request.body ?? {})
        const organizationId = request.body && 'organizationId' in request.body ? request.body.organizationId : null
        return getUserData(ctx, actor.userId, organizationId)
      },
    )

    r.get(
      '/user/organizations/active',
      {
        config: { access: 'user', agreementExempt: true },
        schema: {
          tags: ['organizations'],
          summary: 'The organization the session works in',
          response: { 200: activeOrganizationSchema },
        },
      },
      async (request) => getActiveOrganization(ctx, actorOf(request)),
    )
  }
}
