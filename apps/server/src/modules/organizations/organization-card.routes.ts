import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { organizationsEndpoints } from '@psp/contracts/endpoints/organizations.endpoints'
import { routeOf } from '../../platform/endpoint-route'
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
    await routeOf(
      app,
      organizationsEndpoints.getAllOrganizations,
      {
        config: { access: 'admin' },
        tags,
        summary: 'Every organization of the portal, searched by name or INN, paged (platform Admins)',
        responses: errors,
      },
      async (request) => listAllOrganizations(ctx, actorOf(request), request.query),
    )
    await routeOf(
      app,
      organizationsEndpoints.findOrganizationByInn,
      {
        config: { access: 'user' },
        tags,
        summary: 'Looks an organization up by its INN (check digits validated)',
        responses: errors,
      },
      async (request) => findByInn(ctx, actorOf(request), request.params.inn),
    )
    await routeOf(
      app,
      organizationsEndpoints.getOrganization,
      {
        config: { access: 'user' },
        tags,
        summary: 'The organization card (accepted members and platform Admins)',
        responses: errors,
      },
      async (request) => getOrganization(ctx, actorOf(request), request.params.id),
    )
    await routeOf(
      app,
      organizationsEndpoints.decideOrganization,
      {
        config: { access: 'admin' },
        tags,
        summary: 'Confirms or declines an organization registered by a user (platform Admins)',
        responses: errors,
      },
      async (request) => decideOrganization(ctx, actorOf(request), request.params.id, request.body),
    )
    await routeOf(
      app,
      organizationsEndpoints.joinOrganization,
      {
        config: { access: 'user', upload: joinForm },
        tags,
        summary:
          'Joins an organization by INN (multipart inn, role, files[]); an unknown INN registers the organization',
        description:
          'Multipart fields: inn, role, files[] (PDF/JPG/PNG), and for an INN the portal does not know shortName, ' +
          'fullName and kpp. Registering an unknown organization files an application to the operators with these ' +
          'facts and the files; `application` answers its id and number (null for a join request).',
        responses: { ...errors, 413: errorBodySchema },
      },
      async (request) => joinOrganization(ctx, actorOf(request), await readUpload(request, joinForm)),
    )
  }
}
