import type { FastifyInstance } from 'fastify'
import type { ApiTokenScope, PolicyAction } from '@psp/contracts'
import type { UserDataRow } from '../modules/users/users.repository'
import type { Actor } from './context'

/**
 * Access levels a route declares in its `config.access` (every /api route declares one; the route-inventory test
 * fails otherwise). Besides 'public', each level is a named rule of the policies, asked by the auth hook before the
 * body is read; the service asks its own finer rule again.
 */
export const routeAccessRules = { user: 'signedIn', admin: 'administer' } as const satisfies Record<
  string,
  PolicyAction
>
export type RouteAccess = 'public' | keyof typeof routeAccessRules

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess
    /** Marks a GET that changes state, so the CSRF header rule applies to it too. */
    changesState?: boolean
    /** The session lookup also reads the user data (one round trip instead of two), left in `request.userData`. */
    withUserData?: boolean
    /** The route never looks at the session (the health check, which must not depend on a session lookup). */
    skipSession?: boolean
    /** A call the terms dialog needs, answered to a user who has not accepted the current agreement yet. */
    agreementExempt?: boolean
    /**
     * The scope a personal API token needs to make this call (ADR 0031). A route without one refuses tokens: token
     * management, passwords, signing in and out, the Admins' screens.
     */
    tokenScope?: ApiTokenScope
    /** The query's `error` belongs to a protocol (an OAuth redirect back), not to the simulated-errors test switch. */
    queryErrorIsProtocol?: boolean
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
