import { endpoint } from './endpoint'

const kb = () => import('../knowledge-base')
const feedback = () => import('../article-feedback')
const sd = 'FailedToGetDataFromSd' as const

/** Reading the knowledge base (SPEC §7 Knowledge base). */
export const knowledgeBaseEndpoints = {
  getSystems: endpoint({
    method: 'GET',
    path: '/systems',
    fallbackCode: sd,
    schemas: () => kb().then((m) => ({ response: m.systemsResponseSchema })),
  }),
  getKnowledgeBaseSystems: endpoint({
    method: 'GET',
    path: '/systems/knowledge-base',
    fallbackCode: sd,
    schemas: () => kb().then((m) => ({ response: m.knowledgeBaseSystemsResponseSchema })),
  }),
  getServices: endpoint({
    method: 'GET',
    path: '/services',
    fallbackCode: sd,
    schemas: () => kb().then((m) => ({ query: m.servicesQuerySchema, response: m.servicesResponseSchema })),
  }),
  getServicesWithArticles: endpoint({
    method: 'GET',
    path: '/services/with-articles',
    fallbackCode: sd,
    schemas: () => kb().then((m) => ({ query: m.servicesQuerySchema, response: m.servicesWithArticlesResponseSchema })),
  }),
  getServiceFiles: endpoint({
    method: 'GET',
    path: '/services/:id/files',
    fallbackCode: sd,
    schemas: () => kb().then((m) => ({ params: m.serviceIdParamsSchema, response: m.serviceFilesResponseSchema })),
  }),
  getArticlesByService: endpoint({
    method: 'GET',
    path: '/articles/by-service',
    schemas: () =>
      kb().then((m) => ({ query: m.articlesByServiceQuerySchema, response: m.articlesByServiceResponseSchema })),
  }),
  getArticlesByExactService: endpoint({
    method: 'GET',
    path: '/articles/by-exact-service',
    schemas: () =>
      kb().then((m) => ({
        query: m.articlesByExactServiceQuerySchema,
        response: m.articlesByExactServiceResponseSchema,
      })),
  }),
  getImportantInfo: endpoint({
    method: 'GET',
    path: '/articles/important-info',
    schemas: () => kb().then((m) => ({ response: m.importantInfoResponseSchema })),
  }),
  getLastModifiedArticles: endpoint({
    method: 'GET',
    path: '/articles/last-modified',
    schemas: () =>
      kb().then((m) => ({ query: m.shortArticleListQuerySchema, response: m.lastModifiedArticlesResponseSchema })),
  }),
  getPopularArticles: endpoint({
    method: 'GET',
    path: '/articles/popular',
    schemas: () =>
      kb().then((m) => ({ query: m.shortArticleListQuerySchema, response: m.popularArticlesResponseSchema })),
  }),
  getByTagRedirect: endpoint({
    method: 'GET',
    path: '/articles/by-tag-redirect',
    schemas: () => kb().then((m) => ({ query: m.byTagRedirectQuerySchema, response: m.byTagRedirectResponseSchema })),
  }),
  getArticlesByTag: endpoint({
    method: 'GET',
    path: '/articles/:id/by-tag',
    schemas: () =>
      kb().then((m) => ({
        params: m.tagIdParamsSchema,
        query: m.articlesByTagQuerySchema,
        response: m.articlesByTagResponseSchema,
      })),
  }),
  getArticle: endpoint({
    method: 'GET',
    path: '/articles',
    schemas: () => kb().then((m) => ({ query: m.articleQuerySchema, response: m.articleSchema })),
  }),
  recordArticleEvent: endpoint({
    method: 'POST',
    path: '/articles/:articleUuid/events',
    schemas: () =>
      kb().then((m) => ({
        params: m.articleEventParamsSchema,
        body: m.articleEventRequestSchema,
        response: m.articleEventResponseSchema,
      })),
  }),
  getMyArticleFeedback: endpoint({
    method: 'GET',
    path: '/articles/:articleUuid/feedback',
    schemas: () =>
      feedback().then((m) => ({ params: m.articleFeedbackParamsSchema, response: m.myArticleFeedbackSchema })),
  }),
  answerArticleFeedback: endpoint({
    method: 'PUT',
    path: '/articles/:articleUuid/feedback',
    schemas: () =>
      feedback().then((m) => ({
        params: m.articleFeedbackParamsSchema,
        body: m.articleFeedbackInputSchema,
        response: m.myArticleFeedbackSchema,
      })),
  }),
}
