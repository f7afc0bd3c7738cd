import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { applicationsEndpoints } from '@psp/contracts/endpoints/applications.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { findService } from '../knowledge-base/catalog.repository'

const tags = ['applications']
/** The dictionaries an application is filed with: open to API tokens that read applications (ADR 0031). */
const user = { access: 'user' as const, tokenScope: 'applications:read' as const }

/** What the create-order form offers: the service's hint and the service desk's dictionaries. */
export function dictionariesRoutes(ctx: AppContext) {
  const serviceOrNotFound = async (id: string) => {
    const service = await findService(ctx.db, id)
    if (!service) throw new AppError('NotFound', 'Сервис не найден')
    return service
  }
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      applicationsEndpoints.getServiceHint,
      {
        config: user,
        tags,
        summary: "The service's hint for the application form",
        responses: { 404: errorBodySchema },
      },
      async (request) => ({ hint: (await serviceOrNotFound(request.params.id)).description }),
    )
    await routeOf(
      app,
      applicationsEndpoints.getApplicationTypes,
      {
        config: user,
        tags,
        summary: 'Kinds of application the service desk takes for the service',
        // 502 FailedToGetDataFromSd: an external desk's list it could not read (ADR 0038).
        responses: { 404: errorBodySchema, 502: errorBodySchema },
      },
      async (request) => ctx.serviceDesk.applicationTypes(await serviceOrNotFound(request.params.id)),
    )
    await routeOf(
      app,
      applicationsEndpoints.getWarranties,
      {
        config: user,
        tags,
        summary: 'Warranty options',
        responses: { 502: errorBodySchema },
      },
      async () => ctx.serviceDesk.warranties(),
    )
    await routeOf(
      app,
      applicationsEndpoints.getImpacts,
      {
        config: user,
        tags,
        summary: 'Impact options',
        responses: { 502: errorBodySchema },
      },
      async () => ctx.serviceDesk.impacts(),
    )
  }
}
