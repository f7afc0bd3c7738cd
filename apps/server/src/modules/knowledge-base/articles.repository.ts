import { sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { Database } from '../../db/client'

const dialect = new PgDialect()

/**
 * Runs one of the most requested reads as a named prepared statement, so PostgreSQL plans it once per connection
 * instead of on every request. The statement text must be the same for every call with the same name.
 */
async function preparedRows<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: pg.Pool }).$client
  if (typeof client?.query !== 'function') return (await db.execute(query)).rows as T[]
  const { sql: text, params } = dialect.sqlToQuery(query)
  return (await client.query({ name, text, values: params })).rows as T[]
}

/** An article in a list, with the names of its system and service (timestamps as text or Date by driver path). */
export interface ArticleSummaryRow extends Record<string, unknown> {
  id: string
  title: string
  important: boolean
  created_at: string | Date
  updated_at: string | Date
  views_count: number
  system_id: string
  system_name: string
  service_id: string
  service_name: string
}

export interface ArticleRow extends ArticleSummaryRow {
  html: string
  tag_titles: string[]
  tags: Array<{ id: string; title: string }>
  files: Array<{ uuid: string; name: string; size: number }>
}

const summaryColumns = sql`a.id, a.title, a.important, a.created_at, a.updated_at, coalesce(w.views_count, 0) as views_count,
  s.id as system_id, s.name as system_name, v.id as service_id, v.name as service_name`
const joins = sql`join kb_systems s on s.id = a.system_id join kb_services v on v.id = a.service_id
  left join kb_article_views w on w.article_id = a.id`

function summaryQuery(where: SQL, order: SQL, limit: number, offset = 0) {
  return sql`select ${summaryColumns} from kb_articles a ${joins}
    where ${where} order by ${order} limit ${limit} offset ${offset}`
}

async function summaries(db: Database, where: SQL, order: SQL, limit: number, offset = 0) {
  return (await db.execute<ArticleSummaryRow>(summaryQuery(where, order, limit, offset))).rows
}

async function count(db: Database, where: SQL) {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from kb_articles a where ${where}`)
  return rows[0].n
}

/** A page of articles plus the total, for the paged lists. */
export async function pageOfArticles(db: Database, where: SQL, order: SQL, page: number, perPage: number) {
  const [items, total] = await Promise.all([
    summaries(db, where, order, perPage, (page - 1) * perPage),
    count(db, where),
  ])
  return { items, total }
}

export const byTitle = sql`a.title, a.id`

export function articlesOfService(db: Database, serviceId: string, page: number, perPage: number) {
  return pageOfArticles(db, sql`a.service_id = ${serviceId}`, byTitle, page, perPage)
}

/** Every article of one service (the article page's side navigation), bounded as a safety net. */
export function allArticlesOfService(db: Database, serviceId: string) {
  return summaries(db, sql`a.service_id = ${serviceId}`, byTitle, 1000)
}

// The knowledge-base main page's lists: prepared, one statement per shape.
export function importantArticles(db: Database, limit: number) {
  return preparedRows<ArticleSummaryRow>(
    db,
    'kb_important',
    summaryQuery(sql`a.important`, sql`a.updated_at desc, a.id`, limit),
  )
}

export function lastModifiedArticles(db: Database, systemId: string | undefined, limit: number) {
  const order = sql`a.updated_at desc, a.id`
  return systemId
    ? preparedRows<ArticleSummaryRow>(
        db,
        'kb_last_modified_system',
        summaryQuery(sql`a.system_id = ${systemId}`, order, limit),
      )
    : preparedRows<ArticleSummaryRow>(db, 'kb_last_modified', summaryQuery(sql`true`, order, limit))
}

/** The most viewed articles, read down the views index (every article has its views row). */
function popularQuery(where: SQL, limit: number) {
  return sql`select a.id, a.title, a.important, a.created_at, a.updated_at, w.views_count,
      s.id as system_id, s.name as system_name, v.id as service_id, v.name as service_name
    from kb_article_views w join kb_articles a on a.id = w.article_id
      join kb_systems s on s.id = a.system_id join kb_services v on v.id = a.service_id
    where ${where} order by w.views_count desc, a.updated_at desc, a.id limit ${limit}`
}

export function popularArticles(db: Database, systemId: string | undefined, limit: number) {
  return systemId
    ? preparedRows<ArticleSummaryRow>(db, 'kb_popular_system', popularQuery(sql`a.system_id = ${systemId}`, limit))
    : preparedRows<ArticleSummaryRow>(db, 'kb_popular', popularQuery(sql`true`, limit))
}

export function articlesWithTag(db: Database, tagId: string, page: number, perPage: number) {
  return pageOfArticles(
    db,
    sql`exists (select 1 from kb_article_tags at where at.article_id = a.id and at.tag_id = ${tagId})`,
    byTitle,
    page,
    perPage,
  )
}

/** One article with its tags and files, in one round trip (it is the most requested call). */
export async function findArticle(db: Database, id: string): Promise<ArticleRow | null> {
  const rows = await preparedRows<ArticleRow>(
    db,
    'kb_find_article',
    sql`
    select ${summaryColumns}, a.html, a.tags as tag_titles,
      coalesce((select json_agg(json_build_object('id', t.id, 'title', t.title) order by at.position)
        from kb_article_tags at join kb_tags t on t.id = at.tag_id where at.article_id = a.id), '[]') as tags,
      coalesce((select json_agg(json_build_object('uuid', f.id, 'name', f.name, 'size', f.size) order by af.created_at, f.name)
        from kb_article_files af join files f on f.id = af.file_id where af.article_id = a.id), '[]') as files
    from kb_articles a ${joins}
    where a.id = ${id}`,
  )
  return rows[0] ?? null
}

export async function findTagById(db: Database, id: string) {
  const { rows } = await db.execute<{ id: string; title: string }>(sql`select id, title from kb_tags where id = ${id}`)
  return rows[0] ?? null
}

export async function findTagByTitle(db: Database, title: string) {
  const { rows } = await db.execute<{ id: string; title: string }>(
    sql`select id, title from kb_tags where lower(title) = lower(${title})`,
  )
  return rows[0] ?? null
}
