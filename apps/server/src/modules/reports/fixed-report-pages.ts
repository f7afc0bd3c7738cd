import type { FixedReportRow, FixedReportType } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { withHelpfulness, type ArticleRow } from './article-helpfulness.repository'
import { allFixedReportRows, fixedReportPage } from './fixed-reports.repository'
import { coverPeriod, type Period } from './report-period'
import type { ReportSlice } from './slow-report-cache'

/**
 * One page of a fixed report for the organizations of `scope` (rollups.sql.ts) over `period`: cut from the report's
 * kept rows when it is slow to count (ADR 0022), else read alone.
 */
export async function fixedReportSlice(
  ctx: AppContext,
  type: FixedReportType,
  scope: string,
  period: Period,
  page: { limit: number; offset: number },
): Promise<ReportSlice<FixedReportRow>> {
  const where = { scope, cover: coverPeriod(period) }
  const slice = await ctx.caches.slowReports.page(
    `${type}|${scope}|${period.from}|${period.to}`,
    page,
    () => fixedReportPage(ctx.db, type, where, page),
    (max) => allFixedReportRows(ctx.db, type, where, max),
  )
  // The readers' answers change without events, so they are read for the page itself, never kept with the rows.
  if (type === 'ClicksOnTagReport') return slice
  return {
    ...slice,
    items: await withHelpfulness(ctx.db, scope, period, slice.items as Array<FixedReportRow & ArticleRow>),
  }
}

/** Every row of a fixed report (the XLSX file), in batches so a large report never sits in memory whole. */
export async function* fixedReportRows(
  ctx: AppContext,
  type: FixedReportType,
  scope: string,
  period: Period,
  max: number,
) {
  const batch = 10_000
  for (let offset = 0; offset < max; offset += batch) {
    const { items } = await fixedReportSlice(ctx, type, scope, period, { limit: Math.min(batch, max - offset), offset })
    yield items
    if (items.length < batch) return
  }
}
