import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { singleSignOnEndpoints as endpoints } from '@psp/contracts/endpoints/single-sign-on.endpoints'
import { SSO_FAILURE_PARAM, type SsoFailure } from '@psp/contracts/single-sign-on-failures'
import type { AppContext } from '../../platform/context'
import { routeOf } from '../../platform/endpoint-route'
import { securityEvent } from '../../platform/security-log'
import { logout } from '../auth/auth.service'
import { sessionCookieOptions, SESSION_COOKIE } from '../auth/session-token'
import { FLOW_COOKIE, flowCookieOptions } from './flow-cookie'
import { afterSignIn } from './after-sign-in'
import { beginSignIn, finishSignIn } from './single-sign-on.service'

/** The login page, saying why single sign-on did not go through. */
const loginPageWith = (failure: SsoFailure) => `/login?${SSO_FAILURE_PARAM}=${failure}`

export function singleSignOnRoutes(ctx: AppContext) {
  const flowCookie = flowCookieOptions(ctx.config)
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      endpoints.ssoLogin,
      {
        // A navigation from the login page's button: it changes nothing on the portal until the provider answers.
        config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
        tags: ['auth'],
        summary: 'Begin a single sign-on at the OpenID Connect provider (redirects)',
        description:
          'Redirects to the provider’s authorization endpoint (code flow with PKCE, state and nonce, kept in a ' +
          'short-lived encrypted cookie); `context` is the portal path to open afterwards. When single sign-on is ' +
          'not set up or the provider cannot be reached, redirects to /login?sso=off|unavailable.',
        responses: { 302: z.null().describe('Redirect to the provider, or back to /login?sso=<failure>') },
      },
      async (request, reply) => {
        const begun = await beginSignIn(ctx, request.query.context)
        if (!begun.ok) {
          request.log.warn({ event: 'auth.sso.unavailable', problem: begun.problem }, 'single sign-on not begun')
          return reply.redirect(loginPageWith(begun.failure), 302)
        }
        reply.setCookie(FLOW_COOKIE, begun.cookie, flowCookie)
        return reply.redirect(begun.url, 302)
      },
    )

    await routeOf(
      app,
      endpoints.ssoCallback,
      {
        // The provider sends the browser back with a top-level navigation, which cannot carry the CSRF header: the
        // state, bound to this browser by the flow cookie, is the proof here instead. Its `error` is the provider's
        // (the user cancelled), never the simulated-errors switch.
        config: { access: 'public', queryErrorIsProtocol: true, rateLimit: { max: 30, timeWindow: 60_000 } },
        tags: ['auth'],
        summary: 'Finish a single sign-on: the OpenID Connect provider’s redirect back (redirects)',
        description:
          'Exchanges the code, checks state, nonce and PKCE against the flow cookie, and signs in the account with ' +
          'the provider’s verified e-mail (or creates it when OIDC_CREATE_USERS is on); redirects to the portal ' +
          'path the sign-in began for. A refusal redirects to /login?sso=<failure> (failed, denied, unverified, ' +
          'unknown, blocked, unavailable, off).',
        responses: { 302: z.null().describe('Redirect into the portal, or to /login?sso=<failure>') },
      },
      async (request, reply) => {
        const at = request.url.indexOf('?')
        const result = await finishSignIn(ctx, {
          query: at >= 0 ? request.url.slice(at) : '',
          flowCookie: request.cookies[FLOW_COOKIE],
          ip: request.ip,
        })
        reply.clearCookie(FLOW_COOKIE, { ...flowCookie, maxAge: undefined })
        if (!result.ok) {
          securityEvent(request, 'auth.sso.failed', { failure: result.failure, problem: result.problem })
          return reply.redirect(loginPageWith(result.failure), 302)
        }
        // A fresh session id at every sign-in: an old cookie (if any) is dropped with its session.
        if (request.actor) await logout(ctx, request.actor.sessionId)
        reply.setCookie(SESSION_COOKIE, result.session.token, sessionCookieOptions(ctx.config))
        securityEvent(request, 'auth.sso.succeeded', { userId: result.session.userId, created: result.created })
        return reply.redirect(await afterSignIn(ctx, result.session, result.context), 302)
      },
    )
  }
}
