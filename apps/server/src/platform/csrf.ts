import type { FastifyInstance } from 'fastify'
import { apiBearerTokenOf } from './bearer-token'
import { AppError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site forms and links cannot set custom headers, so requiring `X-Requested-With: XMLHttpRequest` on every
 * state-changing call (and on the GET calls SPEC defines as state-changing) defeats CSRF together with SameSite cookies.
 * A call authenticated by an API token alone is exempt (platform/bearer-token.ts). The rule is decided on the route
 * the router matched, never on the URL as written: `/%61pi/login` and `/api/login/` reach the same handler as
 * `/api/login`, so they must meet the same rule.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // An unmatched request reaches no handler (it answers 404), so it changes nothing.
    if (!request.routeOptions.url) return
    // A call with an API token carries no cookie the portal reads: nothing a cross-site page could ride on.
    if (apiBearerTokenOf(request) !== null) return
    const changes = !SAFE_METHODS.has(request.method) || request.routeOptions.config?.changesState === true
    if (changes && request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new AppError('CsrfHeaderMissing')
    }
  })
}
