import { once } from 'node:events'
import { PassThrough, type Readable, type Writable } from 'node:stream'
import ExcelJS from 'exceljs'

export interface XlsxColumn {
  header: string
  width?: number
  /**
   * `dateTime`: a Date of this column is written as a real date cell ('dd.mm.yyyy hh:mm'), which a spreadsheet can sort
   * and filter by; elsewhere a Date is written as the text 'dd.MM.yyyy HH:mm'. Either way the Date's UTC fields hold
   * the wall-clock time to show (see `wallClockOf` in @psp/contracts/time).
   */
  kind?: 'dateTime'
}

export type XlsxCell = string | number | boolean | Date | null

/** A phone number such as '+7 900 111-22-33' holds no function or reference to run: it stays as written. */
const phoneLike = /^\+[\d ()-]+$/

/**
 * A text a spreadsheet would run as a formula (= + - @, and the tab/CR tricks) gets a leading apostrophe so it reads
 * as text: a user's name, a subject or a search query must never become a formula in a file the portal writes.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !phoneLike.test(value) ? `'${value}` : value
}

const two = (n: number) => String(n).padStart(2, '0')
/** 'dd.MM.yyyy HH:mm' of a Date whose UTC fields hold the wall-clock time to show (see `wallClockOf`). */
export const russianDateTime = (d: Date) =>
  `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`

export const XLSX_DATE_TIME_FORMAT = 'dd.mm.yyyy hh:mm'

/** How much written output may wait for a slow client before the writer pauses (memory stays flat). */
const BACKLOG_BYTES = 4 * 2 ** 20

/**
 * Reads the next batch while the current one is written: the database works on its own core meanwhile, instead of
 * the writer waiting for each batch in turn.
 */
async function* readAhead<T>(batches: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = batches[Symbol.asyncIterator]()
  let next = iterator.next()
  try {
    for (;;) {
      const current = await next
      if (current.done) return
      next = iterator.next()
      yield current.value
    }
  } finally {
    // Stopped early (a failure, a client gone): let the source release its connection or cursor.
    await next.catch(() => undefined)
    await iterator.return?.()
  }
}

/** 'A', 'B', …, 'Z', 'AA', …: a column's letters in a cell reference. */
function columnLetters(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
/** XML text of a cell: the five escapes, and the control characters XML 1.0 cannot hold dropped (as exceljs does). */
// eslint-disable-next-line no-control-regex
const xmlText = (text: string) => text.replace(/[&<>"'\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g, (c) => xmlEscapes[c] ?? '')

/** Excel's serial day number of a Date (days since 1899-12-30, the time as the fraction). */
const excelSerial = (date: Date) => 25569 + date.getTime() / 86_400_000

/**
 * Streams one sheet with exceljs' streaming writer: exceljs writes the package (workbook, styles, columns, the bold
 * header row, the zip, deflated at level 1: a third faster, a slightly bigger file) and this writes the data rows'
 * XML straight into the sheet's stream, as exceljs writes them (`t="str"` texts, numbers, date cells with the
 * registered date style). Going through exceljs' row and cell objects cost about 20 µs a cell, most of a 100,000-row
 * file's time and garbage. Strings are neutralised (see `neutralizeFormula`). Rows are written as the batches arrive,
 * so memory holds a batch or two; the writer waits while the client lags and stops reading when the download is
 * abandoned. A failure mid-way destroys the stream (the client sees a broken download, never a partial file passed
 * off as whole).
 */
export function streamXlsx(
  sheetName: string,
  columns: XlsxColumn[],
  batches: AsyncIterable<XlsxCell[][]>,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  })
  const sheet = workbook.addWorksheet(sheetName)
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 24 }))
  const header = sheet.getRow(1)
  for (let i = 1; i <= columns.length; i++) header.getCell(i).style = { font: { bold: true } }
  // Writes the columns, opens the sheet data and writes the header row: what follows are the data rows.
  header.commit()
  // The writer's style registry (not in exceljs' types): the date style goes into styles.xml with the others.
  const styles = (workbook as unknown as { styles: { addStyleModel(style: object, type: number): number } }).styles
  const dateStyle = styles.addStyleModel({ numFmt: XLSX_DATE_TIME_FORMAT }, ExcelJS.ValueType.Date)
  // The sheet's own stream (not in exceljs' types), where exceljs writes its rows too, and the zip's input it feeds
  // (exceljs does not wait for it: the writer does, so a slow deflate cannot pile the file up in memory).
  const rawSheet = sheet as unknown as { stream: { write(text: string): void; pipes?: Writable[] } }
  const letters = columns.map((_, i) => columnLetters(i))
  const isDateTime = columns.map((c) => c.kind === 'dateTime')
  const cellXml = (value: XlsxCell, i: number, r: number): string => {
    const ref = `${letters[i]}${r}`
    if (typeof value === 'string') return `<c r="${ref}" t="str"><v>${xmlText(neutralizeFormula(value))}</v></c>`
    if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : ''
    if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`
    if (value instanceof Date) {
      return isDateTime[i]
        ? `<c r="${ref}" s="${dateStyle}"><v>${excelSerial(value)}</v></c>`
        : `<c r="${ref}" t="str"><v>${russianDateTime(value)}</v></c>`
    }
    return ''
  }
  let rowNumber = 1
  void (async () => {
    try {
      for await (const rows of readAhead(batches)) {
        if (out.destroyed) return
        let xml = ''
        for (const values of rows) {
          rowNumber++
          xml += `<row r="${rowNumber}">`
          for (let i = 0; i < values.length; i++) xml += cellXml(values[i], i, rowNumber)
          xml += '</row>'
          // Written in pieces of about 64 KB: a text that big stays in V8's young generation, where garbage is cheap;
          // a whole batch's text would land in the large-object space, collected only by full collections.
          if (xml.length > 32_768) {
            rawSheet.stream.write(xml)
            xml = ''
          }
        }
        if (xml) rawSheet.stream.write(xml)
        for (const stage of [rawSheet.stream.pipes?.[0], out]) {
          if (stage && stage.writableLength > BACKLOG_BYTES && stage.writableNeedDrain) {
            await Promise.race([once(stage, 'drain'), once(out, 'close')])
          }
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
