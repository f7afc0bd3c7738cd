import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
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
  const multipart = input.route.config?.upload?.body
  if (!multipart) return { ...result, schema: { ...schema, response } }
  return { ...result, schema: { ...schema, response, consumes: ['multipart/form-data'], body: multipart } }
}

/** OpenAPI generated from the zod contracts of the routes: UI at /api/docs, document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Портал самообслуживания: API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'psp_session' } } },
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
