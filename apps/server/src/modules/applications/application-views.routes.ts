import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  applicationViewCreatedSchema,
  applicationViewInputSchema,
  applicationViewParamsSchema,
  applicationViewsReplaceSchema,
  applicationViewsSchema,
  errorBodySchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import * as views from './application-views.service'

const tags = ['applications']
/** A view is its author's own: any signed-in user keeps views, and only of themself (enforced by the queries). */
const user = { access: 'user' as const }
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }

/** The saved views of the order lists (SPEC §7 Views). */
export function applicationViewsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()
    r.get(
      '/views',
      {
        config: user,
        schema: {
          tags,
          summary: "The user's saved views of the order lists and the chosen one",
          response: { 200: applicationViewsSchema },
        },
      },
      async (request) => views.listViews(ctx, actorOf(request)),
    )
    r.post(
      '/views',
      {
        config: user,
        schema: {
          tags,
          summary: 'Save the sort and filters of an order list as a new view (it becomes the chosen one)',
          body: applicationViewInputSchema,
          response: { 200: applicationViewCreatedSchema, ...errors },
        },
      },
      async (request) => views.createView(ctx, actorOf(request), request.body),
    )
    r.put(
      '/views/:uuid',
      {
        config: user,
        schema: {
          tags,
          summary: 'Save the current sort and filters over a view (it becomes the chosen one)',
          params: applicationViewParamsSchema,
          body: applicationViewInputSchema,
          response: { 200: applicationViewsSchema, ...errors },
        },
      },
      async (request) => views.updateView(ctx, actorOf(request), request.params.uuid, request.body),
    )
    r.put(
      '/views',
      {
        config: user,
        schema: {
          tags,
          summary: 'Save the complete set of views and the chosen one (views left out are deleted)',
          body: applicationViewsReplaceSchema,
          response: { 200: applicationViewsSchema, ...errors },
        },
      },
      async (request) => views.replaceViews(ctx, actorOf(request), request.body),
    )
  }
}
