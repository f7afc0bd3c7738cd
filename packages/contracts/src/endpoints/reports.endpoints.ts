import { endpoint, FILE } from './endpoint'

const reports = () => import('../reports')
const failed = 'FailedToGetArticlesReports' as const

/** The article-analytics reports and their saved views (SPEC §7 Reports). */
export const reportsEndpoints = {
  getBySystemAndTagReport: endpoint({
    method: 'POST',
    path: '/articles/report/clicks/by-system-and-tag',
    fallbackCode: failed,
    schemas: () =>
      reports().then((m) => ({ body: m.fixedReportRequestSchema, response: m.bySystemAndTagResponseSchema })),
  }),
  getBySystemReport: endpoint({
    method: 'POST',
    path: '/articles/report/clicks/by-system',
    fallbackCode: failed,
    schemas: () => reports().then((m) => ({ body: m.fixedReportRequestSchema, response: m.bySystemResponseSchema })),
  }),
  getByUserReport: endpoint({
    method: 'POST',
    path: '/articles/report/clicks/by-user',
    fallbackCode: failed,
    schemas: () => reports().then((m) => ({ body: m.fixedReportRequestSchema, response: m.byUserResponseSchema })),
  }),
  getByTagReport: endpoint({
    method: 'POST',
    path: '/articles/report/clicks/tag',
    fallbackCode: failed,
    schemas: () => reports().then((m) => ({ body: m.fixedReportRequestSchema, response: m.byTagResponseSchema })),
  }),
  getArticleStatReport: endpoint({
    method: 'POST',
    path: '/articles/report',
    fallbackCode: failed,
    schemas: () => reports().then((m) => ({ body: m.articleStatRequestSchema, response: m.articleStatResponseSchema })),
  }),
  /** An XLSX file (`callFile`). */
  exportReportXlsx: endpoint({
    method: 'POST',
    path: '/articles/report/xlsx',
    fallbackCode: failed,
    schemas: () =>
      reports().then((m) => ({ query: m.reportXlsxQuerySchema, body: m.reportXlsxRequestSchema, response: FILE })),
  }),
  getPatterns: endpoint({
    method: 'GET',
    path: '/articles/report/patterns',
    schemas: () => reports().then((m) => ({ response: m.reportPatternsResponseSchema })),
  }),
  createPattern: endpoint({
    method: 'POST',
    path: '/articles/report/patterns',
    fallbackCode: 'FailedToCreateView',
    schemas: () =>
      reports().then((m) => ({ body: m.reportPatternInputSchema, response: m.reportPatternCreatedResponseSchema })),
  }),
  savePatternOver: endpoint({
    method: 'PUT',
    path: '/articles/report/patterns/:id',
    fallbackCode: 'FailedToUpdateView',
    schemas: () =>
      reports().then((m) => ({
        params: m.reportPatternParamsSchema,
        body: m.reportPatternInputSchema,
        response: m.reportPatternsResponseSchema,
      })),
  }),
  replacePatterns: endpoint({
    method: 'PUT',
    path: '/articles/report/patterns',
    fallbackCode: 'FailedToUpdateView',
    schemas: () =>
      reports().then((m) => ({ body: m.reportPatternsReplaceSchema, response: m.reportPatternsResponseSchema })),
  }),
  getKnowledgeGaps: endpoint({
    method: 'POST',
    path: '/articles/report/knowledge-gaps',
    fallbackCode: failed,
    schemas: () =>
      reports().then((m) => ({ body: m.knowledgeGapsRequestSchema, response: m.knowledgeGapsResponseSchema })),
  }),
  /** An XLSX file (`callFile`). */
  exportKnowledgeGapsXlsx: endpoint({
    method: 'POST',
    path: '/articles/report/knowledge-gaps/xlsx',
    fallbackCode: failed,
    schemas: () => reports().then((m) => ({ body: m.knowledgeGapsXlsxRequestSchema, response: FILE })),
  }),
  getUnhelpfulArticles: endpoint({
    method: 'POST',
    path: '/articles/report/knowledge-gaps/unhelpful-articles',
    fallbackCode: failed,
    schemas: () =>
      reports().then((m) => ({ body: m.knowledgeGapsRequestSchema, response: m.unhelpfulArticlesResponseSchema })),
  }),
}
