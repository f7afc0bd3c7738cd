import { timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import type { FastifyRequest } from 'fastify'

function isLoopback(address: string) {
  const bare = address.trim().replace(/^\[|\]$/g, '')
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare
  if (isIP(v4) === 4) return v4.startsWith('127.')
  return bare === '::1'
}

/**
 * Every address the request names for its client. `request.ip` is the client as TRUST_PROXY resolves it; the
 * forwarding headers are read too, because without TRUST_PROXY a reverse proxy on the same host makes every outside
 * client look like 127.0.0.1, and only the header it adds tells them apart.
 */
function claimedAddresses(request: FastifyRequest) {
  const addresses = [request.ip]
  const forwardedFor = request.headers['x-forwarded-for']
  for (const header of [forwardedFor, request.headers['x-real-ip']].flat()) {
    if (header) addresses.push(...header.split(','))
  }
  const forwarded = request.headers.forwarded
  if (forwarded) for (const m of forwarded.matchAll(/for="?([^";,]+)/gi)) addresses.push(m[1].replace(/:\d+$/, ''))
  return addresses
}

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Who may read /metrics: a client on this host (every address the request names is loopback), or anyone showing
 * `Authorization: Bearer <METRICS_TOKEN>` when the token is set.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined) {
  if (claimedAddresses(request).every(isLoopback)) return true
  const authorization = request.headers.authorization ?? ''
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
  return Boolean(token && match && sameSecret(match[1], token))
}
