import type { FastifyInstance, FastifyRequest } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { secondFactorEndpoints as endpoints } from '@psp/contracts/endpoints/second-factor.endpoints'
import type { AppContext } from '../../platform/context'
import { routeOf } from '../../platform/endpoint-route'
import { actorOf } from '../../platform/route-config'
import { getAccount } from '../accounts/accounts.service'
import * as secondFactor from './second-factor.service'

const tags = ['second-factor']
/**
 * A signed-in user's code checks are limited per user as well: a session alone (left open, stolen) cannot try the
 * million codes. The sign-in's code step counts in the login limits instead (auth/second-factor-sign-in.ts).
 */
const codeLimit = {
  max: 10,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => request.actor?.userId ?? request.ip,
}

/** The user's own second factor in the profile, and an Admin's reset of a user's (ADR 0029). */
export function secondFactorRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      endpoints.getSecondFactor,
      { config: { access: 'user' }, tags, summary: "Whether the signed-in user's second factor (TOTP) is on" },
      async (request) => secondFactor.getSecondFactorStatus(ctx, actorOf(request)),
    )
    await routeOf(
      app,
      endpoints.setUpSecondFactor,
      {
        config: { access: 'user' },
        tags,
        summary: 'Starts turning the second factor on: a new secret, its otpauth:// URL and QR code (SVG)',
        responses: { 409: errorBodySchema.describe('The second factor is already on (SecondFactorAlreadyEnabled)') },
      },
      async (request) => secondFactor.setUpSecondFactor(ctx, actorOf(request)),
    )
    await routeOf(
      app,
      endpoints.enableSecondFactor,
      {
        config: { access: 'user', rateLimit: codeLimit },
        tags,
        summary:
          'Confirms the set-up with a code from the app: the second factor is on; ten recovery codes, shown once',
        responses: {
          400: errorBodySchema.describe('A wrong code (SecondFactorCodeInvalid) or bad input'),
          409: errorBodySchema.describe('No set-up started, already on, or the code already used'),
        },
      },
      async (request) => secondFactor.enableSecondFactor(ctx, actorOf(request), request.body.code),
    )
    await routeOf(
      app,
      endpoints.disableSecondFactor,
      {
        config: { access: 'user', rateLimit: codeLimit },
        tags,
        summary: 'Turns the second factor off, proved by a code from the app or a recovery code',
        responses: {
          400: errorBodySchema.describe('A wrong code (SecondFactorCodeInvalid) or bad input'),
          403: errorBodySchema.describe(
            'Platform Admins must keep it under REQUIRE_2FA_FOR_ADMINS (SecondFactorRequired)',
          ),
          409: errorBodySchema.describe('The second factor is not on, or the code already used'),
        },
      },
      async (request) => secondFactor.disableSecondFactor(ctx, actorOf(request), request.body.code),
    )
    await routeOf(
      app,
      endpoints.resetAccountSecondFactor,
      {
        config: { access: 'admin' },
        tags: ['accounts', ...tags],
        summary: "A platform Admin turns a user's second factor off (audited): the user signs in with the password",
        responses: {
          404: errorBodySchema,
          409: errorBodySchema.describe('The user has no second factor on (SecondFactorNotEnabled)'),
        },
      },
      async (request) => {
        await secondFactor.resetSecondFactor(ctx, actorOf(request), request.params.id)
        return getAccount(ctx, actorOf(request), request.params.id)
      },
    )
  }
}
