import ExcelJS from 'exceljs'
import { reportPropertyTitles } from '@psp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { recordEvents } from '../../../test/report-factories'
import type { ApiClient } from '../../../test/api-client'

// Every report is slow here (REPORT_SLOW_MS=0), so each is kept once read: what a year of every organization is.
let t: TestApp
let admin: ApiClient
let viewerId: string
const JAN = { from: '2026-01-01', to: '2026-01-31' }
const article = { title: 'Вход по ЭП', tags: ['ЭП'] }

beforeAll(async () => {
  t = await startTestApp({ env: { REPORT_SLOW_MS: '0' } })
  admin = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
  viewerId = (await buildUser(t.ctx)).id
  await recordEvents(t.ctx, [
    { userId: viewerId, at: '2026-01-10T10:00:00+03:00', article },
    { userId: viewerId, at: '2026-01-11T10:00:00+03:00', article },
  ])
})
afterAll(() => t.close())

const viewsOf = async (itemsPerPage = 25) => {
  const answer = await admin.post('/api/articles/report/clicks/by-system', { itemsPerPage, page: 1, filterByDate: JAN })
  expect(answer.status).toBe(200)
  return answer.body.items[0].viewsCount as number
}

describe('a report slow to count', () => {
  it('is served from its kept rows for at most a minute after its count, then counted again', async () => {
    // The first read finds the report slow and starts counting it whole in the background; a second read waits for
    // that count. Only then is an event added: a count still running could see it, whatever its start time.
    expect(await viewsOf()).toBe(2)
    expect(await viewsOf()).toBe(2)
    await recordEvents(t.ctx, [{ userId: viewerId, at: '2026-01-12T10:00:00+03:00', article }])
    // Kept: any page size is cut from the same rows.
    expect(await viewsOf(10)).toBe(2)
    t.clock.advance(60_000)
    expect(await viewsOf()).toBe(3)
  })

  it('gives its spreadsheet the rows its pages show', async () => {
    expect(await viewsOf()).toBe(3)
    await recordEvents(t.ctx, [{ userId: viewerId, at: '2026-01-13T10:00:00+03:00', article }])
    const file = await admin.post('/api/articles/report/xlsx?fixedReport=ClicksOnArticleBySystemReport', {
      pattern: {
        id: null,
        name: '',
        properties: reportPropertyTitles.map((title, order) => ({ title, enabled: true, order })),
        chosenAsDefault: false,
        sortByEventTimeDesc: false,
        fixedType: 'ClicksOnArticleBySystemReport',
        filterByDate: JAN,
      },
    })
    expect(file.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(file.body as ArrayBuffer) as unknown as ArrayBuffer)
    expect(workbook.worksheets[0].getRow(2).getCell(4).value).toBe(3)
  })
})
