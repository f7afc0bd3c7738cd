import type { FastifyInstance } from 'fastify'
import { organizationsEndpoints } from '@psp/contracts/endpoints/organizations.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { acceptEmployee, changeEmployeeRole, declineEmployee, excludeEmployee } from './employee-actions.service'
import { errors, tags } from './employees.routes'

const user = { access: 'user' as const }
const ok = { ok: true as const }

/** An organization Admin's decisions on members: accept, decline, role change, exclusion (SPEC §4, §7). */
export function employeeActionsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      organizationsEndpoints.acceptEmployee,
      {
        config: user,
        tags,
        summary: 'Accepts a join request with the chosen role',
        responses: errors,
      },
      async (request) => {
        await acceptEmployee(ctx, actorOf(request), request.params, request.body.role)
        return ok
      },
    )
    await routeOf(
      app,
      organizationsEndpoints.declineEmployee,
      {
        config: user,
        tags,
        summary: 'Declines (removes) a join request',
        responses: errors,
      },
      async (request) => {
        await declineEmployee(ctx, actorOf(request), request.params)
        return ok
      },
    )
    await routeOf(
      app,
      organizationsEndpoints.changeEmployeeRole,
      {
        config: user,
        tags,
        summary: 'Changes an accepted member’s role; the last Admin is never demoted',
        responses: errors,
      },
      async (request) => {
        await changeEmployeeRole(ctx, actorOf(request), request.params, request.body.role)
        return ok
      },
    )
    await routeOf(
      app,
      organizationsEndpoints.excludeEmployee,
      {
        config: user,
        tags,
        summary: 'Excludes a member; active applications go to adminId, else to the acting Admin',
        responses: errors,
      },
      async (request) => excludeEmployee(ctx, actorOf(request), request.params, request.body),
    )
  }
}
