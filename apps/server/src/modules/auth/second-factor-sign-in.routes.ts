import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { secondFactorEndpoints as endpoints } from '@psp/contracts/endpoints/second-factor.endpoints'
import type { AppContext } from '../../platform/context'
import { routeOf } from '../../platform/endpoint-route'
import { securityEvent } from '../../platform/security-log'
import { getUserData } from '../users/users.service'
import { RateLimitedError } from './auth.service'
import { DEVICE_COOKIE, deviceCookieOptions } from './login-device'
import { PENDING_SIGN_IN_COOKIE, pendingSignInCookieOptions, type SecondStep } from './pending-sign-in'
import { enableAtSignIn, setUpAtSignIn, signInWithCode } from './second-factor-sign-in'
import { sessionCookieOptions, SESSION_COOKIE } from './session-token'

const tags = ['auth', 'second-factor']
const codeErrors = {
  400: errorBodySchema.describe('A wrong code (SecondFactorCodeInvalid) or bad input'),
  401: errorBodySchema.describe('No pending sign-in, or it expired: sign in with the password again'),
  409: errorBodySchema.describe('The code was used already (SecondFactorCodeUsed)'),
  429: errorBodySchema,
}

/** POST /login's answer when the password was right and a second step is needed: the pending sign-in's cookie. */
export function answerSecondStep(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  pending: { secondStep: SecondStep; pendingToken: string },
) {
  reply.setCookie(PENDING_SIGN_IN_COOKIE, pending.pendingToken, pendingSignInCookieOptions(ctx.config))
  securityEvent(request, 'auth.login.second_step', { step: pending.secondStep })
  return pending.secondStep === 'code'
    ? ({ secondFactorRequired: true } as const)
    : ({ secondFactorSetupRequired: true } as const)
}

/** The code step of the sign-in, and the forced set-up of platform Admins (ADR 0029). */
export function secondFactorSignInRoutes(ctx: AppContext) {
  const attemptOf = (request: FastifyRequest & { body: { code: string } }) => ({
    pendingToken: request.cookies[PENDING_SIGN_IN_COOKIE],
    code: request.body.code,
    ip: request.ip,
    deviceToken: request.cookies[DEVICE_COOKIE],
  })
  const signedIn = (
    request: FastifyRequest,
    reply: FastifyReply,
    session: { token: string; deviceToken: string; userId: string; organizationId: string | null },
  ) => {
    reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(ctx.config))
    reply.setCookie(DEVICE_COOKIE, session.deviceToken, deviceCookieOptions(ctx.config))
    reply.clearCookie(PENDING_SIGN_IN_COOKIE, { ...pendingSignInCookieOptions(ctx.config), maxAge: undefined })
    securityEvent(request, 'auth.login.succeeded', { userId: session.userId, secondFactor: true })
    return getUserData(ctx, session.userId, session.organizationId)
  }
  const logFailure = (request: FastifyRequest, e: unknown) => {
    if (e instanceof RateLimitedError) {
      securityEvent(request, 'auth.login.locked', { limit: e.scope, userId: e.userId })
    } else securityEvent(request, 'auth.second_factor.failed')
  }
  const rateLimited = (reply: FastifyReply, e: unknown) => {
    if (e instanceof RateLimitedError) reply.header('Retry-After', String(e.retryAfterSeconds))
  }

  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      endpoints.signInWithCode,
      {
        config: { access: 'public' },
        tags,
        summary: 'Completes a sign-in whose password was right with a code from the app or a recovery code',
        responses: codeErrors,
      },
      async (request, reply) => {
        try {
          return await signedIn(request, reply, await signInWithCode(ctx, attemptOf(request)))
        } catch (e) {
          rateLimited(reply, e)
          logFailure(request, e)
          throw e
        }
      },
    )
    await routeOf(
      app,
      endpoints.setUpSecondFactorAtSignIn,
      {
        config: { access: 'public' },
        tags,
        summary: "A platform Admin's forced set-up (REQUIRE_2FA_FOR_ADMINS): a new secret, its URL and QR code",
        responses: { 401: codeErrors[401], 409: errorBodySchema.describe('The second factor is already on') },
      },
      async (request) => setUpAtSignIn(ctx, request.cookies[PENDING_SIGN_IN_COOKIE]),
    )
    await routeOf(
      app,
      endpoints.enableSecondFactorAtSignIn,
      {
        config: { access: 'public' },
        tags,
        summary: 'Confirms the forced set-up with a code: the second factor is on, the session opens; recovery codes',
        responses: codeErrors,
      },
      async (request, reply) => {
        try {
          const done = await enableAtSignIn(ctx, attemptOf(request))
          return { recoveryCodes: done.recoveryCodes, user: await signedIn(request, reply, done) }
        } catch (e) {
          rateLimited(reply, e)
          logFailure(request, e)
          throw e
        }
      },
    )
  }
}
