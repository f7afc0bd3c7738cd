import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { routeAccessRules } from '../../platform/route-config'
import { authorize } from '../../policies/authorize'
import { resolveSession, resolveSessionWithUserData } from './auth.service'
import { sessionCacheOf } from './session-cache'
import { SESSION_COOKIE } from './session-token'

/**
 * Resolves the session cookie into `request.actor` and enforces each route's declared access.
 * API routes are for signed-in users unless they declare `access: 'public'`.
 */
export function registerAuthHooks(app: FastifyInstance, ctx: AppContext) {
  // Created now, so the cache follows the change feed from the start (app.ts starts the feed).
  sessionCacheOf(ctx)
  app.decorateRequest('actor', null)
  app.decorateRequest('userData', null)
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return
    // The API documentation is public; every other API route is for signed-in users unless it says otherwise.
    const access = request.url.startsWith('/api/docs') ? 'public' : (request.routeOptions.config?.access ?? 'user')
    const token = request.routeOptions.config?.skipSession ? undefined : request.cookies[SESSION_COOKIE]
    if (token && request.routeOptions.config?.withUserData) {
      const resolved = await resolveSessionWithUserData(ctx, token)
      request.actor = resolved?.actor ?? null
      request.userData = resolved?.userData ?? null
    } else if (token) request.actor = await resolveSession(ctx, token)
    if (access === 'public' || !request.routeOptions.url) return
    if (!request.actor) throw new AppError('Unauthorized')
    authorize(request.actor, routeAccessRules[access])
  })
}
