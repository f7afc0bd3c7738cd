import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { authEndpoints } from '@psp/contracts/endpoints/auth.endpoints'
import { routeOf } from '../../platform/endpoint-route'
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
    const tags = ['password']
    // Both calls that take a token or an address from strangers are limited per IP address.
    const limited = {
      access: 'public' as const,
      rateLimit: { max: ctx.config.PASSWORD_RESET_MAX_PER_HOUR, timeWindow: HOUR },
    }

    await routeOf(
      app,
      authEndpoints.requestPasswordReset,
      {
        config: limited,
        tags,
        summary: 'Sends a one-time password-reset link; answers the same whether or not the address is registered',
        responses: { 400: errorBodySchema, 429: errorBodySchema },
      },
      async (request) => requestPasswordReset(ctx, request.body, request.log),
    )

    await routeOf(
      app,
      authEndpoints.getPasswordToken,
      {
        config: { access: 'public', rateLimit: { max: ctx.config.PASSWORD_RESET_MAX_PER_HOUR * 10, timeWindow: HOUR } },
        tags,
        summary: 'Checks a set-password link (account created or password reset) before the form is shown',
        responses: { 404: errorBodySchema, 409: errorBodySchema },
      },
      async (request) => describePasswordToken(ctx, request.query.token),
    )

    await routeOf(
      app,
      authEndpoints.setPassword,
      {
        config: { access: 'public', rateLimit: { max: ctx.config.PASSWORD_RESET_MAX_PER_HOUR * 10, timeWindow: HOUR } },
        tags,
        summary: 'Sets the password with a one-time link and uses the link up; ends every session of the user',
        responses: { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
      async (request) => setPasswordWithToken(ctx, request.body),
    )
  }
}
