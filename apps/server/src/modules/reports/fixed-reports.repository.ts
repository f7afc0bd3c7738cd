import { sql, type SQL } from 'drizzle-orm'
import type {
  BySystemAndTagRow,
  BySystemRow,
  ByTagRow,
  ByUserRow,
  FixedReportResponse,
  FixedReportType,
} from '@psp/contracts'
import type { Database } from '../../db/client'
import type { PeriodCover } from './report-period'

/** What a fixed report reads: which organizations (a scope of rollups.ts) and which rollup periods. */
export interface ReportScope {
  scope: string
  cover: PeriodCover
}

interface FixedReportSql {
  table: string
  /** Group columns, then the summed counts, as `expression as alias`. */
  select: string
  groupBy: string
  orderBy: string
  present: (row: Record<string, unknown>) => BySystemAndTagRow | BySystemRow | ByUserRow | ByTagRow
}

const n = (v: unknown) => Number(v)
const s = (v: unknown) => String(v ?? '')

/** Each fixed report: its rollup, groups and order (most viewed first, then by name so pages never overlap). */
const REPORTS: Record<FixedReportType, FixedReportSql> = {
  ClicksOnArticleBySystemAndTagsReport: {
    table: 'report_rollup_system_tag',
    select: 'system_service, article_title, tags, tag, sum(clicks) as views_count',
    groupBy: 'system_service, article_title, tags, tag',
    orderBy: 'views_count desc, system_service, article_title, tag, tags',
    present: (r) => ({
      systemService: s(r.system_service),
      articleTitle: s(r.article_title),
      tags: (r.tags as string[]) ?? [],
      tag: s(r.tag),
      viewsCount: n(r.views_count),
    }),
  },
  ClicksOnArticleBySystemReport: {
    table: 'report_rollup_system',
    select:
      'system_service, article_title, is_tech, sum(views) as views_count, sum(applications) as applications_count',
    groupBy: 'system_service, article_title, is_tech',
    orderBy: 'views_count desc, applications_count desc, system_service, article_title, is_tech',
    present: (r) => ({
      systemService: s(r.system_service),
      articleTitle: s(r.article_title),
      isTech: Boolean(r.is_tech),
      viewsCount: n(r.views_count),
      applicationsCreateCount: n(r.applications_count),
    }),
  },
  ClicksOnArticleByUserReport: {
    table: 'report_rollup_user',
    select:
      'user_name, user_system, system_service, article_title, sum(views) as views_count, sum(applications) as applications_count',
    groupBy: 'user_name, user_system, system_service, article_title',
    orderBy: 'views_count desc, applications_count desc, user_name, user_system, system_service, article_title',
    present: (r) => ({
      userName: s(r.user_name),
      userSystem: s(r.user_system),
      systemService: s(r.system_service),
      articleTitle: s(r.article_title),
      viewsCount: n(r.views_count),
      applicationsCreateCount: n(r.applications_count),
    }),
  },
  ClicksOnTagReport: {
    table: 'report_rollup_tag',
    select: 'tag as title_tag, sum(clicks) as views_count',
    groupBy: 'tag',
    orderBy: 'views_count desc, title_tag',
    present: (r) => ({ titleTag: s(r.title_tag), viewsCount: n(r.views_count) }),
  },
}

/** The rollup rows of a scope and period: whole years, whole months and days, each from its own grain. */
export function coverWhere({ scope, cover }: ReportScope): SQL {
  const arr = (days: string[]) => sql`${`{${days.join(',')}}`}::date[]`
  return sql`scope = ${scope} and (
    (grain = 'y' and period = any(${arr(cover.years)})) or
    (grain = 'm' and period = any(${arr(cover.months)})) or
    (grain = 'd' and period = any(${arr(cover.days)})))`
}

/** One page of a fixed report, with the number of its rows. */
export async function fixedReportPage(
  db: Database,
  type: FixedReportType,
  where: ReportScope,
  page: { limit: number; offset: number },
): Promise<Omit<FixedReportResponse, 'pagesCount'>> {
  const r = REPORTS[type]
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${sql.raw(r.select)}, count(*) over () as total_rows
    from ${sql.raw(r.table)} where ${coverWhere(where)}
    group by ${sql.raw(r.groupBy)}
    order by ${sql.raw(r.orderBy)}
    limit ${page.limit} offset ${page.offset}`)
  let total = rows.length ? n(rows[0].total_rows) : 0
  if (!rows.length && page.offset > 0) {
    const counted = await db.execute<{ total: string }>(sql`
      select count(*) as total from (select 1 from ${sql.raw(r.table)} where ${coverWhere(where)}
      group by ${sql.raw(r.groupBy)}) g`)
    total = n(counted.rows[0].total)
  }
  return { items: rows.map(r.present), total }
}

/** Every row of a fixed report (the XLSX file), in batches so a large report never sits in memory whole. */
export async function* fixedReportRows(db: Database, type: FixedReportType, where: ReportScope, max: number) {
  const batch = 10_000
  for (let offset = 0; offset < max; offset += batch) {
    const { items } = await fixedReportPage(db, type, where, { limit: Math.min(batch, max - offset), offset })
    yield items
    if (items.length < batch) return
  }
}
