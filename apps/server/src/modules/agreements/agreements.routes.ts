import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { agreementsEndpoints as endpoints } from '@psp/contracts/endpoints/agreements.endpoints'
import { authEndpoints } from '@psp/contracts/endpoints/auth.endpoints'
import type { AppContext } from '../../platform/context'
import { routeOf } from '../../platform/endpoint-route'
import { actorOf } from '../../platform/route-config'
import { XLSX_MIME } from '../../platform/xlsx'
import { sendStoredFile } from '../files/files.routes'
import { getUserData } from '../users/users.service'
import { contentDisposition } from '../../platform/content-disposition'
import { agreementForm, readAgreementUpload } from './agreement-upload'
import {
  acceptAgreement,
  acceptanceReport,
  getCurrentAgreement,
  listAgreements,
  openAgreementFile,
  uploadAgreement,
} from './agreements.service'

export function agreementsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      authEndpoints.getCurrentAgreement,
      {
        config: { access: 'user', agreementExempt: true },
        tags: ['agreements'],
        summary: 'The current user agreement, or null when none was uploaded',
      },
      async () => getCurrentAgreement(ctx),
    )

    await routeOf(
      app,
      endpoints.uploadAgreement,
      {
        config: { access: 'admin', upload: agreementForm },
        tags: ['agreements'],
        summary:
          'Upload a new version of the user agreement: multipart `file`, a PDF up to 15 MB, and an optional `name`',
        responses: { 400: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema },
      },
      async (request) => uploadAgreement(ctx, actorOf(request), () => readAgreementUpload(request)),
    )

    await routeOf(
      app,
      endpoints.getAgreements,
      {
        config: { access: 'admin' },
        tags: ['agreements'],
        summary: 'Every version of the user agreement, newest first',
        responses: { 403: errorBodySchema },
      },
      async (request) => listAgreements(ctx, actorOf(request)),
    )

    await routeOf(
      app,
      endpoints.getAcceptanceReport,
      {
        config: { access: 'admin' },
        tags: ['agreements'],
        summary: 'Who accepted which version of the user agreement when, as XLSX',
        answer: { type: XLSX_MIME, description: 'XLSX file' },
        responses: { 403: errorBodySchema },
      },
      async (request, reply) => {
        const stream = acceptanceReport(ctx, actorOf(request), (error) =>
          request.log.error({ err: error }, 'acceptance report failed'),
        )
        return reply
          .header('Content-Type', XLSX_MIME)
          .header('Content-Disposition', contentDisposition('Принятие пользовательского соглашения.xlsx', 'attachment'))
          .header('Cache-Control', 'no-store')
          .send(stream)
      },
    )

    await routeOf(
      app,
      endpoints.getAgreementFile,
      {
        config: { access: 'user', agreementExempt: true },
        tags: ['agreements'],
        summary: 'The PDF of a user agreement',
        answer: { type: 'application/pdf' },
        responses: { 404: errorBodySchema },
      },
      async (request, reply) =>
        sendStoredFile(reply, await openAgreementFile(ctx, actorOf(request), request.params.id), true),
    )

    await routeOf(
      app,
      authEndpoints.acceptAgreement,
      {
        config: { access: 'user', changesState: true, agreementExempt: true },
        tags: ['agreements'],
        summary: 'Accept the current user agreement',
        responses: { 404: errorBodySchema },
      },
      async (request) => {
        const actor = actorOf(request)
        await acceptAgreement(ctx, actor, request.params.id)
        return getUserData(ctx, actor.userId, actor.organizationId)
      },
    )
  }
}
