import { sql } from 'drizzle-orm'
import type { KnowledgeGapRow } from '@psp/contracts'
import type { Database } from '../../db/client'
import type { Period } from './report-period'
import { ALL_SCOPE } from './rollups.sql'

/** How long after a search an opened article or a new application counts as its outcome. */
const FOLLOW_UP = sql`interval '1 hour'`

/**
 * Searches of the period grouped by their words' normal forms (as the search reads them: «квазиграмматика» and
 * «квазиграмматику» are one query, shown as its latest spelling), with how each went: nothing found, results found
 * but none of them opened within the hour, followed within the hour by an application from the same user. An
 * application counts for the user's last search before it only (a later search means the earlier one was not what
 * led to it), whether it was started from an article or filed at /create-order. Only queries with at least one such
 * search are listed, the worst first.
 */
function gapsQuery(scope: string, period: Period) {
  return sql`
    with s as (
      select se.query, se.searched_at, se.results_count,
        coalesce(nullif(array_to_string(array(
          select l from unnest(tsvector_to_array(to_tsvector('russian', se.query))) l order by l), ' '), ''),
          se.query) as word_forms,
        exists (select 1 from article_events e where e.user_id = se.user_id and e.event_type = 'OpenArticle'
          and e.event_at between se.searched_at and se.searched_at + ${FOLLOW_UP}
          and e.article_id = any(se.result_ids)) as opened,
        exists (
          select 1 from (
            select e.event_at as at from article_events e
             where e.user_id = se.user_id and e.event_type = 'CreateApplication'
            union all
            select a.created_at from applications a where a.user_id = se.user_id
          ) f
          where f.at between se.searched_at and se.searched_at + ${FOLLOW_UP}
            and not exists (select 1 from search_events n where n.user_id = se.user_id
              and (n.searched_at, n.id) > (se.searched_at, se.id) and n.searched_at <= f.at)
        ) as applied
      from search_events se
      where se.searched_at >= (${period.from}::date)::timestamp at time zone ${period.timeZone}
        and se.searched_at < (${period.to}::date + 1)::timestamp at time zone ${period.timeZone}
        ${scope === ALL_SCOPE ? sql`` : sql`and se.organization_id = ${scope}`}
    ), g as (
      select (array_agg(query order by searched_at desc))[1] as query, count(*) as searches,
        count(*) filter (where results_count = 0) as no_results,
        count(*) filter (where results_count > 0 and not opened) as not_opened,
        count(*) filter (where applied) as applied,
        max(searched_at) as last_at
      from s group by word_forms
    )
    select *, count(*) over () as total_rows from g where no_results + not_opened + applied > 0
    order by no_results + not_opened + applied desc, searches desc, query`
}

type GapDb = {
  query: string
  searches: string
  no_results: string
  not_opened: string
  applied: string
  last_at: Date | string
  total_rows: string
}

const present = (r: GapDb): KnowledgeGapRow => ({
  query: r.query,
  searchesCount: Number(r.searches),
  noResultsCount: Number(r.no_results),
  notOpenedCount: Number(r.not_opened),
  followedByApplicationCount: Number(r.applied),
  lastSearchedAt: new Date(r.last_at).toISOString(),
})

export async function knowledgeGapsPage(
  db: Database,
  scope: string,
  period: Period,
  page: { limit: number; offset: number },
) {
  const { rows } = await db.execute<GapDb>(sql`${gapsQuery(scope, period)} limit ${page.limit} offset ${page.offset}`)
  let total = rows.length ? Number(rows[0].total_rows) : 0
  if (!rows.length && page.offset > 0) {
    const counted = await db.execute<{ n: string }>(sql`select count(*) as n from (${gapsQuery(scope, period)}) q`)
    total = Number(counted.rows[0].n)
  }
  return { items: rows.map(present), total }
}

/** Every row (the XLSX file), at most `max`. */
export async function knowledgeGapRows(db: Database, scope: string, period: Period, max: number) {
  const { rows } = await db.execute<GapDb>(sql`${gapsQuery(scope, period)} limit ${max}`)
  return rows.map(present)
}
