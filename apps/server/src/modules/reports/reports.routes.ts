import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  articleStatRequestSchema,
  articleStatResponseSchema,
  bySystemAndTagResponseSchema,
  bySystemResponseSchema,
  byTagResponseSchema,
  byUserResponseSchema,
  errorBodySchema,
  fixedReportRequestSchema,
  knowledgeGapsRequestSchema,
  knowledgeGapsResponseSchema,
  knowledgeGapsXlsxRequestSchema,
  type FixedReportType,
  reportPatternCreatedResponseSchema,
  reportPatternInputSchema,
  reportPatternParamsSchema,
  reportPatternsReplaceSchema,
  reportPatternsResponseSchema,
  reportXlsxQuerySchema,
  reportXlsxRequestSchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { XLSX_MIME } from '../../platform/xlsx'
import { sendXlsx } from './send-xlsx'
import * as patterns from './patterns.service'
import { reportXlsx } from './report-xlsx.service'
import { articleStatReport, fixedReport } from './reports.service'
import { knowledgeGaps, knowledgeGapsXlsx } from './knowledge-gaps.service'

const tags = ['reports']
const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  500: errorBodySchema,
}

const FIXED_CALLS: Array<[path: string, type: FixedReportType, response: z.ZodType, summary: string]> = [
  [
    'by-system-and-tag',
    'ClicksOnArticleBySystemAndTagsReport',
    bySystemAndTagResponseSchema,
    'Tag clicks by system, article and tag',
  ],
  [
    'by-system',
    'ClicksOnArticleBySystemReport',
    bySystemResponseSchema,
    'Views and applications by system and article',
  ],
  ['by-user', 'ClicksOnArticleByUserReport', byUserResponseSchema, 'Views and applications by user and article'],
  ['tag', 'ClicksOnTagReport', byTagResponseSchema, 'Tag clicks by tag'],
]

/** Article-analytics reports of SPEC §7 (platform Admins: every organization; an organization's Admin: their own). */
export function reportsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()

    for (const [path, type, response, summary] of FIXED_CALLS) {
      r.post(
        `/articles/report/clicks/${path}`,
        {
          config: { access: 'user' },
          schema: { tags, summary, body: fixedReportRequestSchema, response: { 200: response, ...errors } },
        },
        async (request) => fixedReport(ctx, actorOf(request), type, request.body),
      )
    }

    r.post(
      '/articles/report',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'The configurable report: events of the period (article stat rows)',
          body: articleStatRequestSchema,
          response: { 200: articleStatResponseSchema, ...errors },
        },
      },
      async (request) => articleStatReport(ctx, actorOf(request), request.body),
    )

    r.post(
      '/articles/report/xlsx',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'The report on screen as an XLSX file (every page)',
          querystring: reportXlsxQuerySchema,
          body: reportXlsxRequestSchema,
          produces: [XLSX_MIME],
          response: {
            200: z.string().describe(`${XLSX_MIME} file`),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const file = await reportXlsx(ctx, actorOf(request), request.query.fixedReport, request.body, (error) =>
          request.log.error({ err: error }, 'report export failed'),
        )
        return sendXlsx(reply, file)
      },
    )

    r.get(
      '/articles/report/patterns',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: "The user's saved report views",
          response: { 200: reportPatternsResponseSchema, ...errors },
        },
      },
      async (request) => patterns.listPatterns(ctx, actorOf(request)),
    )
    r.post(
      '/articles/report/patterns',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Save a new report view',
          body: reportPatternInputSchema,
          response: { 200: reportPatternCreatedResponseSchema, ...errors },
        },
      },
      async (request) => patterns.createPattern(ctx, actorOf(request), request.body),
    )
    r.put(
      '/articles/report/patterns/:id',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Save over a report view',
          params: reportPatternParamsSchema,
          body: reportPatternInputSchema,
          response: { 200: reportPatternsResponseSchema, ...errors },
        },
      },
      async (request) => patterns.savePatternOver(ctx, actorOf(request), request.params.id, request.body),
    )
    r.put(
      '/articles/report/patterns',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Replace the complete set of report views (manage views)',
          body: reportPatternsReplaceSchema,
          response: { 200: reportPatternsResponseSchema, ...errors },
        },
      },
      async (request) => patterns.replacePatterns(ctx, actorOf(request), request.body),
    )

    r.post(
      '/articles/report/knowledge-gaps',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Searches the knowledge base failed, grouped by query («Пробелы базы знаний»)',
          body: knowledgeGapsRequestSchema,
          response: { 200: knowledgeGapsResponseSchema, ...errors },
        },
      },
      async (request) => knowledgeGaps(ctx, actorOf(request), request.body),
    )
    r.post(
      '/articles/report/knowledge-gaps/xlsx',
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: '«Пробелы базы знаний» of the period as an XLSX file',
          body: knowledgeGapsXlsxRequestSchema,
          produces: [XLSX_MIME],
          response: { 200: z.string().describe(`${XLSX_MIME} file`), ...errors },
        },
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
