import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { applicationsEndpoints } from '@psp/contracts/endpoints/applications.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { readUpload } from '../../platform/upload-reader'
import { registerApplicationFileAccess } from './application-file-access'
import { registerOrganizationRegistrations } from './organization-registrations'
import * as service from './applications.service'
import { applicationFilesForm, commentForm, readCommentUpload } from './read-application-upload'

const tags = ['applications']
/** Which calls API tokens may make, by scope (ADR 0031). */
const reading = { access: 'user' as const, tokenScope: 'applications:read' as const }
const writing = { access: 'user' as const, tokenScope: 'applications:write' as const }
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }

/** The applicant's calls of SPEC §7 Applications. */
export function applicationsRoutes(ctx: AppContext) {
  registerApplicationFileAccess()
  registerOrganizationRegistrations()
  return async (app: FastifyInstance) => {
    const comment = commentForm(ctx.config.UPLOAD_LIMIT_BYTES)
    const addedFiles = applicationFilesForm(ctx.config.UPLOAD_LIMIT_BYTES)

    await routeOf(
      app,
      applicationsEndpoints.createApplication,
      {
        config: writing,
        tags,
        summary: 'File an application',
        responses: errors,
      },
      async (request) => service.createApplication(ctx, actorOf(request), request.body, []),
    )
    for (const [mode, list, markRead] of [
      ['own', applicationsEndpoints.getApplications, applicationsEndpoints.markApplicationsRead],
      [
        'organization',
        applicationsEndpoints.findOrganizationApplications,
        applicationsEndpoints.markOrganizationApplicationsRead,
      ],
    ] as const) {
      const whose = mode === 'own' ? "The user's applications" : "The applications of the session's organization"
      await routeOf(
        app,
        list,
        {
          config: reading,
          tags,
          summary: `${whose}: all (None), actual or archived, filtered, sorted and paged`,
          responses: { 400: errorBodySchema, 403: errorBodySchema },
        },
        async (request) =>
          service.listApplications(ctx, actorOf(request), mode, request.query.statusGroup, request.body),
      )
      await routeOf(
        app,
        markRead,
        {
          config: writing,
          tags,
          summary: `${whose}: mark every application of the list read`,
          responses: { 403: errorBodySchema },
        },
        async (request) => {
          await service.markApplicationsRead(ctx, actorOf(request), mode, request.query.statusGroup)
          return { ok: true as const }
        },
      )
    }
    await routeOf(
      app,
      applicationsEndpoints.getApplication,
      {
        config: reading,
        tags,
        summary: 'One application',
        responses: errors,
      },
      async (request) => service.openApplication(ctx, actorOf(request), request.params.id),
    )
    await routeOf(
      app,
      applicationsEndpoints.getStatusHistory,
      {
        config: reading,
        tags,
        summary: 'The statuses the application went through',
        responses: errors,
      },
      async (request) => service.getStatusHistory(ctx, actorOf(request), request.params.id),
    )
    await routeOf(
      app,
      applicationsEndpoints.commentApplication,
      {
        config: { ...writing, upload: comment },
        tags,
        summary: 'Comment on the application, with files',
        responses: errors,
      },
      async (request) => {
        const { text, files } = await readCommentUpload(request, comment)
        return service.addComment(ctx, actorOf(request), request.params.id, text, files)
      },
    )
    await routeOf(
      app,
      applicationsEndpoints.addApplicationFiles,
      {
        config: { ...writing, upload: addedFiles },
        tags,
        summary: 'Add files to the application',
        responses: errors,
      },
      async (request) => {
        const { files } = await readUpload(request, addedFiles)
        return service.addFiles(ctx, actorOf(request), request.params.id, files)
      },
    )
    await routeOf(
      app,
      applicationsEndpoints.closeApplication,
      {
        config: writing,
        tags,
        summary: 'Close the application with a mark from 1 to 5',
        responses: errors,
      },
      async (request) => service.closeApplication(ctx, actorOf(request), request.params.id, request.query.mark),
    )
    await routeOf(
      app,
      applicationsEndpoints.reopenApplication,
      {
        config: writing,
        tags,
        summary: 'Reopen a resolved or closed application with a reason',
        responses: errors,
      },
      async (request) => service.reopenApplication(ctx, actorOf(request), request.params.id, request.body.reason),
    )
    await routeOf(
      app,
      applicationsEndpoints.archiveApplication,
      {
        config: writing,
        tags,
        summary: 'Move a closed application to the archive',
        responses: errors,
      },
      async (request) => service.archiveApplication(ctx, actorOf(request), request.params.id),
    )
  }
}
