import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentAgreementSchema, errorBodySchema, userSchema } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { sendStoredFile } from '../files/files.routes'
import { getUserData } from '../users/users.service'
import { acceptAgreement, getCurrentAgreement, openAgreementFile } from './agreements.service'

const idParams = z.object({ id: z.uuid() })

export function agreementsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()

    r.get(
      '/useragreement',
      {
        config: { access: 'user', agreementExempt: true },
        schema: {
          tags: ['agreements'],
          summary: 'The current user agreement, or null when none was uploaded',
          response: { 200: currentAgreementSchema },
        },
      },
      async () => getCurrentAgreement(ctx),
    )

    r.get(
      '/useragreement/file/:id',
      {
        config: { access: 'user', agreementExempt: true },
        schema: {
          tags: ['agreements'],
          summary: 'The PDF of a user agreement',
          params: idParams,
          response: { 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        sendStoredFile(reply, await openAgreementFile(ctx, actorOf(request), request.params.id), true),
    )

    r.get(
      '/login/agree/:id',
      {
        config: { access: 'user', changesState: true, agreementExempt: true },
        schema: {
          tags: ['agreements'],
          summary: 'Accept the current user agreement',
          params: idParams,
          response: { 200: userSchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        const actor = actorOf(request)
        await acceptAgreement(ctx, actor, request.params.id)
        return getUserData(ctx, actor.userId, actor.organizationId)
      },
    )
  }
}
