import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI generated from the zod contracts of the routes: UI at /api/docs, document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Портал самообслуживания: API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'psp_session' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(async (docs) => {
    // The documentation is public; its routes say so like every other /api route (the route-inventory test checks).
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' }
    })
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  })
}
