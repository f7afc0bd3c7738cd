import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'

/**
 * Like articles, at most this many matching applications are ranked and counted (10 pages of 10); one more is read
 * to tell that there are more.
 */
export const APPLICATION_CANDIDATES_MAX = 100

/** Whose applications a search reads: one user's own (optionally within one organization), or an organization's. */
export type ApplicationSearchScope = { userId: string; organizationId?: string } | { organizationId: string }

export interface ApplicationHitRow extends Record<string, unknown> {
  id: string
  total: number
  number: string
  subject: string
  text: string
  status: string
  updated_at: string
  /** The stems of the searched words, which the service marks in the subject and the snippet. */
  stems: string[]
}

function scopeCondition(scope: ApplicationSearchScope, ids: string[] | undefined): SQL {
  const parts: SQL[] = []
  if ('userId' in scope) parts.push(sql`a.user_id = ${scope.userId}`)
  if (scope.organizationId) parts.push(sql`a.organization_id = ${scope.organizationId}`)
  if (ids) parts.push(sql`a.id = any(${sql.param(ids)}::uuid[])`)
  return sql.join(parts, sql` and `)
}

/**
 * The candidates of one search in a scope: the application whose number was typed, and the most recently changed
 * text matches, at most `cap` (walking the scope's index by update time stops after `cap` matches, so a word in
 * every application costs about what a rare one does, as with articles). Only the candidates are ranked: the number
 * first, then `ts_rank` (a subject match weighs more than the text), then the most recent.
 */
const matches = (scope: SQL, query: SQL, numbers: number[], cap: number) => sql`
  select c.id, c.updated_at,
    ts_rank(a.search_vector, ${query}) + (case when a.number = any(${sql.param(numbers)}::bigint[]) then 10 else 0 end)
      as rank
  from (
    (select a.id, a.updated_at from applications a
      where ${scope} and a.number = any(${sql.param(numbers)}::bigint[]))
    union
    (select a.id, a.updated_at from applications a
      where ${scope} and a.search_vector @@ (${query}) order by a.updated_at desc limit ${cap})
  ) c join applications a on a.id = c.id
  order by rank desc, c.updated_at desc, c.id
  limit ${cap}`

/** The requested page of the best matches in one round trip, with how many there are (capped, like articles). */
export async function searchApplicationPage(
  db: Database,
  where: { scope: ApplicationSearchScope; ids?: string[] },
  search: { query: SQL; searched: string; numbers: number[] },
  page: { page: number; perPage: number },
) {
  const cap = APPLICATION_CANDIDATES_MAX
  const scope = scopeCondition(where.scope, where.ids)
  const found = matches(scope, search.query, search.numbers, cap + 1)
  const { rows } = await db.execute<ApplicationHitRow>(sql`
    with found as (${found}),
    ordered as (
      select f.id, (count(*) over ())::int as total,
        row_number() over (order by f.rank desc, f.updated_at desc, f.id) as n
      from found f
    ),
    paged as (
      select * from ordered where n <= ${cap} order by n limit ${page.perPage} offset ${(page.page - 1) * page.perPage}
    )
    select p.id, p.total, a.number::text as number, a.subject, left(a.text, 2000) as text, a.status, a.updated_at,
      (select coalesce(array_agg(l), '{}') from unnest(tsvector_to_array(to_tsvector('russian', ${search.searched}))) l)
        as stems
    from paged p join applications a on a.id = p.id
    order by p.n`)
  let counted = rows[0]?.total ?? 0
  if (rows.length === 0 && page.page > 1) {
    // Past the last page: the total still tells the client how many pages there are.
    const answer = await db.execute<{ total: number }>(sql`select count(*)::int as total from (${found}) f`)
    counted = answer.rows[0].total
  }
  return { rows, total: Math.min(counted, cap), moreThanTotal: counted > cap }
}

/** For each word, the closest word of the applications' vocabulary by trigram similarity (itself when it exists). */
export async function closestApplicationWords(db: Database, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map()
  const { rows } = await db.execute<{ input: string; best: string | null }>(sql`
    select w.input, (select k.word from application_search_words k where k.word % w.input
      order by k.word <-> w.input, k.word limit 1) as best
    from unnest(${sql.param(words)}::text[]) as w(input)`)
  return new Map(rows.filter((r) => r.best).map((r) => [r.input, r.best!]))
}
