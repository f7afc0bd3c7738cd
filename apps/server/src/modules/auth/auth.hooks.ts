import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../platform/context'
import { apiBearerTokenOf } from '../../platform/bearer-token'
import { AppError } from '../../platform/errors'
import { routeAccessRules } from '../../platform/route-config'
import { authorize } from '../../policies/authorize'
import { checkTokenScope, countTokenCall, resolveApiToken } from '../api-tokens/api-token-auth'
import { resolveSession, resolveSessionWithUserData } from './auth.service'
import { SESSION_COOKIE } from './session-token'

/**
 * Resolves the session cookie into `request.actor` and enforces each route's declared access. Every route is for
 * signed-in users unless it declares `access: 'public'` (the web app's files and the API documentation do, see
 * `publicRoutes` in route-config.ts). The decision is made on the route the router matched, never on the URL as written, so no spelling
 * of a path (`/%61pi/…`, a trailing slash) gets past it. A call with `Authorization: Bearer <token>` is
 * authenticated by that personal API token alone, its cookies ignored, within the token's scopes (ADR 0031).
 */
export function registerAuthHooks(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('actor', null)
  app.decorateRequest('userData', null)
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions
    // An unmatched request answers 404 and reaches no handler.
    if (!route.url) return
    const config = route.config ?? {}
    const access = config.access ?? 'user'
    const bearer = apiBearerTokenOf(request)
    if (bearer !== null) {
      // A call no token may make is refused before the token is looked up.
      if (!config.tokenScope) throw new AppError('ApiTokenNotAllowed')
      const actor = await resolveApiToken(ctx, bearer)
      checkTokenScope(actor, config.tokenScope)
      await countTokenCall(ctx, actor.apiToken!.id, reply)
      request.actor = { ...actor, ip: request.ip }
      if (access !== 'public') authorize(request.actor, routeAccessRules[access])
      return
    }
    const token = config.skipSession ? undefined : request.cookies[SESSION_COOKIE]
    if (token && config.withUserData) {
      const resolved = await resolveSessionWithUserData(ctx, token)
      request.actor = resolved?.actor ?? null
      request.userData = resolved?.userData ?? null
    } else if (token) request.actor = await resolveSession(ctx, token)
    // A copy: the resolved actor may be the session cache's own object, shared by every request of the session.
    if (request.actor) request.actor = { ...request.actor, ip: request.ip }
    if (access === 'public') return
    if (!request.actor) throw new AppError('Unauthorized')
    authorize(request.actor, routeAccessRules[access])
  })
}
