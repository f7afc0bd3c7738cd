import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { organizationsEndpoints } from '@psp/contracts/endpoints/organizations.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { throwSimulatedError } from '../../platform/simulated-errors'
import {
  getEmployee,
  getExclusionInfo,
  listActiveMembers,
  listEmployeeOrganizations,
  listEmployees,
} from './employees.service'

export const tags = ['employees']
export const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  405: errorBodySchema,
  409: errorBodySchema,
}
const user = { access: 'user' as const }

/** The reading calls of an organization's employees (SPEC §7 Organizations). */
export function employeesRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      organizationsEndpoints.getEmployees,
      {
        config: user,
        tags,
        summary: 'The employee list: filter per column, search, sort (default full name ascending), paging',
        responses: errors,
      },
      async (request) => {
        throwSimulatedError(ctx.config.simulatedErrors, request.body.error)
        return listEmployees(ctx, actorOf(request), request.params.id, request.body)
      },
    )
    await routeOf(
      app,
      organizationsEndpoints.getActiveMembers,
      {
        config: user,
        tags,
        summary: 'Accepted members of the organization (reassignment and new-admin pickers)',
        responses: errors,
      },
      async (request) => listActiveMembers(ctx, actorOf(request), request.params.orgId, false),
    )
    await routeOf(
      app,
      organizationsEndpoints.getOrganizationAdmins,
      {
        config: user,
        tags,
        summary: 'The organization’s Admins',
        responses: errors,
      },
      async (request) => listActiveMembers(ctx, actorOf(request), request.params.orgId, true),
    )
    await routeOf(
      app,
      organizationsEndpoints.getEmployee,
      {
        config: user,
        tags,
        summary: 'One employee or join request of the organization, with the avatar',
        responses: errors,
      },
      async (request) => getEmployee(ctx, actorOf(request), request.params.orgId, request.params.userId),
    )
    await routeOf(
      app,
      organizationsEndpoints.getEmployeeOrganizations,
      {
        config: user,
        tags,
        summary: 'The employee’s organizations the viewer shares with them (every one for platform Admins)',
        responses: errors,
      },
      async (request) =>
        listEmployeeOrganizations(ctx, actorOf(request), request.params.orgId, request.params.userId, request.query),
    )
    await routeOf(
      app,
      organizationsEndpoints.getExclusionInfo,
      {
        config: user,
        tags,
        summary: 'What the exclusion dialog needs: role, only admin, only employee, active applications',
        responses: errors,
      },
      async (request) => getExclusionInfo(ctx, actorOf(request), request.params.orgId, request.params.userId),
    )
  }
}
