import type { z } from 'zod'
import type {
  articleStatRequestSchema,
  ArticleStatResponse,
  FixedReportResponse,
  fixedReportRequestSchema,
  FixedReportType,
} from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { fixedReportSlice } from './fixed-report-pages'
import { reportScopeOf } from './report-access'
import { coverPeriod, resolvePeriod } from './report-period'
import { countEvents, statRowsPage } from './stat-rows.repository'

type FixedReportRequest = z.output<typeof fixedReportRequestSchema>
type ArticleStatRequest = z.output<typeof articleStatRequestSchema>

const pageOf = (input: { page: number; itemsPerPage: number }) => ({
  limit: input.itemsPerPage,
  offset: (input.page - 1) * input.itemsPerPage,
})
const pagesCount = (total: number, size: number) => Math.ceil(total / size)

/** SPEC §8: a report that fails for a reason other than access or input answers FailedToGetArticlesReports. */
export async function reportFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('FailedToGetArticlesReports')
  }
}

/** One page of a fixed report, read from the rollups (or from its rows kept in memory, when it is slow to count). */
export async function fixedReport(
  ctx: AppContext,
  actor: Actor,
  type: FixedReportType,
  input: FixedReportRequest,
): Promise<FixedReportResponse> {
  const scope = await reportScopeOf(ctx, actor)
  const period = resolvePeriod(input.filterByDate, ctx.clock.now(), ctx.config.PORTAL_TIME_ZONE)
  return reportFailure(async () => {
    const { items, total } = await fixedReportSlice(ctx, type, scope, period, pageOf(input))
    return { items, total, pagesCount: pagesCount(total, input.itemsPerPage) }
  })
}

/** One page of the configurable report: the events themselves, by event time. */
export async function articleStatReport(
  ctx: AppContext,
  actor: Actor,
  input: ArticleStatRequest,
): Promise<ArticleStatResponse> {
  const scope = await reportScopeOf(ctx, actor)
  const period = resolvePeriod(input.filterByDate, ctx.clock.now(), ctx.config.PORTAL_TIME_ZONE)
  return reportFailure(async () => {
    const [items, total] = await Promise.all([
      statRowsPage(ctx.db, scope, period, input.sortByEventTimeDesc, pageOf(input)),
      countEvents(ctx.db, { scope, cover: coverPeriod(period) }),
    ])
    return { items, total, pagesCount: pagesCount(total, input.itemsPerPage) }
  })
}
