import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { auditLogEndpoints } from '@psp/contracts/endpoints/audit-log.endpoints'
import type { AppContext } from '../../platform/context'
import { routeOf } from '../../platform/endpoint-route'
import { actorOf } from '../../platform/route-config'
import { XLSX_MIME } from '../../platform/xlsx'
import { sendXlsx } from '../../platform/send-xlsx'
import { auditLogXlsx, listAuditLog } from './audit-log.service'

const tags = ['audit-log']

export function auditLogRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await routeOf(
      app,
      auditLogEndpoints.getAuditLog,
      {
        config: { access: 'admin' },
        tags,
        summary: 'The audit log («Журнал действий»), newest first, filtered by user, action and period',
        description: '`from` and `to` are calendar days of the portal (PORTAL_TIME_ZONE), both included.',
        responses: { 403: errorBodySchema },
      },
      async (request) => listAuditLog(ctx, actorOf(request), request.query),
    )
    await routeOf(
      app,
      auditLogEndpoints.exportAuditLog,
      {
        config: {
          access: 'admin',
          // Each export reads the whole filtered log: a few per minute are plenty.
          rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: (request) => request.actor?.userId ?? request.ip },
        },
        tags,
        summary: 'The filtered audit log as an XLSX file',
        answer: { type: XLSX_MIME, description: `${XLSX_MIME} file` },
        responses: { 403: errorBodySchema },
      },
      async (request, reply) =>
        sendXlsx(
          reply,
          auditLogXlsx(ctx, actorOf(request), request.query, (error) =>
            request.log.error({ err: error }, 'audit log export failed'),
          ),
        ),
    )
  }
}
