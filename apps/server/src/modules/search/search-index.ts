import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'

/** Title and tags: weight A and B. Computed from the row itself, so saves and reindex agree. */
const titleVector = sql.raw(
  `setweight(to_tsvector('russian', a.title), 'A') || setweight(to_tsvector('russian', array_to_string(a.tags, ' ')), 'B')`,
)
const fullVector = sql.raw(
  `setweight(to_tsvector('russian', a.title), 'A') || setweight(to_tsvector('russian', array_to_string(a.tags, ' ')), 'B') || setweight(to_tsvector('russian', a.plain_text), 'D')`,
)

const WORD_MIN = 3
const WORD_MAX = 40

/** Distinct lower-case words of a text (letters and digits), the vocabulary that typo correction draws from. */
export function wordsOf(...texts: string[]): string[] {
  const words = new Set<string>()
  for (const text of texts) {
    for (const word of text
      .toLowerCase()
      .replaceAll('ё', 'е')
      .match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (word.length >= WORD_MIN && word.length <= WORD_MAX && /\p{L}/u.test(word)) words.add(word)
    }
  }
  return [...words]
}

export async function addWords(db: Database, words: string[]) {
  if (words.length === 0) return
  // Sorted, so concurrent inserts of overlapping word sets take their row locks in the same order.
  const sorted = [...new Set(words)].sort()
  await db.execute(
    sql`insert into kb_search_words (word) select unnest(${sql.param(sorted)}::text[]) on conflict do nothing`,
  )
}

interface IndexedRow extends Record<string, unknown> {
  id: string
  title: string
  tags: string[]
  plain_text: string
}

/** Recomputes the search documents of the rows `where` selects (alias `a`), and adds their words. */
async function indexWhere(db: Database, where: SQL) {
  const { rows } = await db.execute<IndexedRow>(sql`
    update kb_articles a set search_vector = ${fullVector}, title_vector = ${titleVector}
    where ${where}
    returning a.id, a.title, a.tags, a.plain_text`)
  await addWords(db, wordsOf(...rows.flatMap((r) => [r.title, r.tags.join(' '), r.plain_text])))
  return rows
}

/** Indexes the given articles right after they are saved. */
export async function indexArticles(db: Database, ids: string[]) {
  if (ids.length === 0) return
  await indexWhere(db, sql`a.id = any(${sql.param(ids)}::uuid[])`)
}

/** Indexes the next batch after `afterId` in id order; answers the last id, or null when nothing was left. */
export async function indexNextBatch(db: Database, afterId: string | null, size: number) {
  const rows = await indexWhere(
    db,
    sql`a.id in (select id from kb_articles where ${afterId ? sql`id > ${afterId}` : sql`true`} order by id limit ${size})`,
  )
  if (rows.length === 0) return { lastId: null, count: 0 }
  const lastId = rows.reduce((max, r) => (r.id > max ? r.id : max), rows[0].id)
  return { lastId, count: rows.length }
}
