import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { eq, sql } from 'drizzle-orm'
import { reportPropertyTitles } from '@psp/contracts'
import { zonedDate } from '@psp/contracts/time'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { buildArticle, buildPlace } from '../../../test/kb-factories'
import { recordEvents } from '../../../test/report-factories'
import type { ApiClient } from '../../../test/api-client'
import { kbArticles, users } from '../../db/schema/index'

let t: TestApp
let admin: ApiClient
let attackerId: string

const JAN = { from: '2026-01-01', to: '2026-01-31' }

beforeAll(async () => {
  t = await startTestApp()
  const user = await buildUser(t.ctx, { role: 'Admin' })
  admin = await t.signIn(user.email)
  const attacker = await buildUser(t.ctx, { surname: '=HYPERLINK("http://evil")', name: '+1', patronymic: null })
  attackerId = attacker.id
  await recordEvents(t.ctx, [
    { userId: attacker.id, at: '2026-01-05T09:30:00+03:00', article: { title: '@SUM(A1)', tags: ['-тег'] } },
    {
      userId: attacker.id,
      at: '2026-01-06T10:00:00+03:00',
      article: { title: 'Обычная' },
      type: 'ClickOnTag',
      tag: 'тег',
    },
  ])
})
afterAll(() => t.close())

async function sheetOf(body: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(body) as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  const rows: unknown[][] = []
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

const properties = reportPropertyTitles.map((title, order) => ({
  title,
  enabled: ['userFio', 'articleTitle', 'eventDateTime', 'eventType', 'tags'].includes(title),
  order: title === 'eventType' ? 0 : order + 1,
}))
const pattern = {
  id: 7,
  name: 'Мой отчет',
  properties,
  chosenAsDefault: false,
  sortByEventTimeDesc: false,
  fixedType: null,
}

describe('report XLSX export', () => {
  it('exports a user view: its enabled properties in order, Russian headers and dates, no formulas', async () => {
    const file = await admin.post('/api/articles/report/xlsx?fixedReport=None', {
      page: 1,
      itemsPerPage: 25,
      pattern: { ...pattern, filterByDate: JAN },
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toContain('spreadsheetml')
    expect(decodeURIComponent(file.headers.get('content-disposition') ?? '')).toContain(
      'Мой отчет 2026-01-01_2026-01-31.xlsx',
    )
    const rows = await sheetOf(file.body as ArrayBuffer)
    expect(rows[0]).toEqual(['Тип события', 'ФИО пользователя', 'Статья', 'Теги статьи', 'Дата и время события'])
    expect(rows.slice(1)).toEqual([
      ['Открытие статьи', `'=HYPERLINK("http://evil") +1`, "'@SUM(A1)", "'-тег", '05.01.2026 09:30'],
      // An article without tags reads as a dash, as on the screen (both take the cells from the contract's columns).
      ['Клик по тегу', `'=HYPERLINK("http://evil") +1`, 'Обычная', '—', '06.01.2026 10:00'],
    ])
  })

  it('exports a fixed report with its columns', async () => {
    const file = await admin.post('/api/articles/report/xlsx?fixedReport=ClicksOnArticleBySystemReport', {
      page: 1,
      itemsPerPage: 25,
      pattern: { ...pattern, id: null, name: '', fixedType: 'ClicksOnArticleBySystemReport', filterByDate: JAN },
    })
    expect(file.status).toBe(200)
    expect(await sheetOf(file.body as ArrayBuffer)).toEqual([
      ['Система/сервис', 'Статья', 'Техподдержка/пользователи', 'Просмотры', 'Создано заявок', 'Полезность'],
      ['ЕЦПЭ / Подача заявления', "'@SUM(A1)", 'Пользователи', 1, 0, '—'],
    ])
    const tags = await admin.post('/api/articles/report/xlsx?fixedReport=ClicksOnTagReport', {
      pattern: { ...pattern, fixedType: 'ClicksOnTagReport', filterByDate: JAN },
    })
    expect(await sheetOf(tags.body as ArrayBuffer)).toEqual([
      ['Тег в информационной системе', 'Количество переходов'],
      ['тег', 1],
    ])
  })

  it('answers FailedToGetArticlesReports when the report cannot be read', async () => {
    const tagReport = () =>
      admin.post('/api/articles/report/xlsx?fixedReport=ClicksOnTagReport', {
        pattern: { ...pattern, fixedType: 'ClicksOnTagReport', filterByDate: JAN },
      })
    // The rollup the report reads is out of reach for a moment (as in a failover).
    await t.ctx.db.execute(sql`alter table report_rollup_tag rename to report_rollup_tag_away`)
    try {
      const failed = await tagReport()
      expect(failed.status).toBe(500)
      expect(failed.body).toMatchObject({
        code: 'FailedToGetArticlesReports',
        message: 'Не удалось сформировать отчет',
      })
    } finally {
      await t.ctx.db.execute(sql`alter table report_rollup_tag_away rename to report_rollup_tag`)
    }
    expect((await tagReport()).status).toBe(200)
  })

  it('refuses a bad export request and a user who may not read reports', async () => {
    expect((await admin.post('/api/articles/report/xlsx?fixedReport=Other', { pattern })).status).toBe(400)
    expect((await admin.post('/api/articles/report/xlsx', { pattern })).status).toBe(400)
    expect((await admin.post('/api/articles/report/xlsx?fixedReport=None', {})).status).toBe(400)
    const regular = await t.signIn((await buildUser(t.ctx)).email)
    const refused = await regular.post('/api/articles/report/xlsx?fixedReport=None', { pattern })
    expect(refused.status).toBe(403)
  })
})

describe('events keep their meaning', () => {
  it('reads as it did after the article, its system and the user are renamed or deleted', async () => {
    const place = await buildPlace(t.ctx)
    const article = await buildArticle(t.ctx, place, { title: 'Старое название' })
    const reader = await buildUser(t.ctx, { surname: 'Прежняя', name: 'Ольга', patronymic: null })
    const client = await t.signIn(reader.email)
    // Report periods are calendar days of the portal's zone, which differ from UTC's for hours every night.
    const day = zonedDate(t.clock.now(), t.ctx.config.PORTAL_TIME_ZONE)
    const filterByDate = { from: day, to: day }
    await client.get(`/api/articles?articleUuid=${article.id}`)
    // Fresh as soon as the recorder writes its batch (the rollups are written in the same statement).
    await expect
      .poll(async () => {
        await t.ctx.articleEvents.flush()
        return (await admin.post('/api/articles/report/clicks/by-user', { filterByDate })).body.items
      })
      .toEqual([expect.objectContaining({ userName: 'Прежняя Ольга', articleTitle: 'Старое название', viewsCount: 1 })])
    const before = (await admin.post('/api/articles/report/clicks/by-system', { filterByDate })).body
    await t.ctx.db.update(kbArticles).set({ title: 'Новое название' }).where(eq(kbArticles.id, article.id))
    await t.ctx.db.update(users).set({ surname: 'Новая' }).where(eq(users.id, reader.id))
    expect((await admin.post('/api/articles/report/clicks/by-system', { filterByDate })).body).toEqual(before)
    await t.ctx.db.delete(kbArticles).where(eq(kbArticles.id, article.id))
    await t.ctx.db.delete(users).where(eq(users.id, reader.id))
    expect((await admin.post('/api/articles/report/clicks/by-system', { filterByDate })).body).toEqual(before)
    const rows = (await admin.post('/api/articles/report', { filterByDate })).body.items
    expect(rows).toEqual([expect.objectContaining({ userFio: 'Прежняя Ольга', articleTitle: 'Старое название' })])
    expect(attackerId).toBeTruthy()
  })
})
