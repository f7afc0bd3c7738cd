import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { webhooksEndpoints as endpoints } from '@psp/contracts/endpoints/webhooks.endpoints'
import type { AppContext } from '../../platform/context'
import { routeOf } from '../../platform/endpoint-route'
import { actorOf } from '../../platform/route-config'
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  updateWebhook,
} from './webhooks.service'

const tags = ['webhooks']
const config = { access: 'admin' as const }
const read = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

export function webhooksRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      endpoints.listWebhooks,
      { config, tags, summary: 'The webhook endpoints, newest first', responses: { 403: errorBodySchema } },
      async (request) => listWebhooks(ctx, actorOf(request)),
    )
    await routeOf(
      app,
      endpoints.createWebhook,
      {
        config,
        tags,
        summary: 'Register an endpoint for events; the answer carries its signing secret, shown this once',
        description: "The URL's host must be allowed by WEBHOOK_ALLOWED_HOSTS, else 400.",
        responses: { 400: errorBodySchema, 403: errorBodySchema },
      },
      async (request) => createWebhook(ctx, actorOf(request), request.body),
    )
    await routeOf(
      app,
      endpoints.updateWebhook,
      { config, tags, summary: 'Change the events of an endpoint, or turn it on or off', responses: read },
      async (request) => updateWebhook(ctx, actorOf(request), request.params.id, request.body),
    )
    await routeOf(
      app,
      endpoints.deleteWebhook,
      { config, tags, summary: 'Delete an endpoint with its deliveries', responses: read },
      async (request, reply) => {
        await deleteWebhook(ctx, actorOf(request), request.params.id)
        return reply.status(204).send(null)
      },
    )
    await routeOf(
      app,
      endpoints.listWebhookDeliveries,
      {
        config,
        tags,
        summary: 'The deliveries of an endpoint, newest first, with the last answer of each',
        responses: read,
      },
      async (request) => listDeliveries(ctx, actorOf(request), request.params.id, request.query),
    )
    await routeOf(
      app,
      endpoints.resendWebhookDelivery,
      {
        config,
        tags,
        summary: 'Send a delivery again: a new delivery of the same body, due now',
        responses: { ...read, 409: errorBodySchema },
      },
      async (request) => resendDelivery(ctx, actorOf(request), request.params.id, request.params.deliveryId),
    )
  }
}
