import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { applicationsEndpoints } from '@psp/contracts/endpoints/applications.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { getEmailInfo, performEmailAction } from './email-actions.service'

const tags = ['email actions']
// The link itself is the proof: the user may open it signed out, on another device.
const linkAccess = { access: 'public' as const, rateLimit: { max: 30, timeWindow: 60_000 } }
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }

/** The one-click links of the e-mails about applications (SPEC §7 /email/*). */
export function emailActionsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      applicationsEndpoints.getEmailInfo,
      {
        config: linkAccess,
        tags,
        summary: 'What an e-mail link does (close with a mark, or reopen)',
        responses: errors,
      },
      async (request) => getEmailInfo(ctx, request.query.token),
    )
    await routeOf(
      app,
      applicationsEndpoints.performEmailAction,
      {
        config: linkAccess,
        tags,
        summary: "Perform an e-mail link's action; reopening needs a reason",
        responses: errors,
      },
      async (request) => performEmailAction(ctx, request.query.token, request.body?.reason),
    )
  }
}
