import { z } from 'zod'
import { fileAttachmentSchema, okSchema, uuidSchema } from './common'
import {
  ARTICLE_MARKDOWN_MAX,
  KB_DESCRIPTION_MAX,
  KB_TAG_MAX,
  KB_TAGS_PER_ARTICLE_MAX,
  KB_TITLE_MAX,
  kbServiceSchema,
  kbSystemSchema,
} from './knowledge-base'

/*
 * Knowledge-base authoring, platform Admin only (SPEC does not show these calls). Base /api/admin/knowledge-base.
 * Every save of an article keeps the previous content as a version.
 */

const title = z.string().trim().min(1).max(KB_TITLE_MAX)
const description = z
  .string()
  .trim()
  .max(KB_DESCRIPTION_MAX)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null))

/** Path of every authoring call addressing one system, service or article: {uuid}. */
export const kbUuidParamsSchema = z.object({ uuid: uuidSchema })
/** Path of DELETE .../articles/{uuid}/files/{fileUuid} and .../services/{uuid}/files/{fileUuid}. */
export const kbFileParamsSchema = z.object({ uuid: uuidSchema, fileUuid: uuidSchema })

/** Body of POST /admin/knowledge-base/systems and PUT /admin/knowledge-base/systems/{uuid}. */
export const systemInputSchema = z.strictObject({ title, description })
export type SystemInput = z.input<typeof systemInputSchema>
/** Answer of POST/PUT /admin/knowledge-base/systems[/{uuid}]: the saved system. */
export const systemSavedResponseSchema = kbSystemSchema
/**
 * DELETE /admin/knowledge-base/systems/{uuid} answers {ok}. A system that still has services is refused with
 * InappropriateStatus (reason `KbSystemNotEmpty`).
 */
export const systemDeletedResponseSchema = okSchema

/** Body of POST /admin/knowledge-base/services. */
export const serviceCreateSchema = z.strictObject({ systemUuid: uuidSchema, title, description })
export type ServiceCreate = z.input<typeof serviceCreateSchema>
/** Body of PUT /admin/knowledge-base/services/{uuid} (a service stays in its system). */
export const serviceUpdateSchema = z.strictObject({ title, description })
export type ServiceUpdate = z.input<typeof serviceUpdateSchema>
/** Answer of POST/PUT /admin/knowledge-base/services[/{uuid}]: the saved service. */
export const serviceSavedResponseSchema = kbServiceSchema
/**
 * DELETE /admin/knowledge-base/services/{uuid} answers {ok}. A service that still has articles is refused with
 * InappropriateStatus (reason `KbServiceNotEmpty`).
 */
export const serviceDeletedResponseSchema = okSchema

/**
 * Body of POST /admin/knowledge-base/articles and PUT /admin/knowledge-base/articles/{uuid}. Tags are titles:
 * unknown ones are created, duplicates (case-insensitive) collapse.
 */
export const articleInputSchema = z.strictObject({
  title,
  markdown: z.string().max(ARTICLE_MARKDOWN_MAX),
  systemUuid: uuidSchema,
  serviceUuid: uuidSchema,
  tags: z.array(z.string().trim().min(1).max(KB_TAG_MAX)).max(KB_TAGS_PER_ARTICLE_MAX).default([]),
  isImportant: z.boolean().default(false),
})
export type ArticleInput = z.input<typeof articleInputSchema>

/**
 * An article as the editor sees it: GET /admin/knowledge-base/articles/{uuid}, and the answer of POST and PUT.
 * `version` counts saves (1 after creation). `updatedBy` is the author of the current version.
 */
export const editableArticleSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  markdown: z.string(),
  systemUuid: z.string(),
  serviceUuid: z.string(),
  tags: z.array(z.string()),
  isImportant: z.boolean(),
  files: z.array(fileAttachmentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  updatedBy: z.object({ id: z.string(), fio: z.string() }).nullable(),
})
export type EditableArticle = z.infer<typeof editableArticleSchema>

/** DELETE /admin/knowledge-base/articles/{uuid} answers {ok} (its versions, events and files go with it). */
export const articleDeletedResponseSchema = okSchema

/** One saved version of an article. */
export const articleVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.string(),
  markdown: z.string(),
  createdAt: z.string(),
  author: z.object({ id: z.string(), fio: z.string() }).nullable(),
})
export type ArticleVersion = z.infer<typeof articleVersionSchema>
/** GET /admin/knowledge-base/articles/{uuid}/versions: every version, newest first (the first is the current one). */
export const articleVersionsResponseSchema = z.array(articleVersionSchema)

/**
 * POST /admin/knowledge-base/articles/{uuid}/files and POST /admin/knowledge-base/services/{uuid}/files: multipart,
 * one or more files under field `files`. Answer: all files of the article / service after the upload.
 * Failures: FailedToUploadFiles (reasons FileTooLarge, TooManyFiles, FileTypeNotAllowed).
 */
export const attachmentsResponseSchema = z.array(fileAttachmentSchema)
/** DELETE .../articles/{uuid}/files/{fileUuid} and .../services/{uuid}/files/{fileUuid}: the remaining files. */
export const attachmentDeletedResponseSchema = z.array(fileAttachmentSchema)

/** Body of POST /admin/knowledge-base/preview. */
export const markdownPreviewRequestSchema = z.strictObject({ markdown: z.string().max(ARTICLE_MARKDOWN_MAX) })
export type MarkdownPreviewRequest = z.infer<typeof markdownPreviewRequestSchema>
/** Answer of POST /admin/knowledge-base/preview: the Markdown rendered exactly as GET /articles will, sanitized. */
export const markdownPreviewResponseSchema = z.object({ html: z.string() })
export type MarkdownPreviewResponse = z.infer<typeof markdownPreviewResponseSchema>
