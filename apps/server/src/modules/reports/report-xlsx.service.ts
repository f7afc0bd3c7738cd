import type { Readable } from 'node:stream'
import type { z } from 'zod'
import {
  fixedReportNames,
  propertyColumns,
  REPORT_XLSX_ROWS_MAX,
  reportColumns,
  type ArticleStatRow,
  type DefaultFixedReport,
  type FixedReportRow,
  type ReportCell,
  type reportXlsxRequestSchema,
} from '@psp/contracts'
import { wallClockOf } from '@psp/contracts/time'
import type { Actor, AppContext } from '../../platform/context'
import { streamXlsx, type XlsxCell } from '../../platform/xlsx'
import { fixedReportRows } from './fixed-report-pages'
import { reportScopeOf } from './report-access'
import { resolvePeriod } from './report-period'
import { statRows } from './stat-rows.repository'
import { reportFailure } from './reports.service'

type XlsxRequest = z.output<typeof reportXlsxRequestSchema>

/** A report cell as the sheet holds it: a moment as the wall-clock time of the portal's zone, where its readers live. */
const sheetCellIn = (timeZone: string) => {
  const wallClock = wallClockOf(timeZone)
  return (cell: ReportCell): XlsxCell => (typeof cell === 'object' ? wallClock(new Date(cell.moment)) : cell)
}

async function* mapBatches<T>(batches: AsyncIterable<T[]>, cells: (row: T) => XlsxCell[]) {
  for await (const rows of batches) yield rows.map(cells)
}

/**
 * Reads the first batch before the file starts: a report that cannot be read is then refused with its code (SPEC §8,
 * FailedToGetArticlesReports) instead of a download that breaks off. A failure after that can only break it off.
 */
async function primed<T>(batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]()
  const first = await reportFailure(() => iterator.next())
  return (async function* () {
    try {
      if (first.done) return
      yield first.value
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value
    } finally {
      // A download stopped early stops the reading too.
      await iterator.return?.()
    }
  })()
}

/**
 * POST /articles/report/xlsx: the report on screen as a file, every page of it: a fixed report with its columns, or
 * a user view with its enabled properties in their order and its sort by event time.
 */
export async function reportXlsx(
  ctx: AppContext,
  actor: Actor,
  fixedReport: DefaultFixedReport,
  input: XlsxRequest,
  onError: (error: unknown) => void,
): Promise<{ fileName: string; stream: Readable }> {
  const scope = await reportScopeOf(ctx, actor)
  const period = resolvePeriod(input.pattern.filterByDate, ctx.clock.now(), ctx.config.PORTAL_TIME_ZONE)
  const suffix = `${period.from}_${period.to}.xlsx`
  const sheetCell = sheetCellIn(period.timeZone)
  if (fixedReport !== 'None') {
    const columns = reportColumns(fixedReport, [])
    const rows = await primed(fixedReportRows(ctx, fixedReport, scope, period, REPORT_XLSX_ROWS_MAX))
    return {
      fileName: `${fixedReportNames[fixedReport]} ${suffix}`,
      stream: streamXlsx(
        'Отчет',
        columns.map(({ header }) => ({ header })),
        mapBatches(rows, (row) => columns.map(({ cell }) => sheetCell(cell(row as FixedReportRow & ArticleStatRow)))),
        onError,
      ),
    }
  }
  const columns = propertyColumns(input.pattern.properties)
  const rows = await primed(statRows(ctx.db, scope, period, input.pattern.sortByEventTimeDesc, REPORT_XLSX_ROWS_MAX))
  return {
    fileName: `${input.pattern.name || 'Отчет'} ${suffix}`,
    stream: streamXlsx(
      'Отчет',
      columns.map(({ header }) => ({ header })),
      mapBatches(rows, (row) => columns.map(({ cell }) => sheetCell(cell(row)))),
      onError,
    ),
  }
}
