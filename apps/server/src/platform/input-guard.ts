import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { BAD_ENCODING, findInputProblem, type InputProblem } from './bad-text'
import { AppError } from './errors'

/** SPEC §7's test switch rides on many calls whatever else they take (simulated-errors.ts answers it). */
const QUERY_KEYS_EVERYWHERE = ['error']
const UNKNOWN_QUERY_KEY = 'Неизвестный параметр запроса'

/**
 * Bad input gets 400 before any route sees it, whatever the route's own schema says: a bad character (NUL used to
 * reach PostgreSQL and end as a 500) or a bad percent-encoding in the query, the path or the body, a body nested
 * deeper than any form, a number JavaScript cannot hold, and a query key the call does not take (a typo in a client
 * must not pass for "no filter"). Multipart parts are checked as the upload reader takes them. Runs after authentication,
 * so a signed-out caller learns nothing from it; the web app's own pages and files are not API calls and are left be.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions
    if (!route.url?.startsWith('/api/') || route.schema?.hide) return
    const problem =
      rawQueryProblem(request.raw.url ?? '') ??
      findInputProblem(request.query, 'query') ??
      unknownQueryKey(request) ??
      findInputProblem(request.params, 'params') ??
      findInputProblem(request.body, 'body')
    if (problem) throw new AppError('ValidationError', problem.message, { [problem.field]: problem.message })
  })
}

/** The query parser keeps a component it cannot decode (`%FF`) as written; decoded here, it fails. */
function rawQueryProblem(url: string): InputProblem | undefined {
  const start = url.indexOf('?')
  if (start < 0) return undefined
  for (const component of url.slice(start + 1).split(/[&=]/)) {
    try {
      decodeURIComponent(component.replaceAll('+', ' '))
    } catch {
      return { field: 'query', message: BAD_ENCODING }
    }
  }
  return undefined
}

function unknownQueryKey(request: FastifyRequest): InputProblem | undefined {
  const query = request.query as Record<string, unknown> | undefined
  if (!query) return undefined
  const known = queryKeysOf(request.routeOptions.schema?.querystring)
  if (known === 'any') return undefined
  const unknown = Object.keys(query).find((key) => !known.has(key) && !QUERY_KEYS_EVERYWHERE.includes(key))
  return unknown === undefined ? undefined : { field: unknown.slice(0, 100), message: UNKNOWN_QUERY_KEY }
}

const knownQueryKeys = new WeakMap<object, Set<string> | 'any'>()

/** The keys a query schema names (read once per schema); 'any' for a schema that takes keys it does not name. */
function queryKeysOf(schema: unknown): Set<string> | 'any' {
  if (!schema || typeof schema !== 'object') return new Set()
  let keys = knownQueryKeys.get(schema)
  if (!keys) {
    const json = (
      '_zod' in schema ? z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) : schema
    ) as { properties?: Record<string, unknown>; additionalProperties?: unknown }
    keys = json.additionalProperties ? 'any' : new Set(Object.keys(json.properties ?? {}))
    knownQueryKeys.set(schema, keys)
  }
  return keys
}
