import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  errorBodySchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  okSchema,
  passwordTokenInfoSchema,
  passwordTokenQuerySchema,
  setPasswordRequestSchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import {
  describePasswordToken,
  requestPasswordReset,
  setPasswordWithToken,
  waitForPasswordResets,
} from './passwords.service'

const HOUR = 3_600_000

export function passwordsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('onClose', async () => void (await waitForPasswordResets()))
    const r = app.withTypeProvider<ZodTypeProvider>()
    const tags = ['password']
    // Both calls that take a token or an address from strangers are limited per IP address.
    const limited = {
      access: 'public' as const,
      rateLimit: { max: ctx.config.PASSWORD_RESET_MAX_PER_HOUR, timeWindow: HOUR },
    }

    r.post(
      '/password/forgot',
      {
        config: limited,
        schema: {
          tags,
          summary: 'Sends a one-time password-reset link; answers the same whether or not the address is registered',
          body: forgotPasswordRequestSchema,
          response: { 200: forgotPasswordResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => requestPasswordReset(ctx, request.body, request.log),
    )

    r.get(
      '/password/token',
      {
        config: { access: 'public', rateLimit: { max: ctx.config.PASSWORD_RESET_MAX_PER_HOUR * 10, timeWindow: HOUR } },
        schema: {
          tags,
          summary: 'Checks a set-password link (account created or password reset) before the form is shown',
          querystring: passwordTokenQuerySchema,
          response: { 200: passwordTokenInfoSchema, 404: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request) => describePasswordToken(ctx, request.query.token),
    )

    r.post(
      '/password/set',
      {
        config: { access: 'public', rateLimit: { max: ctx.config.PASSWORD_RESET_MAX_PER_HOUR * 10, timeWindow: HOUR } },
        schema: {
          tags,
          summary: 'Sets the password with a one-time link and uses the link up; ends every session of the user',
          body: setPasswordRequestSchema,
          response: { 200: okSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
        },
      },
      async (request) => setPasswordWithToken(ctx, request.body),
    )
  }
}
