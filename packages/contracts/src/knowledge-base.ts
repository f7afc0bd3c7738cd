import { z } from 'zod'
import { fileAttachmentSchema, okSchema, pageQuerySchema, pagedSchema, uuidSchema } from './common'
import { KB_SHORT_LIST_DEFAULT, KB_TAG_MAX } from './knowledge-base-limits'

/*
 * Knowledge-base reading calls of SPEC §7 (base /api). Ids are uuid strings, dates ISO strings.
 * Articles are addressed by `uuid`; systems and services too; tags by `id` (a uuid) and `title`.
 */

// The limits live in a zod-free module so the knowledge-base pages can read them without zod.
export * from './knowledge-base-limits'

/** A system or a service as referenced from an article. */
export const kbRefSchema = z.object({ uuid: z.string(), title: z.string() })
export type KbRef = z.infer<typeof kbRefSchema>

/** One of the agency's information systems. Answer item of GET /systems and GET /systems/knowledge-base. */
export const kbSystemSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Articles in the system (all services). */
  articlesCount: z.number().int(),
})
export type KbSystem = z.infer<typeof kbSystemSchema>

/** GET /systems: every system (e.g. for the application form). */
export const systemsResponseSchema = z.array(kbSystemSchema)
/** GET /systems/knowledge-base: the systems shown in the knowledge base (those having at least one article), by title. */
export const knowledgeBaseSystemsResponseSchema = z.array(kbSystemSchema)

/** A service inside a system. Answer item of GET /services and GET /services/with-articles. */
export const kbServiceSchema = z.object({
  uuid: z.string(),
  systemUuid: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  articlesCount: z.number().int(),
})
export type KbService = z.infer<typeof kbServiceSchema>

/** Query of GET /services?systemUuid and GET /services/with-articles?systemUuid. */
export const servicesQuerySchema = z.object({ systemUuid: uuidSchema })
export type ServicesQuery = z.infer<typeof servicesQuerySchema>
/** GET /services?systemUuid: all services of the system, by title. */
export const servicesResponseSchema = z.array(kbServiceSchema)
/** GET /services/with-articles?systemUuid: only the system's services that have articles, by title. */
export const servicesWithArticlesResponseSchema = z.array(kbServiceSchema)

/** Path of GET /services/{id}/files. */
export const serviceIdParamsSchema = z.object({ id: uuidSchema })
/** GET /services/{id}/files: the files attached to a service (download via GET /files/{uuid}). */
export const serviceFilesResponseSchema = z.array(fileAttachmentSchema)

/** A tag. `id` is what /knowledge-base/articles-by-tag/{id} and GET /articles/{id}/by-tag use. */
export const kbTagSchema = z.object({ id: z.string(), title: z.string() })
export type KbTag = z.infer<typeof kbTagSchema>

/** An article in a list: enough to show it and to build /knowledge-base/details?article&system&service. */
export const articleSummarySchema = z.object({
  uuid: z.string(),
  title: z.string(),
  system: kbRefSchema,
  service: kbRefSchema,
  isImportant: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  viewsCount: z.number().int(),
})
export type ArticleSummary = z.infer<typeof articleSummarySchema>

/** Query of GET /articles/by-service {itemsPerPage, systemUuid, serviceUuid, page}. */
export const articlesByServiceQuerySchema = pageQuerySchema.extend({ systemUuid: uuidSchema, serviceUuid: uuidSchema })
export type ArticlesByServiceQuery = z.infer<typeof articlesByServiceQuerySchema>
/** GET /articles/by-service: the service's articles, paged, by title. */
export const articlesByServiceResponseSchema = pagedSchema(articleSummarySchema)
export type ArticlesByServiceResponse = z.infer<typeof articlesByServiceResponseSchema>

/** Query of GET /articles/by-exact-service {systemUuid, serviceUuid}. */
export const articlesByExactServiceQuerySchema = z.object({ systemUuid: uuidSchema, serviceUuid: uuidSchema })
export type ArticlesByExactServiceQuery = z.infer<typeof articlesByExactServiceQuerySchema>
/** GET /articles/by-exact-service: every article of exactly that service (the article page's side navigation), by title. */
export const articlesByExactServiceResponseSchema = z.array(articleSummarySchema)

/** GET /articles/important-info: the articles flagged important, newest change first. */
export const importantInfoResponseSchema = z.array(articleSummarySchema)

/** Query of GET /articles/last-modified and GET /articles/popular (optional systemUuid). */
export const shortArticleListQuerySchema = z.object({
  systemUuid: uuidSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).catch(KB_SHORT_LIST_DEFAULT).default(KB_SHORT_LIST_DEFAULT),
})
export type ShortArticleListQuery = z.infer<typeof shortArticleListQuerySchema>
/** GET /articles/last-modified: newest `updatedAt` first. */
export const lastModifiedArticlesResponseSchema = z.array(articleSummarySchema)
/** GET /articles/popular: most `viewsCount` first. */
export const popularArticlesResponseSchema = z.array(articleSummarySchema)

/** Query of GET /articles/by-tag-redirect?tag (tag title, as an external system sends it; matched case-insensitively). */
export const byTagRedirectQuerySchema = z.object({
  tag: z
    .string()
    .trim()
    .max(KB_TAG_MAX * 2),
})
/**
 * GET /articles/by-tag-redirect?tag: what the tag resolves to. `tag` is null when no such tag exists (total 0);
 * `article` is the only article when total is 1, otherwise null (the page then lists /articles/{tag.id}/by-tag).
 */
export const byTagRedirectResponseSchema = z.object({
  tag: kbTagSchema.nullable(),
  total: z.number().int(),
  article: articleSummarySchema.nullable(),
})
export type ByTagRedirectResponse = z.infer<typeof byTagRedirectResponseSchema>

/** Path of GET /articles/{id}/by-tag: {id} is the TAG id. */
export const tagIdParamsSchema = z.object({ id: uuidSchema })
/** Query of GET /articles/{id}/by-tag?tag&page&itemsPerPage (`tag` is the title the link carried; informational). */
export const articlesByTagQuerySchema = pageQuerySchema.extend({
  tag: z
    .string()
    .max(KB_TAG_MAX * 2)
    .optional(),
})
export type ArticlesByTagQuery = z.infer<typeof articlesByTagQuerySchema>
/** GET /articles/{id}/by-tag: paged articles having that tag, by title, plus the tag itself. Unknown tag: NotFound. */
export const articlesByTagResponseSchema = pagedSchema(articleSummarySchema).extend({ tag: kbTagSchema })
export type ArticlesByTagResponse = z.infer<typeof articlesByTagResponseSchema>

/**
 * Query of GET /articles?articleUuid&systemUuid&serviceUuid. `tagFromExternal` is the tag the user arrived with from
 * an external system (via /knowledge-base/by-tag-redirect); the server records it in the OpenArticle event.
 */
export const articleQuerySchema = z.object({
  articleUuid: uuidSchema,
  systemUuid: uuidSchema.optional(),
  serviceUuid: uuidSchema.optional(),
  tagFromExternal: z
    .string()
    .max(KB_TAG_MAX * 2)
    .optional(),
})
export type ArticleQuery = z.infer<typeof articleQuerySchema>
/**
 * GET /articles: one article. `html` is the body rendered from Markdown and sanitized on the server.
 * Opening records an OpenArticle event (never failing the call). Unknown article, or system/service not matching it:
 * ArticleNotFound.
 */
export const articleSchema = articleSummarySchema.extend({
  html: z.string(),
  tags: z.array(kbTagSchema),
  files: z.array(fileAttachmentSchema),
})
export type Article = z.infer<typeof articleSchema>

/** Analytics event types of SPEC §3 Article stat row, with their labels. */
export const articleEventTypes = ['ClickOnTag', 'CreateApplication', 'OpenArticle'] as const
export const articleEventTypeSchema = z.enum(articleEventTypes)
export type ArticleEventType = z.infer<typeof articleEventTypeSchema>
export const articleEventTypeLabels: Record<ArticleEventType, string> = {
  ClickOnTag: 'Клик по тегу',
  CreateApplication: 'Создание заявки',
  OpenArticle: 'Открытие статьи',
}

/** Path of POST /articles/{articleUuid}/events. */
export const articleEventParamsSchema = z.object({ articleUuid: uuidSchema })
/**
 * POST /articles/{articleUuid}/events: the page records a tag click (fire and forget). `tag` is the clicked tag's
 * title; `tagFromExternal` the tag the user arrived with from an external system, if any. OpenArticle is recorded by
 * GET /articles itself; CreateApplication by the application form.
 */
export const articleEventRequestSchema = z.strictObject({
  type: z.enum(['ClickOnTag']),
  tag: z
    .string()
    .trim()
    .min(1)
    .max(KB_TAG_MAX * 2),
  tagFromExternal: z
    .string()
    .trim()
    .max(KB_TAG_MAX * 2)
    .optional(),
})
export type ArticleEventRequest = z.infer<typeof articleEventRequestSchema>
/** Answer of POST /articles/{articleUuid}/events. */
export const articleEventResponseSchema = okSchema
