import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { applicationsEndpoints } from '@psp/contracts/endpoints/applications.endpoints'
import { routeOf } from '../../platform/endpoint-route'
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
    await routeOf(
      app,
      applicationsEndpoints.getApplicationViews,
      {
        config: { ...user, tokenScope: 'applications:read' },
        tags,
        summary: "The user's saved views of the order lists and the chosen one",
      },
      async (request) => views.listViews(ctx, actorOf(request)),
    )
    await routeOf(
      app,
      applicationsEndpoints.createApplicationView,
      {
        config: user,
        tags,
        summary: 'Save the sort and filters of an order list as a new view (it becomes the chosen one)',
        responses: errors,
      },
      async (request) => views.createView(ctx, actorOf(request), request.body),
    )
    await routeOf(
      app,
      applicationsEndpoints.updateApplicationView,
      {
        config: user,
        tags,
        summary: 'Save the current sort and filters over a view (it becomes the chosen one)',
        responses: errors,
      },
      async (request) => views.updateView(ctx, actorOf(request), request.params.uuid, request.body),
    )
    await routeOf(
      app,
      applicationsEndpoints.saveApplicationViews,
      {
        config: user,
        tags,
        summary: 'Save the complete set of views and the chosen one (views left out are deleted)',
        responses: errors,
      },
      async (request) => views.replaceViews(ctx, actorOf(request), request.body),
    )
  }
}
