import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'

/**
 * At most this many matching articles are ranked. A very common word matches most of the knowledge base; ranking
 * all of it would cost a read of every document, so candidates are taken by cheap index orders first (articles
 * whose title or tags match, then the most viewed of those whose text matches) and only those are ranked.
 * Totals are therefore capped at this number (10 pages of 10); one candidate more is read, so the answer can say
 * honestly that there are more matches than it counts.
 */
export const SEARCH_CANDIDATES_MAX = 100

/** OR of the plain queries of every text variant (as typed, in the other keyboard layout, corrected). */
export function tsqueryOf(texts: string[]): SQL {
  return sql.join(
    texts.map((t) => sql`plainto_tsquery('russian', ${t})`),
    sql` || `,
  )
}

/**
 * How many of the words an article holds, in any of their forms: the suggestions rank by it, so an article with
 * more of the typed words comes first while one word is enough to be suggested.
 */
export function matchedWordsOf(words: string[]): SQL {
  return sql.join(
    words.map((w) => sql`(a.search_vector @@ plainto_tsquery('russian', ${w}))::int`),
    sql` + `,
  )
}

/** Title matches taken first, at most a quarter of the candidates: they are the likeliest answers. */
const TITLE_CANDIDATES_MAX = SEARCH_CANDIDATES_MAX / 4

/**
 * Title and tag matches, and the most viewed text matches, ranked as they are read: each branch stops after a
 * bounded number of index rows, and no candidate is fetched twice.
 */
const candidates = (query: SQL, cap: number, matched: SQL) => sql`
  (select a.id, ts_rank(a.search_vector, ${query}) as rank, w.views_count, ${matched} as matched
    from kb_articles a join kb_article_views w on w.article_id = a.id
    where a.title_vector @@ (${query}) limit ${TITLE_CANDIDATES_MAX})
  union
  (select a.id, ts_rank(a.search_vector, ${query}) as rank, w.views_count, ${matched} as matched
    from kb_article_views w join kb_articles a on a.id = w.article_id
    where a.search_vector @@ (${query}) order by w.views_count desc limit ${cap})`

export interface HitRow extends Record<string, unknown> {
  id: string
  total: number
  title: string
  text: string
  updated_at: string
  system_id: string
  system_name: string
  service_id: string
  service_name: string
  /** The stems of the searched words, which the service marks in the title and the snippet. */
  stems: string[]
}

/**
 * The requested page of the best-ranked candidates, in one round trip, and how many candidates there are. The text
 * for the snippet is cut at 2,000 characters: a match further down still finds the article, its snippet then shows
 * the beginning. `matched` (default: none) ranks before the text rank: the suggestions' count of matching words.
 */
export async function searchPage(
  db: Database,
  query: SQL,
  searched: string,
  page: number,
  perPage: number,
  matched: SQL = sql`0`,
) {
  const cap = SEARCH_CANDIDATES_MAX
  // cap + 1 candidates are ranked: the extra one only tells that the true count is over the cap.
  const { rows } = await db.execute<HitRow>(sql`
    with candidates as (${candidates(query, cap + 1, matched)}),
    ordered as (
      select c.id, (count(*) over ())::int as total, c.rank, c.views_count,
        row_number() over (order by c.matched desc, c.rank desc, c.views_count desc, c.id) as n
      from (select * from candidates limit ${cap + 1}) c
    ),
    ranked as (
      select * from ordered where n <= ${cap} order by n limit ${perPage} offset ${(page - 1) * perPage}
    )
    select r.id, r.total, a.title, left(a.plain_text, 2000) as text, a.updated_at, s.id as system_id,
      s.name as system_name, v.id as service_id, v.name as service_name,
      (select coalesce(array_agg(l), '{}') from unnest(tsvector_to_array(to_tsvector('russian', ${searched}))) l)
        as stems
    from ranked r join kb_articles a on a.id = r.id
      join kb_systems s on s.id = a.system_id join kb_services v on v.id = a.service_id
    order by r.n`)
  let counted = rows[0]?.total ?? 0
  if (rows.length === 0 && page > 1) {
    // Past the last page: the total still tells the client how many pages there are.
    const answer = await db.execute<{ total: number }>(sql`
      select count(*)::int as total from (select 1 from (${candidates(query, cap + 1, matched)}) c limit ${cap + 1}) l`)
    counted = answer.rows[0].total
  }
  return { rows, total: Math.min(counted, cap), moreThanTotal: counted > cap }
}

/** For each word, the closest word of the articles' vocabulary by trigram similarity (itself when it exists). */
export async function closestWords(db: Database, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map()
  const { rows } = await db.execute<{ input: string; best: string | null }>(sql`
    select w.input, (select k.word from kb_search_words k where k.word % w.input
      order by k.word <-> w.input, k.word limit 1) as best
    from unnest(${sql.param(words)}::text[]) as w(input)`)
  return new Map(rows.filter((r) => r.best).map((r) => [r.input, r.best!]))
}
