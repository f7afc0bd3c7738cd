import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  decideOrganizationRequestSchema,
  errorBodySchema,
  innParamsSchema,
  joinOrganizationResponseSchema,
  organizationIdParamsSchema,
  organizationLookupSchema,
  organizationQuerySchema,
  organizationSchema,
  organizationsPageSchema,
  organizationsQuerySchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { readUpload } from '../../platform/upload-reader'
import { joinForm } from './join-upload'
import { joinOrganization } from './join.service'
import { decideOrganization, findByInn, getOrganization, listAllOrganizations } from './organization-card.service'

const tags = ['organizations']
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }

export function organizationCardRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()
    r.get(
      '/organizations',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Every organization of the portal, searched by name or INN, paged (platform Admins)',
          querystring: organizationsQuerySchema,
          response: { 200: organizationsPageSchema, ...errors },
        },
      },
      async (request) => listAllOrganizations(ctx, actorOf(request), request.query),
    )
    r.get(
      '/organizations/find/:inn',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Looks an organization up by its INN (check digits validated)',
          params: innParamsSchema,
          response: { 200: organizationLookupSchema, ...errors },
        },
      },
      async (request) => findByInn(ctx, actorOf(request), request.params.inn),
    )
    r.get(
      '/organizations/:id',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'The organization card (accepted members and platform Admins)',
          params: organizationIdParamsSchema,
          querystring: organizationQuerySchema,
          response: { 200: organizationSchema, ...errors },
        },
      },
      async (request) => getOrganization(ctx, actorOf(request), request.params.id),
    )
    r.patch(
      '/organizations/:id/status',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Confirms or declines an organization registered by a user (platform Admins)',
          params: organizationIdParamsSchema,
          body: decideOrganizationRequestSchema,
          response: { 200: organizationSchema, ...errors },
        },
      },
      async (request) => decideOrganization(ctx, actorOf(request), request.params.id, request.body),
    )
    r.post(
      '/user/organizations',
      {
        config: { access: 'user', upload: joinForm },
        schema: {
          tags,
          summary:
            'Joins an organization by INN (multipart inn, role, files[]); an unknown INN registers the organization',
          description:
            'Multipart fields: inn, role, files[] (PDF/JPG/PNG), and for an INN the portal does not know shortName, ' +
            'fullName and kpp. Registering an unknown organization files an application to the operators with these ' +
            'facts and the files; `application` answers its id and number (null for a join request).',
          response: { 200: joinOrganizationResponseSchema, ...errors, 413: errorBodySchema },
        },
      },
      async (request) => joinOrganization(ctx, actorOf(request), await readUpload(request, joinForm)),
    )
  }
}
