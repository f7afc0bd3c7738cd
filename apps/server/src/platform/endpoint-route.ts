import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  EVENT_STREAM,
  FILE,
  MULTIPART,
  REDIRECT,
  type Endpoint,
  type EndpointSchemas,
} from '@psp/contracts/endpoints/endpoint'
import type { RouteAccess } from './route-config'

/**
 * Registers a route from its endpoint record (packages/contracts/src/endpoints, ADR 0015), so the method, the path and
 * the params, query, body and 200 schemas are written once, in the contracts. The route adds only what is the
 * server's: who may call it, its OpenAPI text, the other statuses it answers, its content type when the answer is not
 * JSON, and the handler. Lint allows no other way to register a route in `*.routes.ts`.
 */

/** The statuses a route adds to its record's success: errors, 304, a redirect, a probe's 503, a 204's description. */
type Responses = { [status: number]: z.ZodType } & { 200?: never }

export interface RouteSpec<R extends Responses> {
  config: FastifyContextConfig & { access: RouteAccess }
  tags: string[]
  summary?: string
  description?: string
  responses?: R
  /** A file or event stream (a record answering FILE or EVENT_STREAM): its media type and the 200's description. */
  answer?: { type: string; description?: string }
  /** An event stream must reach the browser as it is written, not gathered for compression. */
  compress?: false
}

type Part<T> = T extends z.ZodType ? T : undefined
type Success<T> = T extends z.ZodType ? { 200: T } : T extends null ? { 204: z.ZodNull } : { 200: z.ZodAny }

/** The Fastify schema the record and the spec make, as a type: the handler's request and reply are typed from it. */
export type RouteSchemaOf<S extends EndpointSchemas, R extends Responses> = {
  params: Part<S['params']>
  querystring: Part<S['query']>
  body: Part<S['body']>
  response: Success<S['response']> & R
}

export type EndpointHandler<S extends EndpointSchemas, R extends Responses> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<S, R>,
  ZodTypeProvider
>

/** `await routeOf(app, alertsEndpoints.getAlerts, { config: { access: 'user' }, tags, summary }, handler)`. */
export async function routeOf<S extends EndpointSchemas, R extends Responses = Record<never, never>>(
  app: FastifyInstance,
  endpoint: Endpoint<S>,
  spec: RouteSpec<R>,
  handler: EndpointHandler<S, R>,
): Promise<void> {
  const schemas = await endpoint.schemas()
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: spec.config,
    ...(spec.compress === false ? { compress: false } : {}),
    schema: {
      tags: spec.tags,
      ...(spec.summary === undefined ? {} : { summary: spec.summary }),
      ...(spec.description === undefined ? {} : { description: spec.description }),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...bodyOf(endpoint, schemas, spec),
      ...(spec.answer ? { produces: [spec.answer.type] } : {}),
      response: { ...successOf(endpoint, schemas, spec), ...spec.responses },
    },
    handler: handler as RouteOptions['handler'],
  })
}

const where = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`

/** A JSON body is validated by its schema; a multipart one is read by the route's `config.upload` rules instead. */
function bodyOf(endpoint: Endpoint, schemas: EndpointSchemas, spec: RouteSpec<Responses>) {
  const multipart = schemas.body === MULTIPART
  if (multipart !== Boolean(spec.config.upload)) {
    throw new Error(`${where(endpoint)}: a MULTIPART body and config.upload go together`)
  }
  return schemas.body === undefined || multipart ? {} : { body: schemas.body }
}

/** The success the record states: its 200 schema, a 204, a file or stream in the spec's media type, or a redirect. */
function successOf(
  endpoint: Endpoint,
  schemas: EndpointSchemas,
  spec: RouteSpec<Responses>,
): Record<number, z.ZodType> {
  const { response } = schemas
  const nonJson = response === FILE || response === EVENT_STREAM
  if (nonJson !== Boolean(spec.answer)) {
    throw new Error(`${where(endpoint)}: a FILE or EVENT_STREAM answer and the spec's answer type go together`)
  }
  if (spec.responses && 200 in spec.responses) throw new Error(`${where(endpoint)}: the 200 is the record's`)
  if (response === null) return { 204: z.null() }
  if (response === REDIRECT) {
    const redirects = Object.keys(spec.responses ?? {}).filter((status) => /^30[1-8]$/.test(status))
    if (redirects.length === 0) throw new Error(`${where(endpoint)}: a REDIRECT answer needs its 3xx in responses`)
    return {}
  }
  if (nonJson) {
    // Documented as binary in the answer's media type (openapi-responses.ts); without a description, «The file».
    const description = spec.answer?.description
    return description === undefined ? {} : { 200: z.any().describe(description) }
  }
  return { 200: response }
}
