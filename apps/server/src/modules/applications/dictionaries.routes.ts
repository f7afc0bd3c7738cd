import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  applicationTypesResponseSchema,
  errorBodySchema,
  optionsResponseSchema,
  serviceHintResponseSchema,
  serviceIdParamsSchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { findService } from '../knowledge-base/catalog.repository'

const tags = ['applications']
const user = { access: 'user' as const }

/** What the create-order form offers: the service's hint and the service desk's dictionaries. */
export function dictionariesRoutes(ctx: AppContext) {
  const serviceOrNotFound = async (id: string) => {
    const service = await findService(ctx.db, id)
    if (!service) throw new AppError('NotFound', 'Сервис не найден')
    return service
  }
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()
    r.get(
      '/services/:id/hint',
      {
        config: user,
        schema: {
          tags,
          summary: "The service's hint for the application form",
          params: serviceIdParamsSchema,
          response: { 200: serviceHintResponseSchema, 404: errorBodySchema },
        },
      },
      async (request) => ({ hint: (await serviceOrNotFound(request.params.id)).description }),
    )
    r.get(
      '/services/:id/applicationTypes',
      {
        config: user,
        schema: {
          tags,
          summary: 'Kinds of application the service desk takes for the service',
          params: serviceIdParamsSchema,
          response: { 200: applicationTypesResponseSchema, 404: errorBodySchema },
        },
      },
      async (request) => ctx.serviceDesk.applicationTypes(await serviceOrNotFound(request.params.id)),
    )
    r.get(
      '/warranties',
      { config: user, schema: { tags, summary: 'Warranty options', response: { 200: optionsResponseSchema } } },
      async () => ctx.serviceDesk.warranties(),
    )
    r.get(
      '/impacts',
      { config: user, schema: { tags, summary: 'Impact options', response: { 200: optionsResponseSchema } } },
      async () => ctx.serviceDesk.impacts(),
    )
  }
}
