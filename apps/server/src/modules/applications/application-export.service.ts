import type { Readable } from 'node:stream'
import { applicationStatusLabel, type ApplicationListRequest, type StatusGroup } from '@psp/contracts'
import { wallClockOf, zonedParts } from '@psp/contracts/time'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { streamXlsx, type XlsxCell, type XlsxColumn } from '../../platform/xlsx'
import { streamWholeList, type ExportRow } from './application-export.repository'
import { scopeOf, type ListMode } from './applications.service'

/** A sheet holds at most 1,048,576 rows, the header among them. */
export const EXPORT_ROWS_MAX = 1_048_575

const fileNames: Record<StatusGroup, string> = { None: 'Заявки', Actual: 'Актуальные заявки', Archive: 'Архив заявок' }

/** The list's columns with their Russian headers, and how a row fills each. */
function columnsOf(timeZone: string): Array<XlsxColumn & { cell: (row: ExportRow) => XlsxCell }> {
  const wallClock = wallClockOf(timeZone)
  return [
    { header: 'Номер', width: 12, cell: (r) => Number(r.number) },
    { header: 'Тема', width: 48, cell: (r) => r.subject },
    { header: 'Статус', width: 22, cell: (r) => applicationStatusLabel(r.status) },
    { header: 'Система', width: 30, cell: (r) => r.systemName },
    { header: 'Сервис', width: 30, cell: (r) => r.serviceName },
    { header: 'Тип заявки', width: 30, cell: (r) => r.applicationType },
    { header: 'Заявитель', width: 32, cell: (r) => r.authorFio },
    { header: 'Телефон', width: 18, cell: (r) => r.authorPhone },
    { header: 'Организация', width: 30, cell: (r) => r.organizationName },
    { header: 'Дата создания', width: 18, kind: 'dateTime', cell: (r) => wallClock(new Date(r.createdAt)) },
    { header: 'Дата изменения', width: 18, kind: 'dateTime', cell: (r) => wallClock(new Date(r.updatedAt)) },
  ]
}

/**
 * POST /applications/xls and /organization/applications/xls: the list as the view shows it (same scope, group,
 * filters and sort; every page) as a spreadsheet, dates in the portal's time zone. The first batch is read before
 * answering, so a failing database still answers FailedToGetApplicationsFromSd instead of a broken download.
 */
export async function exportApplications(
  ctx: AppContext,
  actor: Actor,
  mode: ListMode,
  group: StatusGroup,
  request: Pick<ApplicationListRequest, 'applicationFilter' | 'sortBy'>,
  onError: (error: unknown) => void,
): Promise<{ fileName: string; stream: Readable }> {
  const scope = await scopeOf(ctx, actor, mode)
  const source = streamWholeList(
    ctx.db,
    scope,
    group,
    { ...request, timeZone: ctx.config.PORTAL_TIME_ZONE },
    EXPORT_ROWS_MAX,
  )
  let first: IteratorResult<ExportRow[]>
  try {
    first = await source.next()
  } catch (error) {
    onError(error)
    throw new AppError('FailedToGetApplicationsFromSd')
  }
  const columns = columnsOf(ctx.config.PORTAL_TIME_ZONE)
  async function* batches() {
    try {
      if (first.done) return
      yield first.value.map((row) => columns.map((c) => c.cell(row)))
      for await (const rows of { [Symbol.asyncIterator]: () => source }) {
        yield rows.map((row) => columns.map((c) => c.cell(row)))
      }
    } finally {
      await source.return(undefined)
    }
  }
  const today = zonedParts(ctx.clock.now(), ctx.config.PORTAL_TIME_ZONE).date
  return {
    fileName: `${fileNames[group]} ${today}.xlsx`,
    stream: streamXlsx('Заявки', columns, batches(), onError),
  }
}
