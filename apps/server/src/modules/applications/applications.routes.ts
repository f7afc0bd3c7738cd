import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  applicationIdParamsSchema,
  applicationListRequestSchema,
  applicationListResponseSchema,
  applicationSchema,
  closeApplicationQuerySchema,
  createApplicationSchema,
  errorBodySchema,
  okSchema,
  reopenApplicationSchema,
  statusGroupQuerySchema,
  statusHistoryResponseSchema,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { readUpload } from '../../platform/upload-reader'
import { registerApplicationFileAccess } from './application-file-access'
import { registerOrganizationRegistrations } from './organization-registrations'
import * as service from './applications.service'
import { applicationFilesForm, commentForm, readCommentUpload } from './read-application-upload'

const tags = ['applications']
const user = { access: 'user' as const }
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }
const one = { 200: applicationSchema, ...errors }

/** The applicant's calls of SPEC §7 Applications. */
export function applicationsRoutes(ctx: AppContext) {
  registerApplicationFileAccess()
  registerOrganizationRegistrations()
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>()
    const comment = commentForm(ctx.config.UPLOAD_LIMIT_BYTES)
    const addedFiles = applicationFilesForm(ctx.config.UPLOAD_LIMIT_BYTES)

    r.post(
      '/applications',
      {
        config: user,
        schema: { tags, summary: 'File an application', body: createApplicationSchema, response: one },
      },
      async (request) => service.createApplication(ctx, actorOf(request), request.body, []),
    )
    for (const [mode, prefix] of [
      ['own', '/applications'],
      ['organization', '/organization/applications'],
    ] as const) {
      const whose = mode === 'own' ? "The user's applications" : "The applications of the session's organization"
      r.post(
        mode === 'own' ? `${prefix}/get-applications` : `${prefix}/find`,
        {
          config: user,
          schema: {
            tags,
            summary: `${whose}: all (None), actual or archived, filtered, sorted and paged`,
            querystring: statusGroupQuerySchema,
            body: applicationListRequestSchema,
            response: { 200: applicationListResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
          },
        },
        async (request) =>
          service.listApplications(ctx, actorOf(request), mode, request.query.statusGroup, request.body),
      )
      r.post(
        `${prefix}/all-read-no-remorse`,
        {
          config: user,
          schema: {
            tags,
            summary: `${whose}: mark every application of the list read`,
            querystring: statusGroupQuerySchema,
            response: { 200: okSchema, 403: errorBodySchema },
          },
        },
        async (request) => {
          await service.markApplicationsRead(ctx, actorOf(request), mode, request.query.statusGroup)
          return { ok: true as const }
        },
      )
    }
    r.get(
      '/applications/:id',
      { config: user, schema: { tags, summary: 'One application', params: applicationIdParamsSchema, response: one } },
      async (request) => service.openApplication(ctx, actorOf(request), request.params.id),
    )
    r.get(
      '/applications/:id/statushistory',
      {
        config: user,
        schema: {
          tags,
          summary: 'The statuses the application went through',
          params: applicationIdParamsSchema,
          response: { 200: statusHistoryResponseSchema, ...errors },
        },
      },
      async (request) => service.getStatusHistory(ctx, actorOf(request), request.params.id),
    )
    r.post(
      '/applications/:id/comment',
      {
        config: { ...user, upload: comment },
        schema: {
          tags,
          summary: 'Comment on the application, with files',
          params: applicationIdParamsSchema,
          response: one,
        },
      },
      async (request) => {
        const { text, files } = await readCommentUpload(request, comment)
        return service.addComment(ctx, actorOf(request), request.params.id, text, files)
      },
    )
    r.put(
      '/applications/:id/addfiles',
      {
        config: { ...user, upload: addedFiles },
        schema: {
          tags,
          summary: 'Add files to the application',
          params: applicationIdParamsSchema,
          response: one,
        },
      },
      async (request) => {
        const { files } = await readUpload(request, addedFiles)
        return service.addFiles(ctx, actorOf(request), request.params.id, files)
      },
    )
    r.put(
      '/applications/:id/close',
      {
        config: user,
        schema: {
          tags,
          summary: 'Close the application with a mark from 1 to 5',
          params: applicationIdParamsSchema,
          querystring: closeApplicationQuerySchema,
          response: one,
        },
      },
      async (request) => service.closeApplication(ctx, actorOf(request), request.params.id, request.query.mark),
    )
    r.put(
      '/applications/:id/reopen',
      {
        config: user,
        schema: {
          tags,
          summary: 'Reopen a resolved or closed application with a reason',
          params: applicationIdParamsSchema,
          body: reopenApplicationSchema,
          response: one,
        },
      },
      async (request) => service.reopenApplication(ctx, actorOf(request), request.params.id, request.body.reason),
    )
    r.put(
      '/applications/:id/archive',
      {
        config: user,
        schema: {
          tags,
          summary: 'Move a closed application to the archive',
          params: applicationIdParamsSchema,
          response: one,
        },
      },
      async (request) => service.archiveApplication(ctx, actorOf(request), request.params.id),
    )
  }
}
