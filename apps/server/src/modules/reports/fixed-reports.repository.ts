import { sql, type SQL } from 'drizzle-orm'
import type {
  BySystemAndTagRow,
  BySystemRow,
  ByTagRow,
  ByUserRow,
  FixedReportResponse,
  FixedReportRow,
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
  /**
   * The group's columns and its summed counts, as `expression as alias`. A group is one `dims` of the rollup (the hash
   * of exactly these columns, rollups.sql.ts), so its columns are the same in all of its rows and `min` picks them:
   * hashing one short key per row costs far less than hashing and comparing four texts. (`any_value` would say so
   * better, but PostgreSQL 15, which the portal also runs on, lacks it.)
   */
  select: string
  orderBy: string
  present: (row: Record<string, unknown>) => BySystemAndTagRow | BySystemRow | ByUserRow | ByTagRow
}

const n = (v: unknown) => Number(v)
const s = (v: unknown) => String(v ?? '')

/** Readers' answers are not rolled up: fixed-report-pages.ts adds them to each page that names articles. */
const NO_ANSWERS = { helpfulYes: 0, helpfulNo: 0 }

/** Each fixed report: its rollup, groups and order (most viewed first, then by name so pages never overlap). */
const REPORTS: Record<FixedReportType, FixedReportSql> = {
  ClicksOnArticleBySystemAndTagsReport: {
    table: 'report_rollup_system_tag',
    select:
      'min(system_service) as system_service, min(article_title) as article_title, ' +
      'min(tags) as tags, min(tag) as tag, sum(clicks) as views_count',
    orderBy: 'views_count desc, system_service, article_title, tag, tags',
    present: (r) => ({
      systemService: s(r.system_service),
      articleTitle: s(r.article_title),
      tags: (r.tags as string[]) ?? [],
      tag: s(r.tag),
      viewsCount: n(r.views_count),
      ...NO_ANSWERS,
    }),
  },
  ClicksOnArticleBySystemReport: {
    table: 'report_rollup_system',
    select:
      'min(system_service) as system_service, min(article_title) as article_title, ' +
      'bool_or(is_tech) as is_tech, sum(views) as views_count, sum(applications) as applications_count',
    orderBy: 'views_count desc, applications_count desc, system_service, article_title, is_tech',
    present: (r) => ({
      systemService: s(r.system_service),
      articleTitle: s(r.article_title),
      isTech: Boolean(r.is_tech),
      viewsCount: n(r.views_count),
      applicationsCreateCount: n(r.applications_count),
      ...NO_ANSWERS,
    }),
  },
  ClicksOnArticleByUserReport: {
    table: 'report_rollup_user',
    select:
      'min(user_name) as user_name, min(user_system) as user_system, ' +
      'min(system_service) as system_service, min(article_title) as article_title, ' +
      'sum(views) as views_count, sum(applications) as applications_count',
    orderBy: 'views_count desc, applications_count desc, user_name, user_system, system_service, article_title',
    present: (r) => ({
      userName: s(r.user_name),
      userSystem: s(r.user_system),
      systemService: s(r.system_service),
      articleTitle: s(r.article_title),
      viewsCount: n(r.views_count),
      applicationsCreateCount: n(r.applications_count),
      ...NO_ANSWERS,
    }),
  },
  ClicksOnTagReport: {
    table: 'report_rollup_tag',
    select: 'min(tag) as title_tag, sum(clicks) as views_count',
    orderBy: 'views_count desc, title_tag',
    present: (r) => ({ titleTag: s(r.title_tag), viewsCount: n(r.views_count) }),
  },
}

/** The rollup rows of a scope and period: whole years, quarters, months and days, each from its own grain. */
export function coverWhere({ scope, cover }: ReportScope): SQL {
  const arr = (days: string[]) => sql`${`{${days.join(',')}}`}::date[]`
  return sql`scope = ${scope} and (
    (grain = 'y' and period = any(${arr(cover.years)})) or
    (grain = 'q' and period = any(${arr(cover.quarters)})) or
    (grain = 'm' and period = any(${arr(cover.months)})) or
    (grain = 'd' and period = any(${arr(cover.days)})))`
}

/**
 * Memory for one report statement: a year of every organization's groups is tens of thousands of groups over
 * hundreds of thousands of rollup rows, which the default 4 MB sorts and hashes on disk.
 */
const REPORT_WORK_MEM = '32MB'

const periodsOf = (cover: PeriodCover) =>
  cover.years.length + cover.quarters.length + cover.months.length + cover.days.length

/** A report's select list for the rows of one period, each its own group: the columns and counts as they are. */
const ungrouped = (select: string) => select.replace(/\b(?:min|bool_or|sum)\((\w+)\)/g, '$1')

/**
 * The report's rows in its order, `limit` from `offset`, each with the number of all its rows (`total_rows`).
 * One rollup period (a calendar year, quarter, month or day) holds one row per group: nothing to add up. Otherwise the
 * groups are counted once, where they are made, rather than by a window over every group.
 */
function reportRows(type: FixedReportType, where: ReportScope, page: { limit: number; offset: number }): SQL {
  const r = REPORTS[type]
  return periodsOf(where.cover) === 1
    ? sql`
      select ${sql.raw(ungrouped(r.select))},
        (select count(*) from ${sql.raw(r.table)} where ${coverWhere(where)}) as total_rows
      from ${sql.raw(r.table)} where ${coverWhere(where)}
      order by ${sql.raw(r.orderBy)}
      limit ${page.limit} offset ${page.offset}`
    : sql`
      with groups as materialized (
        select ${sql.raw(r.select)} from ${sql.raw(r.table)} where ${coverWhere(where)} group by dims)
      select *, (select count(*) from groups) as total_rows from groups
      order by ${sql.raw(r.orderBy)}
      limit ${page.limit} offset ${page.offset}`
}

async function readReportRows(db: Database, query: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local work_mem = '${REPORT_WORK_MEM}'`))
    return (await tx.execute<Record<string, unknown>>(query)).rows
  })
}

/** One page of a fixed report, with the number of its rows. */
export async function fixedReportPage(
  db: Database,
  type: FixedReportType,
  where: ReportScope,
  page: { limit: number; offset: number },
): Promise<Omit<FixedReportResponse, 'pagesCount'>> {
  const r = REPORTS[type]
  const rows = await readReportRows(db, reportRows(type, where, page))
  let total = rows.length ? n(rows[0].total_rows) : 0
  if (!rows.length && page.offset > 0) {
    const counted = await db.execute<{ total: string }>(sql`
      select count(distinct dims) as total from ${sql.raw(r.table)} where ${coverWhere(where)}`)
    total = n(counted.rows[0].total)
  }
  return { items: rows.map(r.present), total }
}

/** Every row of a fixed report in its order, or null when it has more than `max`. */
export async function allFixedReportRows(
  db: Database,
  type: FixedReportType,
  where: ReportScope,
  max: number,
): Promise<FixedReportRow[] | null> {
  const rows = await readReportRows(db, reportRows(type, where, { limit: max + 1, offset: 0 }))
  return rows.length > max ? null : rows.map(REPORTS[type].present)
}
