import type { FastifyInstance } from 'fastify'
import { AppError } from './errors'

interface KnownPath {
  pattern: RegExp
  methods: Set<string>
}

/** `/api/organizations/:orgId/users/:userId` as a pattern of the paths it matches (a parameter is one segment). */
function patternOf(url: string) {
  const escaped = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${escaped}/?$`)
}

/**
 * SPEC §8's MethodNotAllowed: a call to a path the API has, with a method it does not take there (`DELETE
 * /api/user/info`, a POST on a PUT route), answers 405 with the methods it does take in `Allow`; a path the API does
 * not have stays a 404. The router cannot tell the two apart (both reach the not-found handler), so the API's paths
 * are kept here as they are added. Only /api calls: the web app's pages answer every path.
 */
export function registerMethodNotAllowed(app: FastifyInstance) {
  const known = new Map<string, KnownPath>()
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.includes('*')) return
    const path = known.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set() }
    for (const method of [route.method].flat()) path.methods.add(method)
    known.set(route.url, path)
  })
  app.addHook('onRequest', async (request, reply) => {
    // A matched route takes its method; only the not-found answer is in question.
    if (request.routeOptions.url || !request.url.startsWith('/api/')) return
    const path = safeDecode(request.url.split('?')[0])
    const allowed = new Set<string>()
    for (const { pattern, methods } of known.values()) {
      if (pattern.test(path)) for (const method of methods) allowed.add(method)
    }
    if (allowed.size === 0) return
    reply.header('Allow', [...allowed].sort().join(', '))
    throw new AppError('MethodNotAllowed')
  })
}

function safeDecode(path: string) {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
