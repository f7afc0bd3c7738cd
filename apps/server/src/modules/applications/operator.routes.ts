import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  APPLICATION_COMMENT_MAX,
  applicationIdParamsSchema,
  applicationListRequestSchema,
  applicationSchema,
  errorBodySchema,
  operatorQueueQuerySchema,
  operatorQueueResponseSchema,
  operatorStatusChangeSchema,
  APPLICATION_FILES_MAX,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { filesField, multipartBody, textField } from '../../platform/multipart-doc'
import { actorOf } from '../../platform/route-config'
import * as operator from './operator.service'
import { readCommentUpload } from './read-application-upload'

const tags = ['service desk']
const admin = { access: 'admin' as const }
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }
const one = { 200: applicationSchema, ...errors }
const base = '/service-desk/applications'

/** The built-in service desk's operator console (platform Admins). */
export function operatorRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()
    r.post(
      base,
      {
        config: admin,
        schema: {
          tags,
          summary: "The operators' queue of open applications",
          querystring: operatorQueueQuerySchema,
          body: applicationListRequestSchema,
          response: { 200: operatorQueueResponseSchema, ...errors },
        },
      },
      async (request) => operator.listQueue(ctx, actorOf(request), request.query.queue, request.body),
    )
    r.put(
      `${base}/:id/take`,
      {
        config: admin,
        schema: { tags, summary: 'Take an application in work', params: applicationIdParamsSchema, response: one },
      },
      async (request) => operator.takeApplication(ctx, actorOf(request), request.params.id),
    )
    r.put(
      `${base}/:id/status`,
      {
        config: admin,
        schema: {
          tags,
          summary: 'Move an application along the workflow, with an optional comment to the applicant',
          params: applicationIdParamsSchema,
          body: operatorStatusChangeSchema,
          response: one,
        },
      },
      async (request) =>
        operator.moveApplication(ctx, actorOf(request), request.params.id, request.body.status, request.body.comment),
    )
    r.post(
      `${base}/:id/reply`,
      {
        config: {
          ...admin,
          multipartBody: multipartBody({
            properties: {
              text: textField('The reply', { minLength: 1, maxLength: APPLICATION_COMMENT_MAX }),
              'files[]': filesField(`Attached files, up to ${APPLICATION_FILES_MAX}`, APPLICATION_FILES_MAX),
            },
            required: ['text'],
          }),
        },
        schema: {
          tags,
          summary: 'Reply to the applicant, with files',
          consumes: ['multipart/form-data'],
          description: 'multipart/form-data: `text` (required) and up to 10 `files[]`',
          params: applicationIdParamsSchema,
          response: one,
        },
      },
      async (request) => {
        const { text, files } = await readCommentUpload(request, ctx.config.UPLOAD_LIMIT_BYTES, APPLICATION_COMMENT_MAX)
        return operator.replyToApplication(ctx, actorOf(request), request.params.id, text, files)
      },
    )
  }
}
