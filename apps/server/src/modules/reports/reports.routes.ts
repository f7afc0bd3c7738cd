import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { errorBodySchema, type fixedReportRequestSchema, type FixedReportType } from '@psp/contracts'
import type { Endpoint } from '@psp/contracts/endpoints/endpoint'
import { reportsEndpoints } from '@psp/contracts/endpoints/reports.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { XLSX_MIME } from '../../platform/xlsx'
import { sendXlsx } from '../../platform/send-xlsx'
import * as patterns from './patterns.service'
import { reportXlsx } from './report-xlsx.service'
import { articleStatReport, fixedReport } from './reports.service'
import { knowledgeGaps, knowledgeGapsXlsx, unhelpfulArticles } from './knowledge-gaps.service'

const tags = ['reports']
/** The reading calls, open to API tokens with the reports scope (ADR 0031); saving report views is not. */
const reader = { access: 'user' as const, tokenScope: 'reports:read' as const }
const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  500: errorBodySchema,
}

/** The fixed reports: one body, each its own answer. */
type FixedReportEndpoint = Endpoint<{ body: typeof fixedReportRequestSchema; response: z.ZodType }>
const FIXED_CALLS: Array<[endpoint: FixedReportEndpoint, type: FixedReportType, summary: string]> = [
  [
    reportsEndpoints.getBySystemAndTagReport,
    'ClicksOnArticleBySystemAndTagsReport',
    'Tag clicks by system, article and tag',
  ],
  [reportsEndpoints.getBySystemReport, 'ClicksOnArticleBySystemReport', 'Views and applications by system and article'],
  [reportsEndpoints.getByUserReport, 'ClicksOnArticleByUserReport', 'Views and applications by user and article'],
  [reportsEndpoints.getByTagReport, 'ClicksOnTagReport', 'Tag clicks by tag'],
]

/** Article-analytics reports of SPEC §7 (platform Admins: every organization; an organization's Admin: their own). */
export function reportsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    for (const [endpoint, type, summary] of FIXED_CALLS) {
      await routeOf(app, endpoint, { config: reader, tags, summary, responses: errors }, async (request) =>
        fixedReport(ctx, actorOf(request), type, request.body),
      )
    }

    await routeOf(
      app,
      reportsEndpoints.getArticleStatReport,
      {
        config: reader,
        tags,
        summary: 'The configurable report: events of the period (article stat rows)',
        responses: errors,
      },
      async (request) => articleStatReport(ctx, actorOf(request), request.body),
    )

    await routeOf(
      app,
      reportsEndpoints.exportReportXlsx,
      {
        config: reader,
        tags,
        summary: 'The report on screen as an XLSX file (every page)',
        answer: { type: XLSX_MIME, description: `${XLSX_MIME} file` },
        responses: errors,
      },
      async (request, reply) => {
        const file = await reportXlsx(ctx, actorOf(request), request.query.fixedReport, request.body, (error) =>
          request.log.error({ err: error }, 'report export failed'),
        )
        return sendXlsx(reply, file)
      },
    )

    await routeOf(
      app,
      reportsEndpoints.getPatterns,
      {
        config: reader,
        tags,
        summary: "The user's saved report views",
        responses: errors,
      },
      async (request) => patterns.listPatterns(ctx, actorOf(request)),
    )
    await routeOf(
      app,
      reportsEndpoints.createPattern,
      {
        config: { access: 'user' },
        tags,
        summary: 'Save a new report view',
        responses: errors,
      },
      async (request) => patterns.createPattern(ctx, actorOf(request), request.body),
    )
    await routeOf(
      app,
      reportsEndpoints.savePatternOver,
      {
        config: { access: 'user' },
        tags,
        summary: 'Save over a report view',
        responses: errors,
      },
      async (request) => patterns.savePatternOver(ctx, actorOf(request), request.params.id, request.body),
    )
    await routeOf(
      app,
      reportsEndpoints.replacePatterns,
      {
        config: { access: 'user' },
        tags,
        summary: 'Replace the complete set of report views (manage views)',
        responses: errors,
      },
      async (request) => patterns.replacePatterns(ctx, actorOf(request), request.body),
    )

    await routeOf(
      app,
      reportsEndpoints.getKnowledgeGaps,
      {
        config: reader,
        tags,
        summary: 'Searches the knowledge base failed, grouped by query («Пробелы базы знаний»)',
        responses: errors,
      },
      async (request) => knowledgeGaps(ctx, actorOf(request), request.body),
    )
    await routeOf(
      app,
      reportsEndpoints.getUnhelpfulArticles,
      {
        config: { access: 'user' },
        tags,
        summary: 'Articles readers answered «Нет» about, with the latest reasons («Пробелы базы знаний»)',
        responses: errors,
      },
      async (request) => unhelpfulArticles(ctx, actorOf(request), request.body),
    )
    await routeOf(
      app,
      reportsEndpoints.exportKnowledgeGapsXlsx,
      {
        config: reader,
        tags,
        summary: '«Пробелы базы знаний» of the period as an XLSX file',
        answer: { type: XLSX_MIME, description: `${XLSX_MIME} file` },
        responses: errors,
      },
      async (request, reply) =>
        sendXlsx(
          reply,
          await knowledgeGapsXlsx(ctx, actorOf(request), request.body, (error) =>
            request.log.error({ err: error }, 'knowledge gaps export failed'),
          ),
        ),
    )
  }
}
