import type { RouteOptions } from 'fastify'
import { z } from 'zod'
import { errorBodySchema } from '@psp/contracts'
import type { JsonSchema } from './multipart-doc'

/** What each error status means across the API; every error answer is the catalogue body (ADR 0001) in JSON. */
const errorMeanings: Record<number, string> = {
  400: 'Bad input: a body, query or path parameter the call does not take (reason ValidationError, with `fields`)',
  401: 'Not signed in, or the session has ended (reason Unauthorized), or the API token is unknown, revoked or expired, or its user blocked (reason ApiTokenInvalid)',
  403: 'Not allowed: the role, the user agreement not accepted yet, the X-Requested-With header missing, or an API token outside its scopes (ApiTokenScopeMissing) or on a call no token may make (ApiTokenNotAllowed)',
  404: 'Not found',
  405: 'The action is not available here (MethodNotAllowed)',
  409: 'Not possible in the current state',
  413: 'Too large: the body or a file is over its limit',
  429: 'Too many requests: `Retry-After` says when to try again (reason TooManyRequests)',
  500: 'Server fault (GeneralError)',
  502: 'The service desk failed',
  503: 'The database is unavailable: `Retry-After` says when to try again (reason DatabaseUnavailable)',
}

const errorBody = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(errorBodySchema, { io: 'output' }) as JsonSchema
  return schema
})()

/** A response the swagger plugin writes as is: its own content, whatever the route `produces`. */
const errorResponse = (status: number, description?: string) => ({
  description: description && description !== 'Default Response' ? description : (errorMeanings[status] ?? 'Error'),
  content: { 'application/json': { schema: errorBody } },
})

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS']

/**
 * The errors a call can answer whatever its handler does, from what the route declares: every call refuses bad input
 * (an unknown query key, a broken body: platform/input-guard.ts) and can fail or find the database away; a signed-in
 * call can meet no session or a rule that says no; a call that changes state needs the CSRF header; a path parameter
 * can name nothing; a body can be over the limit; a rate limit refuses past it.
 */
function commonErrorStatuses(route: RouteOptions): number[] {
  const config = route.config ?? {}
  const method = [route.method].flat()[0]
  const statuses = [400, 500, 503]
  const signedIn = (config.access ?? 'user') !== 'public'
  if (signedIn) statuses.push(401, 403)
  // A public call refuses an API token (ADR 0031), unless it never looks at credentials (the health check).
  else if (!config.skipSession || !SAFE_METHODS.includes(method) || config.changesState) statuses.push(403)
  // A call open to API tokens counts each token's calls (API_TOKEN_RATE_LIMIT a minute).
  if (config.rateLimit || config.tokenScope) statuses.push(429)
  if (route.url.includes(':')) statuses.push(404)
  if (!SAFE_METHODS.includes(method)) statuses.push(413)
  return statuses
}

/** Answers without a body: a redirect, 204 and 304 are documented with no content. */
const isBodiless = (status: number) => status === 204 || status === 304 || (status >= 301 && status <= 308)

/**
 * Completes the responses of one operation in the OpenAPI document: the common errors of the route added, every
 * error written as the JSON error body (a route that `produces` a file still fails in JSON), a bodiless status
 * without content, and the success of a file download as binary in the media types it `produces`.
 */
export function completeResponses(
  route: RouteOptions,
  response: Record<string, JsonSchema> | undefined,
  produces: string[] | undefined,
): Record<string, JsonSchema> {
  const declared = { ...response }
  const completed: Record<string, JsonSchema> = {}
  const files = produces?.filter((type) => type !== 'application/json')
  // A route that declares no success is documented as the swagger plugin would: a 200.
  if (!Object.keys(declared).some((status) => Number(status) < 400)) {
    declared['200'] = { description: files?.length ? 'The file' : 'Default Response' }
  }
  for (const [key, schema] of Object.entries(declared)) {
    const status = Number(key)
    const description = schema.description as string | undefined
    if (status >= 400) completed[key] = errorResponse(status, description)
    else if (isBodiless(status)) completed[key] = { type: 'null', description: description ?? 'No content' }
    else if (files?.length && status >= 200 && status < 300) {
      const binary = { type: 'string', format: 'binary' }
      completed[key] = {
        description: description ?? 'The file',
        content: Object.fromEntries(files.map((type) => [type, { schema: binary }])),
      }
    } else completed[key] = schema
  }
  for (const status of commonErrorStatuses(route)) completed[String(status)] ??= errorResponse(status)
  return completed
}
