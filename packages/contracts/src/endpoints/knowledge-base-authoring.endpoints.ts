import { endpoint, MULTIPART } from './endpoint'

const authoring = () => import('../knowledge-base-authoring')
const feedback = () => import('../article-feedback')
const base = '/admin/knowledge-base'

/** Writing the knowledge base, platform Admin only (SPEC §7 Knowledge base administration). */
export const knowledgeBaseAuthoringEndpoints = {
  createSystem: endpoint({
    method: 'POST',
    path: `${base}/systems`,
    schemas: () => authoring().then((m) => ({ body: m.systemInputSchema, response: m.systemSavedResponseSchema })),
  }),
  updateSystem: endpoint({
    method: 'PUT',
    path: `${base}/systems/:uuid`,
    schemas: () =>
      authoring().then((m) => ({
        params: m.kbUuidParamsSchema,
        body: m.systemInputSchema,
        response: m.systemSavedResponseSchema,
      })),
  }),
  deleteSystem: endpoint({
    method: 'DELETE',
    path: `${base}/systems/:uuid`,
    schemas: () => authoring().then((m) => ({ params: m.kbUuidParamsSchema, response: m.systemDeletedResponseSchema })),
  }),
  createService: endpoint({
    method: 'POST',
    path: `${base}/services`,
    schemas: () => authoring().then((m) => ({ body: m.serviceCreateSchema, response: m.serviceSavedResponseSchema })),
  }),
  updateService: endpoint({
    method: 'PUT',
    path: `${base}/services/:uuid`,
    schemas: () =>
      authoring().then((m) => ({
        params: m.kbUuidParamsSchema,
        body: m.serviceUpdateSchema,
        response: m.serviceSavedResponseSchema,
      })),
  }),
  deleteService: endpoint({
    method: 'DELETE',
    path: `${base}/services/:uuid`,
    schemas: () =>
      authoring().then((m) => ({ params: m.kbUuidParamsSchema, response: m.serviceDeletedResponseSchema })),
  }),
  uploadServiceFiles: endpoint({
    method: 'POST',
    path: `${base}/services/:uuid/files`,
    fallbackCode: 'FailedToUploadFiles',
    schemas: () =>
      authoring().then((m) => ({
        params: m.kbUuidParamsSchema,
        body: MULTIPART,
        response: m.attachmentsResponseSchema,
      })),
  }),
  deleteServiceFile: endpoint({
    method: 'DELETE',
    path: `${base}/services/:uuid/files/:fileUuid`,
    schemas: () =>
      authoring().then((m) => ({ params: m.kbFileParamsSchema, response: m.attachmentDeletedResponseSchema })),
  }),
  createArticle: endpoint({
    method: 'POST',
    path: `${base}/articles`,
    schemas: () => authoring().then((m) => ({ body: m.articleInputSchema, response: m.editableArticleSchema })),
  }),
  getEditableArticle: endpoint({
    method: 'GET',
    path: `${base}/articles/:uuid`,
    schemas: () => authoring().then((m) => ({ params: m.kbUuidParamsSchema, response: m.editableArticleSchema })),
  }),
  updateArticle: endpoint({
    method: 'PUT',
    path: `${base}/articles/:uuid`,
    schemas: () =>
      authoring().then((m) => ({
        params: m.kbUuidParamsSchema,
        body: m.articleInputSchema,
        response: m.editableArticleSchema,
      })),
  }),
  deleteArticle: endpoint({
    method: 'DELETE',
    path: `${base}/articles/:uuid`,
    schemas: () =>
      authoring().then((m) => ({ params: m.kbUuidParamsSchema, response: m.articleDeletedResponseSchema })),
  }),
  getArticleVersions: endpoint({
    method: 'GET',
    path: `${base}/articles/:uuid/versions`,
    schemas: () =>
      authoring().then((m) => ({ params: m.kbUuidParamsSchema, response: m.articleVersionsResponseSchema })),
  }),
  uploadArticleFiles: endpoint({
    method: 'POST',
    path: `${base}/articles/:uuid/files`,
    fallbackCode: 'FailedToUploadFiles',
    schemas: () =>
      authoring().then((m) => ({
        params: m.kbUuidParamsSchema,
        body: MULTIPART,
        response: m.attachmentsResponseSchema,
      })),
  }),
  deleteArticleFile: endpoint({
    method: 'DELETE',
    path: `${base}/articles/:uuid/files/:fileUuid`,
    schemas: () =>
      authoring().then((m) => ({ params: m.kbFileParamsSchema, response: m.attachmentDeletedResponseSchema })),
  }),
  previewMarkdown: endpoint({
    method: 'POST',
    path: `${base}/preview`,
    schemas: () =>
      authoring().then((m) => ({ body: m.markdownPreviewRequestSchema, response: m.markdownPreviewResponseSchema })),
  }),
  getArticleFeedbackSummary: endpoint({
    method: 'GET',
    path: `${base}/articles/:uuid/feedback`,
    schemas: () =>
      Promise.all([authoring(), feedback()]).then(([a, f]) => ({
        params: a.kbUuidParamsSchema,
        query: f.feedbackReasonsQuerySchema,
        response: f.articleFeedbackSummarySchema,
      })),
  }),
}
