import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { authEndpoints as endpoints } from '@psp/contracts/endpoints/auth.endpoints'
import type { AppContext } from '../../platform/context'
import { routeOf } from '../../platform/endpoint-route'
import { sessionCookieOptions, SESSION_COOKIE } from '../auth/session-token'
import { confirmTokenLogin, signInWithToken } from './token-login.service'

/** Only a path of the portal itself: never another site (`//host`, `/\host`) or a scheme. */
const safeRedirect = (to: string | undefined) => (to && /^\/(?![/\\])[^\s]*$/.test(to) ? to : '/')

export function tokenLoginRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      endpoints.tokenLogin,
      {
        // A top-level navigation from another site cannot carry the CSRF header: the single-use signed token is the
        // proof here instead.
        config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
        tags: ['auth'],
        summary: 'Sign in with a signed token from an external system of the agency (redirects)',
        description:
          'Verifies the HS256/RS256 token (claims jti, iss, sub, exp, iat, email, email_verified, family_name, ' +
          'given_name, middle_name), signs the user in and redirects to `redirect` (a portal path) or home; on ' +
          'failure redirects to /token-login-error?type=<account type>.',
        responses: { 302: z.null().describe('Redirect to the portal path, or to /token-login-error') },
      },
      async (request, reply) => {
        const result = await signInWithToken(ctx, request.query.token)
        if (!result.ok) {
          request.log.info({ event: 'tokenLogin.failed', problem: result.problem }, 'token sign-in refused')
          const type = result.failure ? `?type=${result.failure}` : ''
          return reply.redirect(`/token-login-error${type}`, 302)
        }
        reply.setCookie(SESSION_COOKIE, result.session.token, sessionCookieOptions(ctx.config))
        return reply.redirect(safeRedirect(request.query.redirect), 302)
      },
    )

    await routeOf(
      app,
      endpoints.confirmTokenLogin,
      {
        // Opened from the e-mail, where no CSRF header can be sent: the single-use link token is the proof.
        config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
        tags: ['auth'],
        summary: 'Confirm the e-mail address of a token sign-in (the link of the confirmation e-mail; redirects)',
        description:
          'Links the external user to the account with the address, or creates the account, and redirects to ' +
          '/info?type=tokenLoginConfirmed; a used, unknown or expired link redirects to /info?type=linkExpired.',
        responses: { 302: z.null().describe('Redirect to /info') },
      },
      async (request, reply) => {
        const outcome = await confirmTokenLogin(ctx, request.query.token)
        request.log.info({ event: 'tokenLogin.confirm', outcome }, 'token sign-in address confirmation')
        return reply.redirect(`/info?type=${outcome === 'confirmed' ? 'tokenLoginConfirmed' : 'linkExpired'}`, 302)
      },
    )
  }
}
