import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  agreementInfoSchema,
  agreementListSchema,
  currentAgreementSchema,
  errorBodySchema,
  userSchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { sendStoredFile } from '../files/files.routes'
import { getUserData } from '../users/users.service'
import { contentDisposition } from '../files/content-disposition'
import { agreementForm, readAgreementUpload } from './agreement-upload'
import {
  acceptAgreement,
  acceptanceReport,
  getCurrentAgreement,
  listAgreements,
  openAgreementFile,
  uploadAgreement,
} from './agreements.service'

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

    r.post(
      '/useragreement',
      {
        config: { access: 'admin', upload: agreementForm },
        schema: {
          tags: ['agreements'],
          summary:
            'Upload a new version of the user agreement: multipart `file`, a PDF up to 15 MB, and an optional `name`',
          response: {
            200: agreementInfoSchema,
            400: errorBodySchema,
            403: errorBodySchema,
            413: errorBodySchema,
          },
        },
      },
      async (request) => uploadAgreement(ctx, actorOf(request), () => readAgreementUpload(request)),
    )

    r.get(
      '/useragreement/all',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['agreements'],
          summary: 'Every version of the user agreement, newest first',
          response: { 200: agreementListSchema, 403: errorBodySchema },
        },
      },
      async (request) => listAgreements(ctx, actorOf(request)),
    )

    r.get(
      '/useragreement/report',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['agreements'],
          summary: 'Who accepted which version of the user agreement when, as XLSX',
          produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
          response: { 200: z.any().describe('XLSX file'), 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        const stream = acceptanceReport(ctx, actorOf(request), (error) =>
          request.log.error({ err: error }, 'acceptance report failed'),
        )
        return reply
          .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('Content-Disposition', contentDisposition('Принятие пользовательского соглашения.xlsx', 'attachment'))
          .header('Cache-Control', 'no-store')
          .send(stream)
      },
    )

    r.get(
      '/useragreement/file/:id',
      {
        config: { access: 'user', agreementExempt: true },
        schema: {
          tags: ['agreements'],
          summary: 'The PDF of a user agreement',
          params: idParams,
          produces: ['application/pdf'],
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
