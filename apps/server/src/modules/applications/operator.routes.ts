import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { applicationsEndpoints } from '@psp/contracts/endpoints/applications.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import * as operator from './operator.service'
import { commentForm, readCommentUpload } from './read-application-upload'

const tags = ['service desk']
const admin = { access: 'admin' as const }
// 502 SdGeneralError: with an external desk (ADR 0038) the console is not the desk's.
const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
}

/** The built-in service desk's operator console (platform Admins). */
export function operatorRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const reply = commentForm(ctx.config.UPLOAD_LIMIT_BYTES)
    await routeOf(
      app,
      applicationsEndpoints.getOperatorQueue,
      {
        config: admin,
        tags,
        summary: "The operators' queue of open applications",
        responses: errors,
      },
      async (request) => operator.listQueue(ctx, actorOf(request), request.query.queue, request.body),
    )
    await routeOf(
      app,
      applicationsEndpoints.takeApplication,
      {
        config: admin,
        tags,
        summary: 'Take an application in work',
        responses: errors,
      },
      async (request) => operator.takeApplication(ctx, actorOf(request), request.params.id),
    )
    await routeOf(
      app,
      applicationsEndpoints.moveApplication,
      {
        config: admin,
        tags,
        summary: 'Move an application along the workflow, with an optional comment to the applicant',
        responses: errors,
      },
      async (request) =>
        operator.moveApplication(ctx, actorOf(request), request.params.id, request.body.status, request.body.comment),
    )
    await routeOf(
      app,
      applicationsEndpoints.replyToApplication,
      {
        config: { ...admin, upload: reply },
        tags,
        summary: 'Reply to the applicant, with files',
        responses: errors,
      },
      async (request) => {
        const { text, files } = await readCommentUpload(request, reply)
        return operator.replyToApplication(ctx, actorOf(request), request.params.id, text, files)
      },
    )
  }
}
