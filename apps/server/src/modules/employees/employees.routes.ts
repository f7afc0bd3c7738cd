import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  employeeDetailsSchema,
  employeeOrganizationsPageSchema,
  employeeOrganizationsQuerySchema,
  employeeParamsSchema,
  employeesPageSchema,
  employeesRequestSchema,
  errorBodySchema,
  exclusionInfoSchema,
  memberBriefListSchema,
  organizationIdParamsSchema,
  orgParamsSchema,
} from '@psp/contracts'
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
    const r = app.withTypeProvider<ZodTypeProvider>()
    r.post(
      '/organizations/:id/users',
      {
        config: user,
        schema: {
          tags,
          summary: 'The employee list: filter per column, search, sort (default full name ascending), paging',
          params: organizationIdParamsSchema,
          body: employeesRequestSchema,
          response: { 200: employeesPageSchema, ...errors },
        },
      },
      async (request) => {
        throwSimulatedError(ctx.config.simulatedErrors, request.body.error)
        return listEmployees(ctx, actorOf(request), request.params.id, request.body)
      },
    )
    r.get(
      '/organizations/:orgId/users/active',
      {
        config: user,
        schema: {
          tags,
          summary: 'Accepted members of the organization (reassignment and new-admin pickers)',
          params: orgParamsSchema,
          response: { 200: memberBriefListSchema, ...errors },
        },
      },
      async (request) => listActiveMembers(ctx, actorOf(request), request.params.orgId, false),
    )
    r.get(
      '/organizations/:orgId/admins',
      {
        config: user,
        schema: {
          tags,
          summary: 'The organization’s Admins',
          params: orgParamsSchema,
          response: { 200: memberBriefListSchema, ...errors },
        },
      },
      async (request) => listActiveMembers(ctx, actorOf(request), request.params.orgId, true),
    )
    r.get(
      '/organizations/:orgId/users/:userId',
      {
        config: user,
        schema: {
          tags,
          summary: 'One employee or join request of the organization, with the avatar',
          params: employeeParamsSchema,
          response: { 200: employeeDetailsSchema, ...errors },
        },
      },
      async (request) => getEmployee(ctx, actorOf(request), request.params.orgId, request.params.userId),
    )
    r.get(
      '/organizations/:orgId/users/:userId/organizations',
      {
        config: user,
        schema: {
          tags,
          summary: 'The employee’s organizations the viewer shares with them (every one for platform Admins)',
          params: employeeParamsSchema,
          querystring: employeeOrganizationsQuerySchema,
          response: { 200: employeeOrganizationsPageSchema, ...errors },
        },
      },
      async (request) =>
        listEmployeeOrganizations(ctx, actorOf(request), request.params.orgId, request.params.userId, request.query),
    )
    r.get(
      '/organizations/:orgId/users/:userId/exclusion',
      {
        config: user,
        schema: {
          tags,
          summary: 'What the exclusion dialog needs: role, only admin, only employee, active applications',
          params: employeeParamsSchema,
          response: { 200: exclusionInfoSchema, ...errors },
        },
      },
      async (request) => getExclusionInfo(ctx, actorOf(request), request.params.orgId, request.params.userId),
    )
  }
}
