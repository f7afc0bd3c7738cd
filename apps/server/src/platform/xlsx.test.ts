import { describe, expect, it } from 'vitest'
import { buffer } from 'node:stream/consumers'
import ExcelJS from 'exceljs'
import { neutralizeFormula, streamXlsx } from './xlsx'

describe('neutralizeFormula', () => {
  it('turns every text a spreadsheet would run into text, and leaves the rest as written', () => {
    for (const formula of ['=1+1', '+SUM(A1)', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '+7 (900) x']) {
      expect(neutralizeFormula(formula)).toBe(`'${formula}`)
    }
    for (const text of ['Принтер', 'a=b', '', '+7 900 111-22-33', '+7 (900) 111 22 33']) {
      expect(neutralizeFormula(text)).toBe(text)
    }
  })
})

describe('streamXlsx', () => {
  it('writes texts escaped and neutralised, numbers, booleans, text dates and real date cells, in batches', async () => {
    async function* batches() {
      yield [['A & B <c> "d" \'e\'', 1.5, true, new Date('2026-01-16T00:30:00Z'), new Date('2026-01-16T00:30:00Z')]]
      yield [['=1+1\u0001', -2, false, null, null]]
    }
    const columns = [
      { header: 'Текст' },
      { header: 'Число' },
      { header: 'Да/нет' },
      { header: 'Дата текстом' },
      { header: 'Дата', kind: 'dateTime' as const },
    ]
    const file = await buffer(streamXlsx('Лист', columns, batches(), () => {}))
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    const rows: unknown[][] = []
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    expect(rows).toEqual([
      ['Текст', 'Число', 'Да/нет', 'Дата текстом', 'Дата'],
      ['A & B <c> "d" \'e\'', 1.5, true, '16.01.2026 00:30', new Date('2026-01-16T00:30:00Z')],
      ["'=1+1", -2, false],
    ])
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true)
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('dd.mm.yyyy hh:mm')
  })
})
