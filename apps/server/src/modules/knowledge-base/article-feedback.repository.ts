import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

export interface FeedbackAnswerRow extends Record<string, unknown> {
  helpful: boolean
  reason: string | null
  answered_at: Date | string
}

/** The article's current version, or null when there is no such article. */
export async function currentVersion(db: Database, articleId: string): Promise<number | null> {
  const { rows } = await db.execute<{ version: number }>(sql`select version from kb_articles where id = ${articleId}`)
  return rows[0]?.version ?? null
}

export async function findAnswer(db: Database, articleId: string, version: number, userId: string) {
  const { rows } = await db.execute<FeedbackAnswerRow>(sql`
    select helpful, reason, answered_at from kb_article_feedback
    where article_id = ${articleId} and version = ${version} and user_id = ${userId}`)
  return rows[0] ?? null
}

/**
 * Writes the reader's answer on the article's version as it is at this moment (read in the same statement, so an
 * answer never lands on a version that was replaced meanwhile), replacing an earlier answer on that version. Answers
 * the version, or null when the article is gone.
 */
export async function upsertAnswer(
  db: Database,
  a: {
    articleId: string
    userId: string
    organizationId: string | null
    helpful: boolean
    reason: string | null
    at: Date
  },
): Promise<{ version: number; row: FeedbackAnswerRow } | null> {
  const { rows } = await db.execute<FeedbackAnswerRow & { version: number }>(sql`
    insert into kb_article_feedback as f (article_id, version, user_id, organization_id, helpful, reason, answered_at)
    select id, version, ${a.userId}, ${a.organizationId}, ${a.helpful}, ${a.reason}, ${a.at}
    from kb_articles where id = ${a.articleId}
    on conflict (article_id, version, user_id) do update set
      organization_id = excluded.organization_id, helpful = excluded.helpful, reason = excluded.reason,
      answered_at = excluded.answered_at
    returning version, helpful, reason, answered_at`)
  const row = rows[0]
  return row ? { version: row.version, row } : null
}

/** «Да» and «Нет» on the current version and on all versions. */
export async function feedbackCounts(db: Database, articleId: string, version: number) {
  const { rows } = await db.execute<{ yes: number; no: number; yes_now: number; no_now: number }>(sql`
    select count(*) filter (where helpful)::int as yes, count(*) filter (where not helpful)::int as no,
      count(*) filter (where helpful and version = ${version})::int as yes_now,
      count(*) filter (where not helpful and version = ${version})::int as no_now
    from kb_article_feedback where article_id = ${articleId}`)
  const r = rows[0]
  return { current: { yes: r.yes_now, no: r.no_now }, all: { yes: r.yes, no: r.no } }
}

/** The reasons given with «Нет», newest first, a page of them and how many there are. */
export async function feedbackReasons(db: Database, articleId: string, page: { limit: number; offset: number }) {
  const where = sql`article_id = ${articleId} and not helpful and reason is not null`
  const [items, total] = await Promise.all([
    db.execute<{ version: number; reason: string; answered_at: Date | string }>(sql`
      select version, reason, answered_at from kb_article_feedback where ${where}
      order by answered_at desc, version desc, user_id limit ${page.limit} offset ${page.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from kb_article_feedback where ${where}`),
  ])
  return { items: items.rows, total: total.rows[0].n }
}
