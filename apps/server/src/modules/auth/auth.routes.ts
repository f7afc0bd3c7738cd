import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { errorBodySchema } from '@psp/contracts'
import { authEndpoints as endpoints } from '@psp/contracts/endpoints/auth.endpoints'
import type { AppContext } from '../../platform/context'
import { routeOf } from '../../platform/endpoint-route'
import { actorOf } from '../../platform/route-config'
import { getUserData } from '../users/users.service'
import { securityEvent } from '../../platform/security-log'
import { InvalidCredentialsError, login, logout, RateLimitedError, signOut } from './auth.service'
import { DEVICE_COOKIE, deviceCookieOptions } from './login-device'
import { sessionCookieOptions, SESSION_COOKIE } from './session-token'
import { answerSecondStep } from './second-factor-sign-in.routes'

export function authRoutes(ctx: AppContext) {
  const cookieOptions = sessionCookieOptions(ctx.config)
  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(SESSION_COOKIE, { ...cookieOptions, maxAge: undefined })

  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      endpoints.login,
      {
        config: { access: 'public' },
        tags: ['auth'],
        summary: 'Sign in with an e-mail or user name and a password',
        responses: { 401: errorBodySchema, 429: errorBodySchema },
      },
      async (request, reply) => {
        try {
          const session = await login(ctx, request.body, request.ip, request.cookies[DEVICE_COOKIE])
          // A fresh session id at every login: an old cookie (if any) is dropped with its session.
          if (request.actor) await logout(ctx, request.actor.sessionId)
          if (session.secondStep) return answerSecondStep(ctx, request, reply, session)
          reply.setCookie(SESSION_COOKIE, session.token, cookieOptions)
          reply.setCookie(DEVICE_COOKIE, session.deviceToken, deviceCookieOptions(ctx.config))
          securityEvent(request, 'auth.login.succeeded', { userId: session.userId })
          return getUserData(ctx, session.userId, session.organizationId)
        } catch (e) {
          if (e instanceof RateLimitedError) {
            reply.header('Retry-After', String(e.retryAfterSeconds))
            securityEvent(request, 'auth.login.locked', { limit: e.scope, userId: e.userId })
          } else if (e instanceof InvalidCredentialsError) {
            securityEvent(request, 'auth.login.failed', { failure: e.failure, userId: e.userId })
          }
          throw e
        }
      },
    )

    await routeOf(
      app,
      endpoints.logout,
      {
        config: { access: 'public', agreementExempt: true },
        tags: ['auth'],
        summary: 'Sign out',
        responses: { 204: z.null().describe('Signed out: the session ended, its cookie cleared') },
      },
      async (request, reply) => {
        if (request.actor) {
          await signOut(ctx, actorOf(request))
          securityEvent(request, 'auth.logout')
        }
        clearCookie(reply)
        return reply.status(204).send(null)
      },
    )
  }
}
