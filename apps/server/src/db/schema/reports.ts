import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

/** A user's saved views of the configurable article report (SPEC §3 Report view). Ids are numbers (SPEC §3). */
export const reportPatterns = pgTable(
  'report_patterns',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** [{title, enabled, order}] for the 13 properties. */
    properties: jsonb('properties').notNull(),
    chosenAsDefault: boolean('chosen_as_default').notNull().default(false),
    sortByEventTimeDesc: boolean('sort_by_event_time_desc').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_patterns_user_idx').on(t.userId, t.id)],
)

/** The fixed report a user chose as the default (absent: none). */
export const reportPreferences = pgTable('report_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  defaultFixedReport: text('default_fixed_report').notNull(),
})

/*
 * Rollups of article_events for the four fixed reports, kept by the event recorder in the statement that writes the
 * events (see modules/reports/rollups.ts). Each event is added to six rows per report: its day, month and year
 * (`grain` 'd' | 'm' | 'q' | 'y', `period` the first day), each for its organization and for the all-organizations scope
 * (`scope` the zero uuid). A period is then read as whole years + whole months + single days, so a year's report
 * reads one row per group whatever the number of events. `dims` is md5 of the group's columns: one short unique key.
 * Names are the snapshots of the events, so a renamed article keeps last year's title in last year's report.
 */
const rollupKey = {
  grain: text('grain').notNull(),
  period: date('period').notNull(),
  scope: uuid('scope').notNull(),
  dims: text('dims').notNull(),
}

export const reportRollupSystemTag = pgTable(
  'report_rollup_system_tag',
  {
    ...rollupKey,
    systemService: text('system_service').notNull(),
    articleTitle: text('article_title').notNull(),
    tags: text('tags').array().notNull(),
    tag: text('tag').notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.scope, t.period, t.dims] })],
)

export const reportRollupSystem = pgTable(
  'report_rollup_system',
  {
    ...rollupKey,
    systemService: text('system_service').notNull(),
    articleTitle: text('article_title').notNull(),
    isTech: boolean('is_tech').notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    applications: bigint('applications', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.scope, t.period, t.dims] })],
)

export const reportRollupUser = pgTable(
  'report_rollup_user',
  {
    ...rollupKey,
    userName: text('user_name').notNull(),
    userSystem: text('user_system').notNull(),
    systemService: text('system_service').notNull(),
    articleTitle: text('article_title').notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    applications: bigint('applications', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.scope, t.period, t.dims] })],
)

export const reportRollupTag = pgTable(
  'report_rollup_tag',
  {
    ...rollupKey,
    tag: text('tag').notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.grain, t.scope, t.period, t.dims] })],
)

/**
 * Searches in the knowledge base, for «Пробелы базы знаний». `query` is the normalized words (lower case, ё as е,
 * joined by one space); the user and organization are kept as ids only, as the screen shows queries, not people.
 */
export const searchEvents = pgTable(
  'search_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
    userId: uuid('user_id'),
    organizationId: uuid('organization_id'),
    query: text('query').notNull(),
    resultsCount: integer('results_count').notNull(),
    /** The articles of the first page, to tell whether the user opened one of them. */
    resultIds: uuid('result_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [
    index('search_events_searched_at_idx').on(t.searchedAt),
    index('search_events_org_idx').on(t.organizationId, t.searchedAt),
  ],
)
