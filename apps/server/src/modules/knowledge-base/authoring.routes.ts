import type { FastifyInstance } from 'fastify'
import { errorBodySchema } from '@psp/contracts'
import { knowledgeBaseAuthoringEndpoints } from '@psp/contracts/endpoints/knowledge-base-authoring.endpoints'
import { routeOf } from '../../platform/endpoint-route'
import type { AppContext } from '../../platform/context'
import { actorOf } from '../../platform/route-config'
import { auditOf } from '../../platform/security-log'
import * as files from './attachments.service'
import * as authoring from './authoring.service'
import { kbFilesForm, readUploadedFiles } from './kb-upload'

const tags = ['knowledge-base authoring']
const admin = { access: 'admin' as const }
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }
const ok = { ok: true as const }

/** Knowledge-base authoring for platform Admins, under /api/admin/knowledge-base. */
export function authoringRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Each write forgets the cached articles and writes its security event once it succeeded (kb-changed.ts).
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.createSystem,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) => authoring.createSystem(ctx, actorOf(request), request.body, auditOf(request)),
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.updateSystem,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) =>
        authoring.updateSystem(ctx, actorOf(request), request.params.uuid, request.body, auditOf(request)),
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.deleteSystem,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) => {
        await authoring.deleteSystem(ctx, actorOf(request), request.params.uuid, auditOf(request))
        return ok
      },
    )

    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.createService,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) => authoring.createService(ctx, actorOf(request), request.body, auditOf(request)),
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.updateService,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) =>
        authoring.updateService(ctx, actorOf(request), request.params.uuid, request.body, auditOf(request)),
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.deleteService,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) => {
        await authoring.deleteService(ctx, actorOf(request), request.params.uuid, auditOf(request))
        return ok
      },
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.uploadServiceFiles,
      {
        config: { ...admin, upload: kbFilesForm },
        tags,
        responses: errors,
      },
      async (request) =>
        files.addServiceFiles(
          ctx,
          actorOf(request),
          request.params.uuid,
          () => readUploadedFiles(request),
          auditOf(request),
        ),
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.deleteServiceFile,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) =>
        files.removeServiceFile(ctx, actorOf(request), request.params.uuid, request.params.fileUuid, auditOf(request)),
    )

    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.createArticle,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) => authoring.createArticle(ctx, actorOf(request), request.body, auditOf(request)),
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.getEditableArticle,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) => authoring.getEditableArticle(ctx, actorOf(request), request.params.uuid),
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.updateArticle,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) =>
        authoring.updateArticle(ctx, actorOf(request), request.params.uuid, request.body, auditOf(request)),
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.deleteArticle,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) => {
        await authoring.deleteArticle(ctx, actorOf(request), request.params.uuid, auditOf(request))
        return ok
      },
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.getArticleVersions,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) => authoring.listVersions(ctx, actorOf(request), request.params.uuid),
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.uploadArticleFiles,
      {
        config: { ...admin, upload: kbFilesForm },
        tags,
        responses: errors,
      },
      async (request) =>
        files.addArticleFiles(
          ctx,
          actorOf(request),
          request.params.uuid,
          () => readUploadedFiles(request),
          auditOf(request),
        ),
    )
    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.deleteArticleFile,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) =>
        files.removeArticleFile(ctx, actorOf(request), request.params.uuid, request.params.fileUuid, auditOf(request)),
    )

    await routeOf(
      app,
      knowledgeBaseAuthoringEndpoints.previewMarkdown,
      {
        config: admin,
        tags,
        responses: errors,
      },
      async (request) => authoring.previewMarkdown(actorOf(request), request.body.markdown),
    )
  }
}
