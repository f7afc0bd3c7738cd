import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  applicationIdParamsSchema,
  applicationListRequestSchema,
  applicationSchema,
  errorBodySchema,
  operatorQueueQuerySchema,
  operatorQueueResponseSchema,
  operatorStatusChangeSchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import * as operator from './operator.service'
import { commentForm, readCommentUpload } from './read-application-upload'

const tags = ['service desk']
const admin = { access: 'admin' as const }
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }
const one = { 200: applicationSchema, ...errors }
const base = '/service-desk/applications'

/** The built-in service desk's operator console (platform Admins). */
export function operatorRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()
    const reply = commentForm(ctx.config.UPLOAD_LIMIT_BYTES)
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
        config: { ...admin, upload: reply },
        schema: {
          tags,
          summary: 'Reply to the applicant, with files',
          params: applicationIdParamsSchema,
          response: one,
        },
      },
      async (request) => {
        const { text, files } = await readCommentUpload(request, reply)
        return operator.replyToApplication(ctx, actorOf(request), request.params.id, text, files)
      },
    )
  }
}
