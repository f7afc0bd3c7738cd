import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { applicationsEndpoints } from '@psp/contracts/endpoints/applications.endpoints'
import type { AppContext } from '../../platform/context'
import { routeOf } from '../../platform/endpoint-route'
import { actorOf } from '../../platform/route-config'
import { XLSX_MIME } from '../../platform/xlsx'
import { sendXlsx } from '../../platform/send-xlsx'
import { exportApplications } from './application-export.service'

const tags = ['applications']

/** SPEC §7: POST /applications/xls and /organization/applications/xls, the list a view shows as a spreadsheet. */
export function applicationExportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    for (const [mode, endpoint] of [
      ['own', applicationsEndpoints.exportApplications],
      ['organization', applicationsEndpoints.exportOrganizationApplications],
    ] as const) {
      await routeOf(
        app,
        endpoint,
        {
          config: {
            access: 'user',
            tokenScope: 'applications:read',
            // Each export reads and writes a whole list: a few per minute per user are plenty.
            rateLimit: {
              max: ctx.config.APPLICATIONS_EXPORT_RATE_LIMIT,
              timeWindow: 60_000,
              keyGenerator: (request) => request.actor?.userId ?? request.ip,
            },
          },
          tags,
          summary:
            mode === 'own'
              ? "The user's list (all, actual or archive) as the view shows it, every page, as an XLSX file"
              : "The organization's list as the view shows it (admins: every application; employees: their own), " +
                'every page, as an XLSX file',
          description:
            'The body is the view of the list call (filters and sort; page and itemsPerPage are ignored). ' +
            'The answer is a binary XLSX file, streamed; Russian headers, dates in the portal time zone.',
          answer: { type: XLSX_MIME, description: `${XLSX_MIME} file (binary)` },
          responses: { 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema, 502: errorBodySchema },
        },
        async (request, reply) => {
          const file = await exportApplications(
            ctx,
            actorOf(request),
            mode,
            request.query.statusGroup,
            request.body,
            (error) => request.log.error({ err: error }, 'applications export failed'),
          )
          return sendXlsx(reply, file)
        },
      )
    }
  }
}
