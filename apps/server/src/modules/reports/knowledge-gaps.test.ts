import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { zonedDate } from '@psp/contracts/time'
import { startTestApp, type TestApp } from '../../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { buildArticle, buildPlace } from '../../../test/kb-factories'
import { recordEvents } from '../../../test/report-factories'
import type { ApiClient } from '../../../test/api-client'
import { fileApplication } from '../../../test/application-factories'

let t: TestApp
let adminA: ApiClient
let adminB: ApiClient
let first: { client: ApiClient; id: string }
let second: { client: ApiClient; id: string }
let orgA: { id: string }
let articleId: string

async function member(org: { id: string }, role: 'Admin' | 'Employee') {
  const user = await buildUser(t.ctx)
  await addMember(t.ctx, org.id, user.id, { role, isDefault: true })
  return { client: await t.signIn(user.email), id: user.id }
}
const search = (client: ApiClient, text: string, extra: { suggestion?: boolean } = {}) =>
  client.post('/api/search', { text, itemsPerPage: 10, page: 1, whereToSearch: 'knowledge', ...extra })

beforeAll(async () => {
  t = await startTestApp()
  orgA = await buildOrganization(t.ctx)
  const orgB = await buildOrganization(t.ctx)
  adminA = (await member(orgA, 'Admin')).client
  adminB = (await member(orgB, 'Admin')).client
  first = await member(orgA, 'Employee')
  second = await member(orgA, 'Employee')
  const place = await buildPlace(t.ctx)
  articleId = (await buildArticle(t.ctx, place, { title: 'Электронная подпись', markdown: 'Как получить подпись.' })).id
})
afterAll(() => t.close())

describe('knowledge gaps', () => {
  it('groups failed searches by normalized query and counts how each failed', async () => {
    // Report periods are calendar days of the portal's zone, which differ from UTC's for hours every night.
    const applicationAt = new Date(t.clock.now().getTime() + 10 * 60_000)
    const filterByDate = {
      from: zonedDate(t.clock.now(), t.ctx.config.PORTAL_TIME_ZONE),
      to: zonedDate(applicationAt, t.ctx.config.PORTAL_TIME_ZONE),
    }
    expect((await search(first.client, 'Подпись')).body.total).toBe(1)
    await first.client.get(`/api/articles?articleUuid=${articleId}`)
    expect((await search(second.client, '  ПОДПИСЬ ')).body.total).toBe(1)
    expect((await search(first.client, 'Лицензия ФСБ')).body.total).toBe(0)
    expect((await search(second.client, 'лицензия фсб')).body.total).toBe(0)
    // Later pages repeat a search already counted.
    await second.client.post('/api/search', {
      text: 'лицензия фсб',
      itemsPerPage: 10,
      page: 2,
      whereToSearch: 'knowledge',
    })
    // The application form's as-you-type suggestions are not searches the user asked for.
    await search(first.client, 'лицензия', { suggestion: true })
    await t.ctx.articleEvents.flush()
    await recordEvents(t.ctx, [
      {
        type: 'CreateApplication',
        at: applicationAt.toISOString(),
        userId: second.id,
        organizationId: orgA.id,
        article: { title: 'Заявка' },
      },
    ])

    const gaps = await adminA.post('/api/articles/report/knowledge-gaps', { itemsPerPage: 25, page: 1, filterByDate })
    expect(gaps.status).toBe(200)
    expect(gaps.body).toEqual({
      items: [
        {
          query: 'лицензия фсб',
          searchesCount: 2,
          noResultsCount: 2,
          notOpenedCount: 0,
          followedByApplicationCount: 1,
          lastSearchedAt: t.clock.now().toISOString(),
        },
        {
          query: 'подпись',
          searchesCount: 2,
          noResultsCount: 0,
          notOpenedCount: 1,
          // The application came after the user's later search «лицензия фсб»: it is that search's outcome only.
          followedByApplicationCount: 0,
          lastSearchedAt: t.clock.now().toISOString(),
        },
      ],
      pagesCount: 1,
      total: 2,
    })
    // Another organization's Admin sees none of it; a Regular user is refused.
    expect((await adminB.post('/api/articles/report/knowledge-gaps', { filterByDate })).body.total).toBe(0)
    expect((await first.client.post('/api/articles/report/knowledge-gaps', { filterByDate })).status).toBe(403)

    const file = await adminA.post('/api/articles/report/knowledge-gaps/xlsx', { filterByDate })
    expect(file.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(file.body as ArrayBuffer) as unknown as ArrayBuffer)
    const rows: unknown[][] = []
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    expect(rows[0]).toEqual([
      'Запрос',
      'Поисков',
      'Ничего не найдено',
      'Результаты не открыты',
      'Затем создана заявка',
      'Последний поиск',
    ])
    expect(rows[1].slice(0, 5)).toEqual(['лицензия фсб', 2, 2, 0, 1])
  })

  it('counts an application filed at /create-order after a search, and groups word forms', async () => {
    const org = await buildOrganization(t.ctx)
    const admin = (await member(org, 'Admin')).client
    const user = await member(org, 'Employee')
    const filterByDate = {
      from: zonedDate(t.clock.now(), t.ctx.config.PORTAL_TIME_ZONE),
      to: zonedDate(new Date(t.clock.now().getTime() + 3_600_000), t.ctx.config.PORTAL_TIME_ZONE),
    }
    expect((await search(user.client, 'квазиграмматика')).body.total).toBe(0)
    await t.ctx.articleEvents.flush()
    t.clock.advance(60_000)
    expect((await search(user.client, 'квазиграмматику')).body.total).toBe(0)
    await t.ctx.articleEvents.flush()
    t.clock.advance(60_000)
    await fileApplication(user.client, await buildPlace(t.ctx), 'Нет статьи о квазиграмматике')

    const gaps = await admin.post('/api/articles/report/knowledge-gaps', { itemsPerPage: 25, page: 1, filterByDate })
    expect(gaps.body.items).toEqual([
      expect.objectContaining({
        query: 'квазиграмматику',
        searchesCount: 2,
        noResultsCount: 2,
        followedByApplicationCount: 1,
      }),
    ])
  })
})
