import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  emailActionRequestSchema,
  emailActionResponseSchema,
  emailInfoSchema,
  emailTokenQuerySchema,
  errorBodySchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { getEmailInfo, performEmailAction } from './email-actions.service'

const tags = ['email actions']
// The link itself is the proof: the user may open it signed out, on another device.
const linkAccess = { access: 'public' as const, rateLimit: { max: 30, timeWindow: 60_000 } }
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }

/** The one-click links of the e-mails about applications (SPEC §7 /email/*). */
export function emailActionsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()
    r.get(
      '/email/info',
      {
        config: linkAccess,
        schema: {
          tags,
          summary: 'What an e-mail link does (close with a mark, or reopen)',
          querystring: emailTokenQuerySchema,
          response: { 200: emailInfoSchema, ...errors },
        },
      },
      async (request) => getEmailInfo(ctx, request.query.token),
    )
    r.post(
      '/email/action',
      {
        config: linkAccess,
        schema: {
          tags,
          summary: "Perform an e-mail link's action; reopening needs a reason",
          querystring: emailTokenQuerySchema,
          body: emailActionRequestSchema,
          response: { 200: emailActionResponseSchema, ...errors },
        },
      },
      async (request) => performEmailAction(ctx, request.query.token, request.body?.reason),
    )
  }
}
