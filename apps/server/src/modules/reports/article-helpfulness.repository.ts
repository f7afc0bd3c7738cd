import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { Period } from './report-period'
import { ALL_SCOPE } from './rollups.sql'

/** The answers of a period (given or last changed in it) of the organizations of `scope`, as an SQL condition. */
export const feedbackOfPeriod = (scope: string, period: Period) => sql`
  f.answered_at >= (${period.from}::date)::timestamp at time zone ${period.timeZone}
  and f.answered_at < (${period.to}::date + 1)::timestamp at time zone ${period.timeZone}
  ${scope === ALL_SCOPE ? sql`` : sql`and f.organization_id = ${scope}`}`

/** A report row that names an article (by system / service and title) and carries its readers' answers. */
export interface ArticleRow {
  systemService: string
  articleTitle: string
  helpfulYes: number
  helpfulNo: number
}

/**
 * «Полезность» of the rows of a report that names articles (ADR 0033). A rollup row names its article as it was when viewed
 * (system / service and title), not by id, so the answers are those of the article now standing under that name;
 * a renamed, moved or deleted article's old rows show none. One statement for the whole page.
 */
export async function withHelpfulness<R extends ArticleRow>(
  db: Database,
  scope: string,
  period: Period,
  rows: R[],
): Promise<R[]> {
  if (rows.length === 0) return rows
  const { rows: counts } = await db.execute<{ system_service: string; article_title: string; yes: number; no: number }>(
    sql`
    select k.system_service, k.article_title,
      count(*) filter (where f.helpful)::int as yes, count(*) filter (where not f.helpful)::int as no
    from unnest(${sql.param(rows.map((r) => r.systemService))}::text[],
                ${sql.param(rows.map((r) => r.articleTitle))}::text[]) k(system_service, article_title)
      join kb_articles a on a.title = k.article_title
      join kb_systems s on s.id = a.system_id
      join kb_services v on v.id = a.service_id and concat_ws(' / ', s.name, v.name) = k.system_service
      join kb_article_feedback f on f.article_id = a.id and ${feedbackOfPeriod(scope, period)}
    group by 1, 2`,
  )
  const key = (systemService: string, title: string) => `${systemService}\u001f${title}`
  const byKey = new Map(counts.map((c) => [key(c.system_service, c.article_title), c]))
  return rows.map((r) => {
    const c = byKey.get(key(r.systemService, r.articleTitle))
    return { ...r, helpfulYes: c?.yes ?? 0, helpfulNo: c?.no ?? 0 }
  })
}
