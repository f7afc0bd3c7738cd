import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'

/** Title and tags: weight A and B. Computed from the row itself, so saves and reindex agree. */
const titleVector = sql.raw(
  `setweight(to_tsvector('russian', a.title), 'A') || setweight(to_tsvector('russian', array_to_string(a.tags, ' ')), 'B')`,
)
const fullVector = sql.raw(
  `setweight(to_tsvector('russian', a.title), 'A') || setweight(to_tsvector('russian', array_to_string(a.tags, ' ')), 'B') || setweight(to_tsvector('russian', a.plain_text), 'D')`,
)

/** Adds words to the vocabulary that typo correction draws from. */
export async function addWords(db: Database, words: string[]) {
  if (words.length === 0) return
  // Sorted, so concurrent inserts of overlapping word sets take their row locks in the same order.
  const sorted = [...new Set(words)].sort()
  await db.execute(
    sql`insert into kb_search_words (word) select unnest(${sql.param(sorted)}::text[]) on conflict do nothing`,
  )
}

export interface IndexedRow extends Record<string, unknown> {
  id: string
  title: string
  tags: string[]
  plain_text: string
}

/** Recomputes the search documents of the rows `where` selects (alias `a`); answers their text. */
async function indexWhere(db: Database, where: SQL) {
  const { rows } = await db.execute<IndexedRow>(sql`
    update kb_articles a set search_vector = ${fullVector}, title_vector = ${titleVector}
    where ${where}
    returning a.id, a.title, a.tags, a.plain_text`)
  return rows
}

export const indexArticleRows = (db: Database, ids: string[]) =>
  indexWhere(db, sql`a.id = any(${sql.param(ids)}::uuid[])`)

/** The next `size` articles after `afterId` in id order. */
export const indexArticleBatch = (db: Database, afterId: string | null, size: number) =>
  indexWhere(
    db,
    sql`a.id in (select id from kb_articles where ${afterId ? sql`id > ${afterId}` : sql`true`} order by id limit ${size})`,
  )
