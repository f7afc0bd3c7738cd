import type { FastifyInstance } from 'fastify'
import type { UserDataRow } from '../modules/users/users.repository'
import type { Actor } from './context'

/** Access levels a route declares in its `config.access`; routes are for signed-in users unless they say otherwise. */
export type RouteAccess = 'public' | 'user' | 'admin'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess
    /** Marks a GET that changes state, so the CSRF header rule applies to it too. */
    changesState?: boolean
    /** The session lookup also reads the user data (one round trip instead of two), left in `request.userData`. */
    withUserData?: boolean
    /** The route never looks at the session (the health check, which must not depend on a session lookup). */
    skipSession?: boolean
  }
  interface FastifyRequest {
    actor: Actor | null
    userData: UserDataRow | null
  }
}

/** Narrows `request.actor` in handlers of routes that are not public (the access hook has already checked it). */
export function actorOf(request: { actor: Actor | null }): Actor {
  if (!request.actor) throw new Error('actorOf() used on a public route')
  return request.actor
}

/**
 * Marks every route registered in this scope public and sessionless unless it says otherwise: for routes that other
 * plugins register (static files, the API documentation) and that cannot declare their access themselves.
 */
export function publicRoutes(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.config = { access: 'public', skipSession: true, ...route.config }
  })
}
