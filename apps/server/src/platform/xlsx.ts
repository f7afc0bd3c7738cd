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

const cellOf = (value: XlsxCell) => (typeof value === 'string' ? neutralizeFormula(value) : value)

/**
 * Streams one sheet: rows are written as the batches arrive and committed at once, so memory holds one batch, not the
 * file. Dates are written as Excel dates shown 'dd.MM.yyyy HH:mm' (Russian style). A failure mid-way destroys the
 * stream (the client sees a broken download, never a partial file passed off as whole).
 */
export function streamXlsx(
  sheetName: string,
  columns: XlsxColumn[],
  batches: AsyncIterable<XlsxCell[][]>,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(sheetName)
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 24 }))
  sheet.getRow(1).font = { bold: true }
  void (async () => {
    try {
      for await (const rows of batches) {
        for (const values of rows) {
          const row = sheet.addRow(values.map(cellOf))
          values.forEach((v, i) => {
            if (v instanceof Date) row.getCell(i + 1).numFmt = 'dd.mm.yyyy hh:mm'
          })
          row.commit()
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
