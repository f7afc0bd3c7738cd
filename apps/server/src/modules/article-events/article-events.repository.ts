import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { fullNameText } from '../../db/full-name'
import { rollupCtes } from '../reports/rollups.sql'

/** The login system of users who signed in on the portal itself (SPEC §3 loginSystem). */
export const OWN_LOGIN_SYSTEM = 'ПСП'

/** An event as buffered: what the request knew. Who the user is and where they work is resolved when written. */
export interface PendingEvent {
  event_type: string
  event_at: string
  user_id: string
  session_id: string
  organization_id: string | null
  article_id: string
  article_title: string
  system_id: string
  system_name: string
  service_id: string
  service_name: string
  tags: string[]
  tag_from_article: string | null
  tags_from_ais_ecpe: string | null
}

/**
 * Writes a batch of events in one statement, snapshotting the user's name, organization, role in it, login system
 * and platform role as they are now, so reports never join live tables. The same statement adds the batch to the
 * fixed reports' rollups (modules/reports/rollups.ts) on the days of `timeZone`, so a report counts an event as soon
 * as it is written.
 */
export async function insertEvents(db: Database, events: PendingEvent[], timeZone: string) {
  if (events.length === 0) return
  await db.execute(sql`
    with ins as (insert into article_events (event_type, event_at, user_id, user_fio, organization_id, organization_name,
      organization_user_role, login_system, external_user_flag, is_tech_support_employee, article_id, article_title,
      system_id, system_name, service_id, service_name, tags, tag_from_article, tags_from_ais_ecpe)
    select v.event_type, v.event_at, v.user_id,
      coalesce(nullif(${sql.raw(fullNameText('u'))}, ''), u.email, ''),
      o.id, o.short_name, m.role,
      coalesce(s.login_system, ${OWN_LOGIN_SYSTEM}),
      case when s.login_system is not null or v.tags_from_ais_ecpe is not null then 'External' else 'Internal' end,
      coalesce(u.role = 'Admin', false),
      v.article_id, v.article_title, v.system_id, v.system_name, v.service_id, v.service_name,
      coalesce(v.tags, '{}'), v.tag_from_article, v.tags_from_ais_ecpe
    from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as v(event_type text, event_at timestamptz,
      user_id uuid, session_id text, organization_id uuid, article_id uuid, article_title text, system_id uuid,
      system_name text, service_id uuid, service_name text, tags text[], tag_from_article text, tags_from_ais_ecpe text)
    left join users u on u.id = v.user_id
    left join sessions s on s.id = v.session_id
    left join organizations o on o.id = v.organization_id
    left join organization_members m on m.organization_id = v.organization_id and m.user_id = v.user_id
      and m.status = 'Accepted'
    returning *),
    ${sql.raw(rollupCtes('ins', timeZone))}
    select count(*) from ins`)
}

/** Adds counted views to the articles' views rows (an article deleted meanwhile is skipped). */
export async function addViews(db: Database, views: Array<{ id: string; n: number }>) {
  if (views.length === 0) return
  await db.execute(sql`
    insert into kb_article_views as w (article_id, views_count)
    select v.id, v.n from jsonb_to_recordset(${JSON.stringify(views)}::jsonb) as v(id uuid, n int)
    where exists (select 1 from kb_articles a where a.id = v.id)
    on conflict (article_id) do update set views_count = w.views_count + excluded.views_count`)
}

/** A search as buffered (see search_events). */
export interface PendingSearch {
  searched_at: string
  user_id: string
  organization_id: string | null
  query: string
  results_count: number
  result_ids: string[]
}

export async function insertSearches(db: Database, searches: PendingSearch[]) {
  if (searches.length === 0) return
  await db.execute(sql`
    insert into search_events (searched_at, user_id, organization_id, query, results_count, result_ids)
    select v.searched_at, v.user_id, v.organization_id, v.query, v.results_count, v.result_ids
    from jsonb_to_recordset(${JSON.stringify(searches)}::jsonb) as v(searched_at timestamptz, user_id uuid,
      organization_id uuid, query text, results_count int, result_ids uuid[])`)
}
