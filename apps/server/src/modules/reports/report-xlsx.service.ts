import type { Readable } from 'node:stream'
import type { z } from 'zod'
import {
  articleEventTypeLabels,
  externalUserFlagLabels,
  fixedReportNames,
  organizationRoleLabels,
  REPORT_XLSX_ROWS_MAX,
  reportPropertyLabels,
  type ArticleStatRow,
  type DefaultFixedReport,
  type FixedReportRow,
  type FixedReportType,
  type ReportPropertyTitle,
  type reportXlsxRequestSchema,
} from '@psp/contracts'
import { wallClockOf } from '@psp/contracts/time'
import type { Actor, AppContext } from '../../platform/context'
import { streamXlsx, type XlsxCell, type XlsxColumn } from '../../platform/xlsx'
import { fixedReportRows } from './fixed-report-pages'
import { reportScopeOf } from './report-access'
import { resolvePeriod } from './report-period'
import { statRows } from './stat-rows.repository'
import { reportFailure } from './reports.service'

type XlsxRequest = z.output<typeof reportXlsxRequestSchema>

const yesNo = (v: boolean) => (v ? 'Да' : 'Нет')

/** The fixed reports' columns, as the screen shows them (SPEC §2 Article reports). */
export const fixedReportColumns: Record<FixedReportType, Array<[header: string, cell: (r: never) => XlsxCell]>> = {
  ClicksOnArticleBySystemAndTagsReport: [
    ['Система/сервис', (r: { systemService: string }) => r.systemService],
    ['Статья', (r: { articleTitle: string }) => r.articleTitle],
    ['Теги статьи', (r: { tags: string[] }) => r.tags.join(', ')],
    ['Выбранный тег', (r: { tag: string }) => r.tag],
    ['Количество переходов', (r: { viewsCount: number }) => r.viewsCount],
  ],
  ClicksOnArticleBySystemReport: [
    ['Система/сервис', (r: { systemService: string }) => r.systemService],
    ['Статья', (r: { articleTitle: string }) => r.articleTitle],
    ['Техподдержка/пользователи', (r: { isTech: boolean }) => (r.isTech ? 'Техподдержка' : 'Пользователи')],
    ['Просмотры', (r: { viewsCount: number }) => r.viewsCount],
    ['Создано заявок', (r: { applicationsCreateCount: number }) => r.applicationsCreateCount],
  ],
  ClicksOnArticleByUserReport: [
    ['Пользователь', (r: { userName: string }) => r.userName],
    ['Система входа', (r: { userSystem: string }) => r.userSystem],
    ['Система/сервис', (r: { systemService: string }) => r.systemService],
    ['Статья', (r: { articleTitle: string }) => r.articleTitle],
    ['Просмотры', (r: { viewsCount: number }) => r.viewsCount],
    ['Создано заявок', (r: { applicationsCreateCount: number }) => r.applicationsCreateCount],
  ],
  ClicksOnTagReport: [
    ['Тег в информационной системе', (r: { titleTag: string }) => r.titleTag],
    ['Количество переходов', (r: { viewsCount: number }) => r.viewsCount],
  ],
}

/**
 * One stat-row property as a cell, with Russian labels for the coded values; the event time as the wall-clock time of
 * `timeZone` (the portal's), the time the sheet's readers live in.
 */
export const propertyCellsIn = (timeZone: string): Record<ReportPropertyTitle, (r: ArticleStatRow) => XlsxCell> => {
  const wallClock = wallClockOf(timeZone)
  return {
    userFio: (r) => r.userFio,
    organizationName: (r) => r.organizationName ?? '—',
    organizationUserRole: (r) => (r.organizationUserRole ? organizationRoleLabels[r.organizationUserRole] : '—'),
    loginSystem: (r) => r.loginSystem,
    articleTitle: (r) => r.articleTitle,
    isApplicationCreate: (r) => yesNo(r.isApplicationCreate),
    externalUserFlag: (r) => externalUserFlagLabels[r.externalUserFlag],
    isTechSupportEmployee: (r) => yesNo(r.isTechSupportEmployee),
    tags: (r) => r.tags.join(', '),
    tagFromArticle: (r) => r.tagFromArticle ?? '—',
    tagsFromAisEcpe: (r) => r.tagsFromAisEcpe ?? '—',
    eventDateTime: (r) => wallClock(new Date(r.eventDateTime)),
    eventType: (r) => articleEventTypeLabels[r.eventType],
  }
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
  if (fixedReport !== 'None') {
    const columns = fixedReportColumns[fixedReport] as Array<[string, (r: FixedReportRow) => XlsxCell]>
    const rows = await primed(fixedReportRows(ctx, fixedReport, scope, period, REPORT_XLSX_ROWS_MAX))
    return {
      fileName: `${fixedReportNames[fixedReport]} ${suffix}`,
      stream: streamXlsx(
        'Отчет',
        columns.map(([header]) => ({ header })),
        mapBatches(rows, (row) => columns.map(([, cell]) => cell(row))),
        onError,
      ),
    }
  }
  const enabled = [...input.pattern.properties].filter((p) => p.enabled).sort((a, b) => a.order - b.order)
  const headers: XlsxColumn[] = enabled.map((p) => ({ header: reportPropertyLabels[p.title] }))
  const propertyCell = propertyCellsIn(period.timeZone)
  const rows = await primed(statRows(ctx.db, scope, period, input.pattern.sortByEventTimeDesc, REPORT_XLSX_ROWS_MAX))
  return {
    fileName: `${input.pattern.name || 'Отчет'} ${suffix}`,
    stream: streamXlsx(
      'Отчет',
      headers,
      mapBatches(rows, (row) => enabled.map((p) => propertyCell[p.title](row))),
      onError,
    ),
  }
}
