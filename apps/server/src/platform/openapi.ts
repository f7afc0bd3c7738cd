import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { JsonSchema } from './multipart-doc'
import { completeResponses } from './openapi-responses'
import { publicRoutes } from './route-config'

type Transform = typeof jsonSchemaTransform

/**
 * The zod schemas as JSON Schema, a route's `config.upload` as its `multipart/form-data` request body (Fastify never
 * sees it as a body schema: the upload reader reads the parts), and every status the call can answer
 * (openapi-responses.ts).
 */
const transform: Transform = (input) => {
  const result = jsonSchemaTransform(input)
  const schema = result.schema as typeof result.schema & {
    response?: Record<string, JsonSchema>
    produces?: string[]
  }
  const response = completeResponses(input.route, schema.response, schema.produces)
  const security = securityOf(input.route.config)
  const multipart = input.route.config?.upload?.body
  if (!multipart) return { ...result, schema: { ...schema, ...security, response } }
  return { ...result, schema: { ...schema, ...security, response, consumes: ['multipart/form-data'], body: multipart } }
}

/**
 * How a call is authenticated: none for a public one; a session, or a personal API token where the route names the
 * token's scope (ADR 0031). A bearer scheme of OpenAPI 3.0 takes no scope list, so the scope is stated in the
 * operation's `x-token-scope` and its description, for an integrator and a generated client alike.
 */
function securityOf(config: RouteOptions['config']): {
  security: Record<string, string[]>[]
  'x-token-scope'?: string
} {
  if (config?.access === 'public') return { security: [] }
  const scope = config?.tokenScope
  if (!scope) return { security: [{ session: [] }] }
  return { security: [{ session: [] }, { apiToken: [] }], 'x-token-scope': scope }
}

/** OpenAPI generated from the zod contracts of the routes: UI at /api/docs, document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Портал самообслуживания: API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'psp_session' },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API token from the profile («Токены API»): `Authorization: Bearer <token>`. It opens only ' +
              'the calls whose `x-token-scope` is among its scopes (knowledge-base:read, applications:read, ' +
              'applications:write, reports:read), needs no X-Requested-With header and sets no cookie; each token ' +
              'may make API_TOKEN_RATE_LIMIT calls a minute (429 past it)',
          },
        },
      },
      security: [{ session: [] }],
    },
    transform,
  })
  // The documentation is public: the UI's routes are marked so in their own scope.
  await app.register(async (docs) => {
    publicRoutes(docs)
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  })
}
