import { sql } from 'drizzle-orm'
import { KB_FEEDBACK_LATEST_REASONS, type UnhelpfulArticleRow } from '@psp/contracts'
import type { Database } from '../../db/client'
import { feedbackOfPeriod } from './article-helpfulness.repository'
import type { Period } from './report-period'

type Row = {
  id: string
  title: string
  system_service: string
  no_count: number
  yes_count: number
  reasons: string[] | null
  last_at: Date | string
  total_rows: string
}

/**
 * The knowledge-gaps kind «Статья не помогла» (ADR 0033): articles with «Нет» answers in the period (one per reader
 * and version, as last given), the most «Нет» first, with their «Да» and the latest reasons.
 */
export async function unhelpfulArticlesPage(
  db: Database,
  scope: string,
  period: Period,
  page: { limit: number; offset: number },
) {
  const { rows } = await db.execute<Row>(sql`
    with g as (
      select f.article_id, count(*) filter (where not f.helpful)::int as no_count,
        count(*) filter (where f.helpful)::int as yes_count,
        max(f.answered_at) filter (where not f.helpful) as last_at,
        (array_agg(f.reason order by f.answered_at desc)
          filter (where not f.helpful and f.reason is not null))[1:${KB_FEEDBACK_LATEST_REASONS}] as reasons
      from kb_article_feedback f where ${feedbackOfPeriod(scope, period)}
      group by f.article_id
    )
    select a.id, a.title, concat_ws(' / ', s.name, v.name) as system_service, g.no_count, g.yes_count, g.reasons,
      g.last_at, count(*) over () as total_rows
    from g join kb_articles a on a.id = g.article_id
      join kb_systems s on s.id = a.system_id join kb_services v on v.id = a.service_id
    where g.no_count > 0
    order by g.no_count desc, g.last_at desc, a.id
    limit ${page.limit} offset ${page.offset}`)
  let total = rows.length ? Number(rows[0].total_rows) : 0
  if (!rows.length && page.offset > 0) {
    const counted = await db.execute<{ n: number }>(sql`
      select count(distinct f.article_id)::int as n from kb_article_feedback f
      where not f.helpful and ${feedbackOfPeriod(scope, period)}`)
    total = counted.rows[0].n
  }
  const items = rows.map((r): UnhelpfulArticleRow => ({
    articleUuid: r.id,
    articleTitle: r.title,
    systemService: r.system_service,
    noCount: r.no_count,
    yesCount: r.yes_count,
    latestReasons: r.reasons ?? [],
    lastAnsweredAt: new Date(r.last_at).toISOString(),
  }))
  return { items, total }
}
