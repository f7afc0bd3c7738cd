import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  employeeParamsSchema,
  excludeRequestSchema,
  excludeResponseSchema,
  okSchema,
  roleRequestSchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { acceptEmployee, changeEmployeeRole, declineEmployee, excludeEmployee } from './employee-actions.service'
import { errors, tags } from './employees.routes'

const user = { access: 'user' as const }
const ok = { ok: true as const }

/** An organization Admin's decisions on members: accept, decline, role change, exclusion (SPEC §4, §7). */
export function employeeActionsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()
    r.patch(
      '/organizations/:orgId/users/:userId/accept',
      {
        config: user,
        schema: {
          tags,
          summary: 'Accepts a join request with the chosen role',
          params: employeeParamsSchema,
          body: roleRequestSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await acceptEmployee(ctx, actorOf(request), request.params, request.body.role)
        return ok
      },
    )
    r.delete(
      '/organizations/:orgId/users/:userId/decline',
      {
        config: user,
        schema: {
          tags,
          summary: 'Declines (removes) a join request',
          params: employeeParamsSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await declineEmployee(ctx, actorOf(request), request.params)
        return ok
      },
    )
    r.patch(
      '/organizations/:orgId/users/:userId/role',
      {
        config: user,
        schema: {
          tags,
          summary: 'Changes an accepted member’s role; the last Admin is never demoted',
          params: employeeParamsSchema,
          body: roleRequestSchema,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await changeEmployeeRole(ctx, actorOf(request), request.params, request.body.role)
        return ok
      },
    )
    r.delete(
      '/organizations/:orgId/users/:userId/exclude',
      {
        config: user,
        schema: {
          tags,
          summary: 'Excludes a member; active applications go to adminId, else to the acting Admin',
          params: employeeParamsSchema,
          body: excludeRequestSchema,
          response: { 200: excludeResponseSchema, ...errors },
        },
      },
      async (request) => excludeEmployee(ctx, actorOf(request), request.params, request.body),
    )
  }
}
