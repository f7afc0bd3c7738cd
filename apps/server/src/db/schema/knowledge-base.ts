import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { files } from './files'
import { users } from './users'

/** PostgreSQL's full-text document type; written only by SQL (see modules/search/search-vector.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** The agency's information systems: the top level of the knowledge base. */
export const kbSystems = pgTable(
  'kb_systems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of imported content, so importing the same folder again updates instead of duplicating. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kb_systems_slug_key').on(t.slug)],
)

/** Services inside a system; articles belong to one service. */
export const kbServices = pgTable(
  'kb_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    systemId: uuid('system_id')
      .notNull()
      .references(() => kbSystems.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kb_services_system_slug_key').on(t.systemId, t.slug)],
)

export const kbArticles = pgTable(
  'kb_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    systemId: uuid('system_id')
      .notNull()
      .references(() => kbSystems.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => kbServices.id, { onDelete: 'cascade' }),
    /** Tag titles in order, denormalized from kb_article_tags (titles never change) for search and events. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    important: boolean('important').notNull().default(false),
    /** The author's Markdown, the sanitized HTML rendered from it, and its plain text (for search snippets). */
    markdown: text('markdown').notNull(),
    html: text('html').notNull(),
    plainText: text('plain_text').notNull(),
    version: integer('version').notNull().default(1),
    /** Weighted title + tags + body document; null until indexed (saves and reindex fill it). */
    searchVector: tsvector('search_vector'),
    /** Title and tags only: candidates whose title matches are taken first for very common words. */
    titleVector: tsvector('title_vector'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kb_articles_slug_key').on(t.slug),
    index('kb_articles_service_idx').on(t.serviceId, t.title),
    index('kb_articles_system_updated_idx').on(t.systemId, t.updatedAt.desc().nullsFirst()),
    index('kb_articles_updated_idx').on(t.updatedAt.desc().nullsFirst()),
    index('kb_articles_important_idx')
      .on(t.updatedAt.desc().nullsFirst())
      .where(sql`${t.important}`),
    index('kb_articles_search_idx').using('gin', t.searchVector),
    index('kb_articles_title_search_idx').using('gin', t.titleVector),
  ],
)

/**
 * How many times each article was opened, apart from the article: a view then rewrites this narrow row and its two
 * index entries, not the wide article row with its search indexes (about fifteen times cheaper). Every article has
 * its row from its creation on (a trigger of migration 0003 adds it).
 */
export const kbArticleViews = pgTable(
  'kb_article_views',
  {
    articleId: uuid('article_id')
      .primaryKey()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    viewsCount: integer('views_count').notNull().default(0),
  },
  (t) => [index('kb_article_views_views_idx').on(t.viewsCount.desc().nullsFirst(), t.articleId)],
)

/** Tags are shared by articles; a title is unique regardless of case, as external systems send it in any case. */
export const kbTags = pgTable(
  'kb_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kb_tags_title_key').on(sql`lower(${t.title})`)],
)

/** Which tags an article has, in the author's order. `kb_articles.tags` repeats the titles for search and events. */
export const kbArticleTags = pgTable(
  'kb_article_tags',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => kbTags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('kb_article_tags_tag_idx').on(t.tagId, t.articleId)],
)

/** The state of an article before each save, with who saved over it and when. */
export const kbArticleVersions = pgTable(
  'kb_article_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    systemId: uuid('system_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    tags: text('tags').array().notNull(),
    important: boolean('important').notNull(),
    markdown: text('markdown').notNull(),
    /** Who wrote this version and when (the article's updatedBy/updatedAt at the time). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authoredAt: timestamp('authored_at', { withTimezone: true }).notNull(),
    /** Who replaced it with the next version, and when. */
    replacedBy: uuid('replaced_by').references(() => users.id, { onDelete: 'set null' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kb_article_versions_article_version_key').on(t.articleId, t.version)],
)

export const kbArticleFiles = pgTable(
  'kb_article_files',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.fileId] })],
)

export const kbServiceFiles = pgTable(
  'kb_service_files',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => kbServices.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.fileId] })],
)

/** Distinct words of the articles, for typo correction by trigram similarity (a small table, unlike the bodies). */
export const kbSearchWords = pgTable(
  'kb_search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('kb_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
)

/** One row (id 1): the search reindex state of SPEC §3, claimed atomically so one instance rebuilds at a time. */
export const searchIndexState = pgTable('search_index_state', {
  id: integer('id').primaryKey(),
  indexing: boolean('indexing').notNull().default(false),
  lastIndexing: timestamp('last_indexing', { withTimezone: true }),
  startedAt: timestamp('started_at', { withTimezone: true }),
  /** Touched after every batch; a claim older than the stale limit is taken over (its instance died). */
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  processed: integer('processed').notNull().default(0),
  total: integer('total').notNull().default(0),
})

/**
 * Analytics events of SPEC §3 Article stat row. Who, where and what are snapshots taken when the event
 * happened, so reports neither join nor change when a user, organization or article changes later.
 */
export const articleEvents = pgTable(
  'article_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type', { enum: ['OpenArticle', 'ClickOnTag', 'CreateApplication'] }).notNull(),
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    userId: uuid('user_id'),
    userFio: text('user_fio').notNull(),
    organizationId: uuid('organization_id'),
    organizationName: text('organization_name'),
    organizationUserRole: text('organization_user_role', { enum: ['Admin', 'Employee'] }),
    loginSystem: text('login_system').notNull(),
    externalUserFlag: text('external_user_flag', { enum: ['External', 'Internal'] }).notNull(),
    isTechSupportEmployee: boolean('is_tech_support_employee').notNull(),
    articleId: uuid('article_id'),
    articleTitle: text('article_title').notNull(),
    systemId: uuid('system_id'),
    systemName: text('system_name'),
    serviceId: uuid('service_id'),
    serviceName: text('service_name'),
    tags: text('tags').array().notNull(),
    tagFromArticle: text('tag_from_article'),
    tagsFromAisEcpe: text('tags_from_ais_ecpe'),
    isApplicationCreate: boolean('is_application_create').notNull().default(false),
  },
  (t) => [
    index('article_events_event_at_idx').on(t.eventAt),
    index('article_events_article_idx').on(t.articleId, t.eventAt),
    index('article_events_user_idx').on(t.userId, t.eventAt),
    // The configurable report of one organization reads its events of a period.
    index('article_events_org_idx').on(t.organizationId, t.eventAt),
  ],
)

/**
 * «Была ли статья полезна?» (ADR 0033): each reader's answer on each version of an article, changed in place. The
 * organization the reader worked for when answering scopes the answer in the reports, as events are.
 */
export const kbArticleFeedback = pgTable(
  'kb_article_feedback',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id'),
    helpful: boolean('helpful').notNull(),
    /** What was missing, given with «Нет» only. */
    reason: text('reason'),
    /** When the answer was given or last changed. */
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.version, t.userId] }),
    // The reports and the gaps read the answers of a period.
    index('kb_article_feedback_answered_idx').on(t.answeredAt),
  ],
)
