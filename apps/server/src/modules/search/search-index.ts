import type { Database } from '../../db/client'
import { addWords, indexArticleBatch, indexArticleRows, type IndexedRow } from './search-index.repository'

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

/** Adds the words of freshly indexed articles to the vocabulary. */
async function addWordsOf(db: Database, rows: IndexedRow[]) {
  await addWords(db, wordsOf(...rows.flatMap((r) => [r.title, r.tags.join(' '), r.plain_text])))
}

/** Indexes the given articles right after they are saved. */
export async function indexArticles(db: Database, ids: string[]) {
  if (ids.length === 0) return
  await addWordsOf(db, await indexArticleRows(db, ids))
}

/** Indexes the next batch after `afterId` in id order; answers the last id, or null when nothing was left. */
export async function indexNextBatch(db: Database, afterId: string | null, size: number) {
  const rows = await indexArticleBatch(db, afterId, size)
  await addWordsOf(db, rows)
  if (rows.length === 0) return { lastId: null, count: 0 }
  const lastId = rows.reduce((max, r) => (r.id > max ? r.id : max), rows[0].id)
  return { lastId, count: rows.length }
}
