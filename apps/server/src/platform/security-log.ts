import type { FastifyBaseLogger, FastifyRequest } from 'fastify'

/** Field names that may carry a secret: such fields are never written, whatever a caller passes. */
const SECRET_FIELD = /pass(word)?|token|secret|cookie|authorization|hash|session/i

export type SecurityFields = Record<string, string | number | boolean | null | undefined>

/**
 * Writes one security event (a failed sign-in, a lockout, a sign-out, an Admin's change…) as a structured log line:
 * `{ securityEvent, userId, reqId, ip, …fields }`, found by `securityEvent` in the logs. Given the request, the line
 * carries its id (the `X-Request-Id` answered to the client), its IP and the signed-in user; given a bare logger
 * (a command, a job), the caller names the user. Secrets never reach the log: fields named like one are dropped.
 */
export function securityEvent(target: FastifyRequest | FastifyBaseLogger, event: string, fields: SecurityFields = {}) {
  const request = isRequest(target) ? target : null
  const safe: SecurityFields = {}
  for (const [key, value] of Object.entries(fields)) if (!SECRET_FIELD.test(key)) safe[key] = value
  const line = {
    securityEvent: event,
    userId: request?.actor?.userId ?? null,
    ...(request ? { ip: request.ip } : {}),
    ...safe,
  }
  // A request's logger already binds `reqId` to every line it writes.
  ;(request ? request.log : (target as FastifyBaseLogger)).info(line, `security: ${event}`)
}

function isRequest(target: FastifyRequest | FastifyBaseLogger): target is FastifyRequest {
  return 'routeOptions' in target && 'log' in target
}

/** A request's security events as a service writes them, once its change has succeeded. */
export type AuditLog = (event: string, fields?: SecurityFields) => void

/** The request's audit log: each event names the call that caused it (method and route) besides the user. */
export const auditOf =
  (request: FastifyRequest): AuditLog =>
  (event, fields = {}) =>
    securityEvent(request, event, { method: request.method, route: request.routeOptions.url, ...fields })
