import { endpoint, FILE, MULTIPART } from './endpoint'

const apps = () => import('../applications')
const views = () => import('../application-views')
const okResponse = () => import('../common').then((m) => m.okSchema)
const oneApplication = () =>
  apps().then((m) => ({ params: m.applicationIdParamsSchema, response: m.applicationSchema }))
const listCall = () =>
  apps().then((m) => ({
    query: m.statusGroupQuerySchema,
    body: m.applicationListRequestSchema,
    response: m.applicationListResponseSchema,
  }))
const markAllReadCall = async () => {
  const [m, response] = await Promise.all([apps(), okResponse()])
  return { query: m.statusGroupQuerySchema, response }
}

/** An XLSX file (`callFile`) of exactly what a list shows. */
const exportCall = () =>
  apps().then((m) => ({ query: m.statusGroupQuerySchema, body: m.applicationListRequestSchema, response: FILE }))

/** Applications, their dictionaries, the operator console and the e-mail links (SPEC §7 Applications, /email/*). */
export const applicationsEndpoints = {
  createApplication: endpoint({
    method: 'POST',
    path: '/applications',
    fallbackCode: 'SdGeneralError',
    schemas: () => apps().then((m) => ({ body: m.createApplicationSchema, response: m.applicationSchema })),
  }),
  getApplications: endpoint({
    method: 'POST',
    path: '/applications/get-applications',
    fallbackCode: 'FailedToGetApplicationsFromSd',
    schemas: listCall,
  }),
  markApplicationsRead: endpoint({
    method: 'POST',
    path: '/applications/all-read-no-remorse',
    fallbackCode: 'SdGeneralError',
    schemas: markAllReadCall,
  }),
  findOrganizationApplications: endpoint({
    method: 'POST',
    path: '/organization/applications/find',
    fallbackCode: 'FailedToGetApplicationsFromSd',
    schemas: listCall,
  }),
  markOrganizationApplicationsRead: endpoint({
    method: 'POST',
    path: '/organization/applications/all-read-no-remorse',
    fallbackCode: 'SdGeneralError',
    schemas: markAllReadCall,
  }),
  getApplication: endpoint({
    method: 'GET',
    path: '/applications/:id',
    fallbackCode: 'SdGeneralError',
    schemas: oneApplication,
  }),
  getStatusHistory: endpoint({
    method: 'GET',
    path: '/applications/:id/statushistory',
    fallbackCode: 'SdGeneralError',
    schemas: () =>
      apps().then((m) => ({ params: m.applicationIdParamsSchema, response: m.statusHistoryResponseSchema })),
  }),
  commentApplication: endpoint({
    method: 'POST',
    path: '/applications/:id/comment',
    fallbackCode: 'SdGeneralError',
    schemas: () =>
      apps().then((m) => ({ params: m.applicationIdParamsSchema, body: MULTIPART, response: m.applicationSchema })),
  }),
  addApplicationFiles: endpoint({
    method: 'PUT',
    path: '/applications/:id/addfiles',
    fallbackCode: 'SdGeneralError',
    schemas: () =>
      apps().then((m) => ({ params: m.applicationIdParamsSchema, body: MULTIPART, response: m.applicationSchema })),
  }),
  closeApplication: endpoint({
    method: 'PUT',
    path: '/applications/:id/close',
    fallbackCode: 'SdGeneralError',
    schemas: () =>
      apps().then((m) => ({
        params: m.applicationIdParamsSchema,
        query: m.closeApplicationQuerySchema,
        response: m.applicationSchema,
      })),
  }),
  reopenApplication: endpoint({
    method: 'PUT',
    path: '/applications/:id/reopen',
    fallbackCode: 'SdGeneralError',
    schemas: () =>
      apps().then((m) => ({
        params: m.applicationIdParamsSchema,
        body: m.reopenApplicationSchema,
        response: m.applicationSchema,
      })),
  }),
  archiveApplication: endpoint({
    method: 'PUT',
    path: '/applications/:id/archive',
    fallbackCode: 'SdGeneralError',
    schemas: oneApplication,
  }),

  getServiceHint: endpoint({
    method: 'GET',
    path: '/services/:id/hint',
    schemas: () =>
      Promise.all([apps(), import('../knowledge-base')]).then(([m, kb]) => ({
        params: kb.serviceIdParamsSchema,
        response: m.serviceHintResponseSchema,
      })),
  }),
  getApplicationTypes: endpoint({
    method: 'GET',
    path: '/services/:id/applicationTypes',
    fallbackCode: 'FailedToGetDataFromSd',
    schemas: () =>
      Promise.all([apps(), import('../knowledge-base')]).then(([m, kb]) => ({
        params: kb.serviceIdParamsSchema,
        response: m.applicationTypesResponseSchema,
      })),
  }),
  getWarranties: endpoint({
    method: 'GET',
    path: '/warranties',
    fallbackCode: 'FailedToGetDataFromSd',
    schemas: () => apps().then((m) => ({ response: m.optionsResponseSchema })),
  }),
  getImpacts: endpoint({
    method: 'GET',
    path: '/impacts',
    fallbackCode: 'FailedToGetDataFromSd',
    schemas: () => apps().then((m) => ({ response: m.optionsResponseSchema })),
  }),

  getOperatorQueue: endpoint({
    method: 'POST',
    path: '/service-desk/applications',
    fallbackCode: 'FailedToGetApplicationsFromSd',
    schemas: () =>
      apps().then((m) => ({
        query: m.operatorQueueQuerySchema,
        body: m.applicationListRequestSchema,
        response: m.operatorQueueResponseSchema,
      })),
  }),
  takeApplication: endpoint({
    method: 'PUT',
    path: '/service-desk/applications/:id/take',
    fallbackCode: 'SdGeneralError',
    schemas: oneApplication,
  }),
  moveApplication: endpoint({
    method: 'PUT',
    path: '/service-desk/applications/:id/status',
    fallbackCode: 'SdGeneralError',
    schemas: () =>
      apps().then((m) => ({
        params: m.applicationIdParamsSchema,
        body: m.operatorStatusChangeSchema,
        response: m.applicationSchema,
      })),
  }),
  replyToApplication: endpoint({
    method: 'POST',
    path: '/service-desk/applications/:id/reply',
    fallbackCode: 'SdGeneralError',
    schemas: () =>
      apps().then((m) => ({ params: m.applicationIdParamsSchema, body: MULTIPART, response: m.applicationSchema })),
  }),

  getEmailInfo: endpoint({
    method: 'GET',
    path: '/email/info',
    schemas: () => apps().then((m) => ({ query: m.emailTokenQuerySchema, response: m.emailInfoSchema })),
  }),
  performEmailAction: endpoint({
    method: 'POST',
    path: '/email/action',
    schemas: () =>
      apps().then((m) => ({
        query: m.emailTokenQuerySchema,
        body: m.emailActionRequestSchema,
        response: m.emailActionResponseSchema,
      })),
  }),

  // saved views of the order lists (SPEC §7 Views)
  getApplicationViews: endpoint({
    method: 'GET',
    path: '/views',
    schemas: () => views().then((m) => ({ response: m.applicationViewsSchema })),
  }),
  createApplicationView: endpoint({
    method: 'POST',
    path: '/views',
    fallbackCode: 'FailedToCreateView',
    schemas: () =>
      views().then((m) => ({ body: m.applicationViewInputSchema, response: m.applicationViewCreatedSchema })),
  }),
  updateApplicationView: endpoint({
    method: 'PUT',
    path: '/views/:uuid',
    fallbackCode: 'FailedToUpdateView',
    schemas: () =>
      views().then((m) => ({
        params: m.applicationViewParamsSchema,
        body: m.applicationViewInputSchema,
        response: m.applicationViewsSchema,
      })),
  }),
  saveApplicationViews: endpoint({
    method: 'PUT',
    path: '/views',
    fallbackCode: 'FailedToUpdateView',
    schemas: () => views().then((m) => ({ body: m.applicationViewsReplaceSchema, response: m.applicationViewsSchema })),
  }),

  // the XLSX export of the order lists (the routes are built by the export part); files, read with `callFile`
  exportApplications: endpoint({
    method: 'POST',
    path: '/applications/xls',
    fallbackCode: 'FailedToGetApplicationsFromSd',
    schemas: exportCall,
  }),
  exportOrganizationApplications: endpoint({
    method: 'POST',
    path: '/organization/applications/xls',
    fallbackCode: 'FailedToGetApplicationsFromSd',
    schemas: exportCall,
  }),
}
