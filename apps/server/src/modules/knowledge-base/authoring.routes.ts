import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  articleDeletedResponseSchema,
  articleInputSchema,
  articleVersionsResponseSchema,
  attachmentDeletedResponseSchema,
  attachmentsResponseSchema,
  editableArticleSchema,
  errorBodySchema,
  kbFileParamsSchema,
  kbUuidParamsSchema,
  markdownPreviewRequestSchema,
  markdownPreviewResponseSchema,
  serviceCreateSchema,
  serviceDeletedResponseSchema,
  serviceSavedResponseSchema,
  serviceUpdateSchema,
  systemDeletedResponseSchema,
  systemInputSchema,
  systemSavedResponseSchema,
} from '@psp/contracts'
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
    const r = app.withTypeProvider<ZodTypeProvider>()
    const base = '/admin/knowledge-base'
    // Each write forgets the cached articles and writes its security event once it succeeded (kb-changed.ts).

    r.post(
      `${base}/systems`,
      {
        config: admin,
        schema: { tags, body: systemInputSchema, response: { 200: systemSavedResponseSchema, ...errors } },
      },
      async (request) => authoring.createSystem(ctx, actorOf(request), request.body, auditOf(request)),
    )
    r.put(
      `${base}/systems/:uuid`,
      {
        config: admin,
        schema: {
          tags,
          params: kbUuidParamsSchema,
          body: systemInputSchema,
          response: { 200: systemSavedResponseSchema, ...errors },
        },
      },
      async (request) =>
        authoring.updateSystem(ctx, actorOf(request), request.params.uuid, request.body, auditOf(request)),
    )
    r.delete(
      `${base}/systems/:uuid`,
      {
        config: admin,
        schema: { tags, params: kbUuidParamsSchema, response: { 200: systemDeletedResponseSchema, ...errors } },
      },
      async (request) => {
        await authoring.deleteSystem(ctx, actorOf(request), request.params.uuid, auditOf(request))
        return ok
      },
    )

    r.post(
      `${base}/services`,
      {
        config: admin,
        schema: { tags, body: serviceCreateSchema, response: { 200: serviceSavedResponseSchema, ...errors } },
      },
      async (request) => authoring.createService(ctx, actorOf(request), request.body, auditOf(request)),
    )
    r.put(
      `${base}/services/:uuid`,
      {
        config: admin,
        schema: {
          tags,
          params: kbUuidParamsSchema,
          body: serviceUpdateSchema,
          response: { 200: serviceSavedResponseSchema, ...errors },
        },
      },
      async (request) =>
        authoring.updateService(ctx, actorOf(request), request.params.uuid, request.body, auditOf(request)),
    )
    r.delete(
      `${base}/services/:uuid`,
      {
        config: admin,
        schema: { tags, params: kbUuidParamsSchema, response: { 200: serviceDeletedResponseSchema, ...errors } },
      },
      async (request) => {
        await authoring.deleteService(ctx, actorOf(request), request.params.uuid, auditOf(request))
        return ok
      },
    )
    r.post(
      `${base}/services/:uuid/files`,
      {
        config: { ...admin, upload: kbFilesForm },
        schema: { tags, params: kbUuidParamsSchema, response: { 200: attachmentsResponseSchema, ...errors } },
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
    r.delete(
      `${base}/services/:uuid/files/:fileUuid`,
      {
        config: admin,
        schema: { tags, params: kbFileParamsSchema, response: { 200: attachmentDeletedResponseSchema, ...errors } },
      },
      async (request) =>
        files.removeServiceFile(ctx, actorOf(request), request.params.uuid, request.params.fileUuid, auditOf(request)),
    )

    r.post(
      `${base}/articles`,
      {
        config: admin,
        schema: { tags, body: articleInputSchema, response: { 200: editableArticleSchema, ...errors } },
      },
      async (request) => authoring.createArticle(ctx, actorOf(request), request.body, auditOf(request)),
    )
    r.get(
      `${base}/articles/:uuid`,
      {
        config: admin,
        schema: { tags, params: kbUuidParamsSchema, response: { 200: editableArticleSchema, ...errors } },
      },
      async (request) => authoring.getEditableArticle(ctx, actorOf(request), request.params.uuid),
    )
    r.put(
      `${base}/articles/:uuid`,
      {
        config: admin,
        schema: {
          tags,
          params: kbUuidParamsSchema,
          body: articleInputSchema,
          response: { 200: editableArticleSchema, ...errors },
        },
      },
      async (request) =>
        authoring.updateArticle(ctx, actorOf(request), request.params.uuid, request.body, auditOf(request)),
    )
    r.delete(
      `${base}/articles/:uuid`,
      {
        config: admin,
        schema: { tags, params: kbUuidParamsSchema, response: { 200: articleDeletedResponseSchema, ...errors } },
      },
      async (request) => {
        await authoring.deleteArticle(ctx, actorOf(request), request.params.uuid, auditOf(request))
        return ok
      },
    )
    r.get(
      `${base}/articles/:uuid/versions`,
      {
        config: admin,
        schema: { tags, params: kbUuidParamsSchema, response: { 200: articleVersionsResponseSchema, ...errors } },
      },
      async (request) => authoring.listVersions(ctx, actorOf(request), request.params.uuid),
    )
    r.post(
      `${base}/articles/:uuid/files`,
      {
        config: { ...admin, upload: kbFilesForm },
        schema: { tags, params: kbUuidParamsSchema, response: { 200: attachmentsResponseSchema, ...errors } },
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
    r.delete(
      `${base}/articles/:uuid/files/:fileUuid`,
      {
        config: admin,
        schema: { tags, params: kbFileParamsSchema, response: { 200: attachmentDeletedResponseSchema, ...errors } },
      },
      async (request) =>
        files.removeArticleFile(ctx, actorOf(request), request.params.uuid, request.params.fileUuid, auditOf(request)),
    )

    r.post(
      `${base}/preview`,
      {
        config: admin,
        schema: {
          tags,
          body: markdownPreviewRequestSchema,
          response: { 200: markdownPreviewResponseSchema, ...errors },
        },
      },
      async (request) => authoring.previewMarkdown(actorOf(request), request.body.markdown),
    )
  }
}
