import { sql, type SQL } from 'drizzle-orm'
import type { ArticleStatRow } from '@psp/contracts'
import type { Database } from '../../db/client'
import type { Period } from './report-period'
import { coverWhere, type ReportScope } from './fixed-reports.repository'
import { ALL_SCOPE } from './rollups.sql'

/** The raw events of a period and scope: only the configurable report's detail rows read them. */
function eventsWhere(scope: string, period: Period): SQL {
  return sql`e.event_at >= (${period.from}::date)::timestamp at time zone ${period.timeZone}
    and e.event_at < (${period.to}::date + 1)::timestamp at time zone ${period.timeZone}
    ${scope === ALL_SCOPE ? sql`` : sql`and e.organization_id = ${scope}`}`
}

type StatRowDb = {
  id: string
  user_fio: string
  organization_name: string | null
  organization_user_role: 'Admin' | 'Employee' | null
  login_system: string
  article_title: string
  is_application_create: boolean
  external_user_flag: 'External' | 'Internal'
  is_tech_support_employee: boolean
  tags: string[]
  tag_from_article: string | null
  tags_from_ais_ecpe: string | null
  event_at: Date | string
  event_type: ArticleStatRow['eventType']
  unseen_update: boolean
  /** The event time at full precision, for the keyset of the next batch. */
  cursor_at: string
}

const present = (r: StatRowDb): ArticleStatRow => ({
  id: Number(r.id),
  userFio: r.user_fio,
  organizationName: r.organization_name,
  organizationUserRole: r.organization_user_role,
  loginSystem: r.login_system,
  articleTitle: r.article_title,
  isApplicationCreate: r.is_application_create || r.event_type === 'CreateApplication',
  externalUserFlag: r.external_user_flag,
  isTechSupportEmployee: r.is_tech_support_employee,
  tags: r.tags,
  tagFromArticle: r.tag_from_article,
  tagsFromAisEcpe: r.tags_from_ais_ecpe,
  eventDateTime: new Date(r.event_at).toISOString(),
  eventType: r.event_type,
  unseenUpdate: r.unseen_update,
})

const columns = sql`e.id, e.user_fio, e.organization_name, e.organization_user_role, e.login_system, e.article_title,
  e.is_application_create, e.external_user_flag, e.is_tech_support_employee, e.tags, e.tag_from_article,
  e.tags_from_ais_ecpe, e.event_at, e.event_type, e.event_at::text as cursor_at,
  exists (select 1 from kb_articles a where a.id = e.article_id and a.updated_at > e.event_at) as unseen_update`

/**
 * How many events a period holds, from the rollups rather than by counting events: every event is either a tag click
 * (the by-tag rollup) or a view or an application (the by-system rollup).
 */
export async function countEvents(db: Database, where: ReportScope): Promise<number> {
  const { rows } = await db.execute<{ total: string | null }>(sql`
    select (select coalesce(sum(views + applications), 0) from report_rollup_system where ${coverWhere(where)})
      + (select coalesce(sum(clicks), 0) from report_rollup_tag where ${coverWhere(where)}) as total`)
  return Number(rows[0]?.total ?? 0)
}

export async function statRowsPage(
  db: Database,
  scope: string,
  period: Period,
  desc: boolean,
  page: { limit: number; offset: number },
): Promise<ArticleStatRow[]> {
  const order = desc ? sql`e.event_at desc, e.id desc` : sql`e.event_at, e.id`
  const { rows } = await db.execute<StatRowDb>(sql`
    select ${columns} from article_events e where ${eventsWhere(scope, period)}
    order by ${order} limit ${page.limit} offset ${page.offset}`)
  return rows.map(present)
}

/** Every detail row of a period, read in keyset batches (no deep offsets), for the XLSX file. */
export async function* statRows(db: Database, scope: string, period: Period, desc: boolean, max: number) {
  const batch = 5000
  let after: { at: string; id: string } | null = null
  let read = 0
  while (read < max) {
    const cursor: SQL = after
      ? desc
        ? sql`and (e.event_at, e.id) < (${after.at}::timestamptz, ${after.id}::bigint)`
        : sql`and (e.event_at, e.id) > (${after.at}::timestamptz, ${after.id}::bigint)`
      : sql``
    const order = desc ? sql`e.event_at desc, e.id desc` : sql`e.event_at, e.id`
    const { rows } = await db.execute<StatRowDb>(sql`
      select ${columns} from article_events e where ${eventsWhere(scope, period)} ${cursor}
      order by ${order} limit ${Math.min(batch, max - read)}`)
    if (!rows.length) return
    read += rows.length
    const last = rows[rows.length - 1]
    after = { at: last.cursor_at, id: String(last.id) }
    yield rows.map(present)
    if (rows.length < batch) return
  }
}
