import { PassThrough, type Readable } from 'node:stream'
import ExcelJS from 'exceljs'

export interface XlsxColumn {
  header: string
  width?: number
}

export type XlsxCell = string | number | boolean | Date | null

/**
 * A text a spreadsheet would run as a formula (= + - @, and the tab/CR tricks) gets a leading apostrophe-like quote
 * character so it reads as text: a user's name or a search query must never become a formula in a report.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

const two = (n: number) => String(n).padStart(2, '0')
/** 'dd.MM.yyyy HH:mm' of a Date whose UTC fields hold the wall-clock time to show (see moscowDate in reports). */
export const russianDateTime = (d: Date) =>
  `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`

const cellOf = (value: XlsxCell) =>
  typeof value === 'string' ? neutralizeFormula(value) : value instanceof Date ? russianDateTime(value) : value

/**
 * Streams one sheet: rows are written as the batches arrive and committed at once, so memory holds one batch, not the
 * file. Dates are written as text 'dd.MM.yyyy HH:mm' (Russian style): without a style per date cell the writer runs
 * about twice as fast, which a 100,000-row report needs. A failure mid-way destroys the stream (the client sees a
 * broken download, never a partial file passed off as whole).
 */
export function streamXlsx(
  sheetName: string,
  columns: XlsxColumn[],
  batches: AsyncIterable<XlsxCell[][]>,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false })
  const sheet = workbook.addWorksheet(sheetName)
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 24 }))
  void (async () => {
    try {
      for await (const rows of batches) {
        for (const values of rows) {
          sheet.addRow(values.map(cellOf)).commit()
        }
      }
      sheet.commit()
      await workbook.commit()
    } catch (error) {
      onError(error)
      out.destroy(error as Error)
    }
  })()
  return out
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
