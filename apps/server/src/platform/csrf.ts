import type { FastifyInstance } from 'fastify'
import { AppError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site forms and links cannot set custom headers, so requiring `X-Requested-With: XMLHttpRequest` on every
 * state-changing call (and on the GET calls SPEC defines as state-changing) defeats CSRF together with SameSite cookies.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return
    const changes = !SAFE_METHODS.has(request.method) || request.routeOptions.config?.changesState === true
    if (changes && request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      throw new AppError('CsrfHeaderMissing')
    }
  })
}
