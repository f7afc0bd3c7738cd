import { z } from 'zod'
import { MAX_PAGE_SIZE } from './limits'
import { pagedSchema } from './common'
import { kbRefSchema } from './knowledge-base'
import { SEARCH_TEXT_MAX, searchScopes } from './search-scopes'

/*
 * Search calls of SPEC §7 (base /api): POST /search and GET/POST /search/reindex.
 * Any text (empty, symbols, very long, SQL) is answered without a 500: empty or symbol-only text yields no hits.
 */

// The values and labels live in a zod-free module so the search forms can read them without zod.
export * from './search-scopes'
export const searchScopeSchema = z.enum(searchScopes)

/** Query of POST /search: `error` (any value) makes the call fail with a simulated GeneralError (SPEC §7 test query). */
export const searchQuerySchema = z.object({ error: z.string().optional() })

/**
 * Body of POST /search. `applications` (optional) narrows the orders scopes to these application ids; `suggestion`
 * marks the as-you-type suggestions of the application form, which «Пробелы базы знаний» must not count.
 */
export const searchRequestSchema = z.object({
  text: z
    .string()
    .default('')
    .transform((t) => t.slice(0, SEARCH_TEXT_MAX)),
  itemsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(10).default(10),
  page: z.coerce.number().int().positive().catch(1).default(1),
  whereToSearch: searchScopeSchema.default('knowledge'),
  applications: z.array(z.string()).optional(),
  /** A suggestion while the user types (the application form), not a search asked for: not kept for analytics. */
  suggestion: z.boolean().optional(),
})
export type SearchRequest = z.input<typeof searchRequestSchema>

/**
 * An article hit. `titleHtml` and `snippetHtml` are escaped text where the only markup is `<mark>` around matches.
 */
export const articleSearchHitSchema = z.object({
  kind: z.literal('article'),
  uuid: z.string(),
  title: z.string(),
  titleHtml: z.string(),
  snippetHtml: z.string(),
  system: kbRefSchema,
  service: kbRefSchema,
  updatedAt: z.string(),
})
export type ArticleSearchHit = z.infer<typeof articleSearchHitSchema>

/** An application hit (scopes orders and organization), same highlighting rule; `status` is a SPEC §3 status code. */
export const applicationSearchHitSchema = z.object({
  kind: z.literal('application'),
  id: z.string(),
  number: z.string(),
  title: z.string(),
  titleHtml: z.string(),
  snippetHtml: z.string(),
  status: z.string(),
  updatedAt: z.string(),
})
export type ApplicationSearchHit = z.infer<typeof applicationSearchHitSchema>

export const searchHitSchema = z.discriminatedUnion('kind', [articleSearchHitSchema, applicationSearchHitSchema])
export type SearchHit = z.infer<typeof searchHitSchema>

/**
 * Answer of POST /search: hits best first, paged. The organization scope needs a current organization (else Forbidden).
 * At most 100 best hits are ranked and counted: `moreThanTotal` says that more articles match than `total` counts
 * (the pages reach every counted hit).
 */
export const searchResponseSchema = pagedSchema(searchHitSchema).extend({ moreThanTotal: z.boolean() })
export type SearchResponse = z.infer<typeof searchResponseSchema>

/**
 * SPEC §3 Search reindex state: answer of GET /search/reindex and POST /search/reindex (Admin only).
 * POST starts a background reindex (at most one at a time across instances; starting while one runs just answers the
 * state). `progress` is present while indexing when the server knows it.
 */
export const reindexStateSchema = z.object({
  indexing: z.boolean(),
  lastIndexing: z.string().nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable().optional(),
})
export type ReindexState = z.infer<typeof reindexStateSchema>
