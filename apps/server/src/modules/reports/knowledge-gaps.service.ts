import type { Readable } from 'node:stream'
import type { z } from 'zod'
import {
  knowledgeGapLabels,
  REPORT_XLSX_ROWS_MAX,
  type fixedReportRequestSchema,
  type KnowledgeGapRow,
  type KnowledgeGapsResponse,
  type knowledgeGapsXlsxRequestSchema,
  type UnhelpfulArticlesResponse,
} from '@psp/contracts'
import { wallClockOf } from '@psp/contracts/time'
import type { Actor, AppContext } from '../../platform/context'
import { streamXlsx, type XlsxCell } from '../../platform/xlsx'
import { knowledgeGapRows, knowledgeGapsPage } from './knowledge-gaps.repository'
import { reportScopeOf } from './report-access'
import { resolvePeriod } from './report-period'
import { unhelpfulArticlesPage } from './unhelpful-articles.repository'
import { reportFailure } from './reports.service'

type GapsRequest = z.output<typeof fixedReportRequestSchema>
type GapsXlsxRequest = z.output<typeof knowledgeGapsXlsxRequestSchema>

/** «Пробелы базы знаний»: for the same readers as the reports, over the same scope and period rules. */
export async function knowledgeGaps(ctx: AppContext, actor: Actor, input: GapsRequest): Promise<KnowledgeGapsResponse> {
  const scope = await reportScopeOf(ctx, actor)
  const period = resolvePeriod(input.filterByDate, ctx.clock.now(), ctx.config.PORTAL_TIME_ZONE)
  return reportFailure(async () => {
    const page = { limit: input.itemsPerPage, offset: (input.page - 1) * input.itemsPerPage }
    const { items, total } = await knowledgeGapsPage(ctx.db, scope, period, page)
    return { items, total, pagesCount: Math.ceil(total / input.itemsPerPage) }
  })
}

/** The articles readers answered «Нет» about, for the same readers, scope and period rules (ADR 0033). */
export async function unhelpfulArticles(
  ctx: AppContext,
  actor: Actor,
  input: GapsRequest,
): Promise<UnhelpfulArticlesResponse> {
  const scope = await reportScopeOf(ctx, actor)
  const period = resolvePeriod(input.filterByDate, ctx.clock.now(), ctx.config.PORTAL_TIME_ZONE)
  return reportFailure(async () => {
    const page = { limit: input.itemsPerPage, offset: (input.page - 1) * input.itemsPerPage }
    const { items, total } = await unhelpfulArticlesPage(ctx.db, scope, period, page)
    return { items, total, pagesCount: Math.ceil(total / input.itemsPerPage) }
  })
}

const columns = Object.keys(knowledgeGapLabels) as Array<keyof KnowledgeGapRow>
/** The cells of a row, the last search as the wall-clock time of the portal's zone. */
const cellsIn = (timeZone: string) => {
  const wallClock = wallClockOf(timeZone)
  return (row: KnowledgeGapRow): XlsxCell[] =>
    columns.map((key) => (key === 'lastSearchedAt' ? wallClock(new Date(row.lastSearchedAt)) : row[key]))
}

export async function knowledgeGapsXlsx(
  ctx: AppContext,
  actor: Actor,
  input: GapsXlsxRequest,
  onError: (error: unknown) => void,
): Promise<{ fileName: string; stream: Readable }> {
  const scope = await reportScopeOf(ctx, actor)
  const period = resolvePeriod(input.filterByDate, ctx.clock.now(), ctx.config.PORTAL_TIME_ZONE)
  const cells = cellsIn(period.timeZone)
  async function* rows() {
    const all = await knowledgeGapRows(ctx.db, scope, period, REPORT_XLSX_ROWS_MAX)
    yield all.map(cells)
  }
  return {
    fileName: `Пробелы базы знаний ${period.from}_${period.to}.xlsx`,
    stream: streamXlsx(
      'Пробелы',
      columns.map((key) => ({ header: knowledgeGapLabels[key] })),
      rows(),
      onError,
    ),
  }
}
