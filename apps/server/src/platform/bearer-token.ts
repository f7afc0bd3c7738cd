import type { FastifyRequest } from 'fastify'

/**
 * The personal API token of a request (ADR 0031): an `Authorization: Bearer <token>` header on an /api route that
 * looks at credentials. Such a request is authenticated by the token alone (its cookies are ignored), so the CSRF
 * header rule does not apply to it: a cross-site page cannot make a browser send this header without a CORS
 * preflight, which the portal never grants. /metrics reads its own bearer token (metrics-access.ts).
 */
export function apiBearerTokenOf(request: FastifyRequest): string | null {
  const route = request.routeOptions
  if (!route.url?.startsWith('/api/') || route.config?.skipSession) return null
  const header = request.headers.authorization
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  return match?.[1] ?? null
}
