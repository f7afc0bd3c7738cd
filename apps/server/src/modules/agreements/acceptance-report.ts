import { PassThrough, type Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { formatZonedDateTime } from '@psp/contracts/time'
import type { AppContext } from '../../platform/context'
import { neutraliseCell } from '../../platform/xlsx-cell'
import { findAcceptancesBatch, type AcceptanceRow } from './agreements.repository'

const BATCH = 2000

const fioOf = (row: AcceptanceRow) =>
  [row.surname, row.name, row.patronymic].filter((part) => part && part.trim()).join(' ') || '—'

/**
 * The acceptance report (who accepted which version of the user agreement when) as XLSX, written row by row with
 * exceljs's streaming writer while the history is read in keyset batches: memory stays flat however long it is.
 */
export function writeAcceptanceReport(ctx: AppContext, onError: (error: unknown) => void): Readable {
  const stream = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true })
  const sheet = workbook.addWorksheet('Принятие соглашения')
  sheet.columns = [
    { header: 'ФИО', key: 'fio', width: 40 },
    { header: 'Email', key: 'email', width: 32 },
    { header: 'Редакция соглашения', key: 'agreement', width: 40 },
    { header: 'Дата редакции', key: 'agreementDate', width: 18 },
    { header: 'Дата и время принятия', key: 'acceptedAt', width: 22 },
  ]
  sheet.getRow(1).font = { bold: true }
  const zone = ctx.config.PORTAL_TIME_ZONE
  const write = async () => {
    let after: { acceptedAt: Date; id: string } | null = null
    for (;;) {
      const rows = await findAcceptancesBatch(ctx.db, BATCH, after)
      for (const row of rows) {
        sheet
          .addRow({
            fio: neutraliseCell(fioOf(row)),
            email: neutraliseCell(row.email),
            agreement: neutraliseCell(row.agreement_name),
            agreementDate: formatZonedDateTime(new Date(row.agreement_date), zone).slice(0, 10),
            acceptedAt: formatZonedDateTime(new Date(row.accepted_at), zone),
          })
          .commit()
      }
      if (rows.length < BATCH) break
      const last = rows[rows.length - 1]
      after = { acceptedAt: new Date(last.accepted_at), id: last.id }
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error) => {
    onError(error)
    stream.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  return stream
}
