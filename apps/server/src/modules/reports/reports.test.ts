import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { recordEvents } from '../../../test/report-factories'
import type { ApiClient } from '../../../test/api-client'

let t: TestApp
let platformAdmin: ApiClient
let adminA: ApiClient
let adminB: ApiClient
let employeeA: ApiClient
let individual: ApiClient
let orgA: { id: string }
let orgB: { id: string }

const JAN = { from: '2026-01-01', to: '2026-01-31' }
const signal = { title: 'Вход по ЭП', tags: ['вход', 'ЭП'] }
const order = { title: 'Подача заявления', tags: ['заявление'] }

async function memberOf(org: { id: string }, role: 'Admin' | 'Employee', surname: string) {
  const user = await buildUser(t.ctx, { surname, name: 'Анна', patronymic: null })
  await addMember(t.ctx, org.id, user.id, { role, isDefault: true })
  return { user, client: await t.signIn(user.email) }
}

beforeAll(async () => {
  t = await startTestApp()
  orgA = await buildOrganization(t.ctx, { shortName: 'ООО «Альфа»' })
  orgB = await buildOrganization(t.ctx, { shortName: 'ООО «Бета»' })
  const a = await memberOf(orgA, 'Admin', 'Адмиралова')
  const b = await memberOf(orgB, 'Admin', 'Бетова')
  const e = await memberOf(orgA, 'Employee', 'Сотрудникова')
  adminA = a.client
  adminB = b.client
  employeeA = e.client
  const admin = await buildUser(t.ctx, { role: 'Admin', surname: 'Платформов', name: 'Игорь', patronymic: null })
  platformAdmin = await t.signIn(admin.email)
  individual = await t.signIn((await buildUser(t.ctx)).email)

  const inA = { userId: e.user.id, organizationId: orgA.id }
  const inB = { userId: b.user.id, organizationId: orgB.id }
  await recordEvents(t.ctx, [
    // The period's edges in Moscow time: the first and last second are in, the seconds around them out.
    { ...inA, at: '2025-12-31T23:59:59+03:00', article: signal },
    { ...inA, at: '2026-01-01T00:00:00+03:00', article: signal },
    { ...inA, at: '2026-01-15T12:00:00+03:00', article: signal },
    { ...inA, at: '2026-01-31T23:59:59+03:00', article: order },
    { ...inA, at: '2026-02-01T00:00:00+03:00', article: order },
    { ...inA, at: '2026-01-10T10:00:00+03:00', article: signal, type: 'ClickOnTag', tag: 'ЭП' },
    { ...inA, at: '2026-01-11T10:00:00+03:00', article: signal, type: 'ClickOnTag', tag: 'ЭП' },
    { ...inA, at: '2026-01-12T10:00:00+03:00', article: signal, type: 'ClickOnTag', tag: 'вход' },
    { ...inA, at: '2026-01-13T10:00:00+03:00', article: order, type: 'CreateApplication' },
    { ...inB, at: '2026-01-20T10:00:00+03:00', article: signal },
    { ...inB, at: '2026-01-21T10:00:00+03:00', article: signal, type: 'ClickOnTag', tag: 'ЭП' },
    // An administrator working without an organization: counted for the platform only.
    { userId: admin.id, at: '2026-01-22T10:00:00+03:00', article: signal },
  ])
})
afterAll(() => t.close())

const post = (client: ApiClient, path: string, body: unknown) => client.post(`/api/articles/report/${path}`, body)

describe('fixed reports', () => {
  it('counts views and applications by system and article, inclusive of both period edges', async () => {
    const own = await post(adminA, 'clicks/by-system', { itemsPerPage: 25, page: 1, filterByDate: JAN })
    expect(own.status).toBe(200)
    expect(own.body).toEqual({
      items: [
        {
          systemService: 'ЕЦПЭ / Подача заявления',
          articleTitle: 'Вход по ЭП',
          isTech: false,
          viewsCount: 2,
          applicationsCreateCount: 0,
          helpfulYes: 0,
          helpfulNo: 0,
        },
        {
          systemService: 'ЕЦПЭ / Подача заявления',
          articleTitle: 'Подача заявления',
          isTech: false,
          viewsCount: 1,
          applicationsCreateCount: 1,
          helpfulYes: 0,
          helpfulNo: 0,
        },
      ],
      pagesCount: 1,
      total: 2,
    })
    const all = await post(platformAdmin, 'clicks/by-system', { itemsPerPage: 25, page: 1, filterByDate: JAN })
    expect(all.body.items).toEqual([
      expect.objectContaining({ articleTitle: 'Вход по ЭП', isTech: false, viewsCount: 3 }),
      expect.objectContaining({ articleTitle: 'Подача заявления', viewsCount: 1, applicationsCreateCount: 1 }),
      expect.objectContaining({ articleTitle: 'Вход по ЭП', isTech: true, viewsCount: 1 }),
    ])
  })

  it('counts tag clicks by system, article and tag, and by tag', async () => {
    const own = await post(adminA, 'clicks/by-system-and-tag', { itemsPerPage: 25, page: 1, filterByDate: JAN })
    expect(own.body).toEqual({
      items: [
        {
          systemService: 'ЕЦПЭ / Подача заявления',
          articleTitle: 'Вход по ЭП',
          tags: ['вход', 'ЭП'],
          tag: 'ЭП',
          viewsCount: 2,
          helpfulYes: 0,
          helpfulNo: 0,
        },
        {
          systemService: 'ЕЦПЭ / Подача заявления',
          articleTitle: 'Вход по ЭП',
          tags: ['вход', 'ЭП'],
          tag: 'вход',
          viewsCount: 1,
          helpfulYes: 0,
          helpfulNo: 0,
        },
      ],
      pagesCount: 1,
      total: 2,
    })
    const tags = await post(platformAdmin, 'clicks/tag', { itemsPerPage: 25, page: 1, filterByDate: JAN })
    expect(tags.body).toEqual({
      items: [
        { titleTag: 'ЭП', viewsCount: 3 },
        { titleTag: 'вход', viewsCount: 1 },
      ],
      pagesCount: 1,
      total: 2,
    })
  })

  it('counts views and applications by user with the system the user came from', async () => {
    const own = await post(adminA, 'clicks/by-user', { itemsPerPage: 25, page: 1, filterByDate: JAN })
    expect(own.body.items).toEqual([
      {
        userName: 'Сотрудникова Анна',
        userSystem: 'ПСП',
        systemService: 'ЕЦПЭ / Подача заявления',
        articleTitle: 'Вход по ЭП',
        viewsCount: 2,
        applicationsCreateCount: 0,
        helpfulYes: 0,
        helpfulNo: 0,
      },
      {
        userName: 'Сотрудникова Анна',
        userSystem: 'ПСП',
        systemService: 'ЕЦПЭ / Подача заявления',
        articleTitle: 'Подача заявления',
        viewsCount: 1,
        applicationsCreateCount: 1,
        helpfulYes: 0,
        helpfulNo: 0,
      },
    ])
  })

  it("never shows one organization's events to another organization's Admin", async () => {
    const b = await post(adminB, 'clicks/by-user', { itemsPerPage: 25, page: 1, filterByDate: JAN })
    expect(b.body.items.map((r: { userName: string }) => r.userName)).toEqual(['Бетова Анна'])
    const tags = await post(adminB, 'clicks/tag', { itemsPerPage: 25, page: 1, filterByDate: JAN })
    expect(tags.body.items).toEqual([{ titleTag: 'ЭП', viewsCount: 1 }])
  })

  it('refuses everyone but platform Admins and organization Admins', async () => {
    for (const client of [employeeA, individual]) {
      for (const path of ['clicks/by-system', 'clicks/by-system-and-tag', 'clicks/by-user', 'clicks/tag', '']) {
        const refused = await client.post(`/api/articles/report${path ? `/${path}` : ''}`, { filterByDate: JAN })
        expect(refused.status, path).toBe(403)
        expect(refused.body.code).toBe('Forbidden')
      }
      expect((await client.get('/api/articles/report/patterns')).status).toBe(403)
    }
    expect((await t.client().post('/api/articles/report/clicks/tag', {})).status).toBe(401)
  })

  it('pages the groups', async () => {
    const second = await post(platformAdmin, 'clicks/by-system', { itemsPerPage: 1, page: 2, filterByDate: JAN })
    expect(second.body).toMatchObject({ pagesCount: 3, total: 3 })
    expect(second.body.items).toEqual([expect.objectContaining({ articleTitle: 'Подача заявления' })])
    const beyond = await post(platformAdmin, 'clicks/by-system', { itemsPerPage: 1, page: 9, filterByDate: JAN })
    expect(beyond.body).toEqual({ items: [], pagesCount: 3, total: 3 })
  })

  it('reads a period across years, months and days the same as day by day', async () => {
    const wide = await post(adminA, 'clicks/by-system', {
      itemsPerPage: 25,
      page: 1,
      filterByDate: { from: '2025-01-01', to: '2026-02-01' },
    })
    expect(wide.body.items).toEqual([
      expect.objectContaining({ articleTitle: 'Вход по ЭП', viewsCount: 3 }),
      expect.objectContaining({ articleTitle: 'Подача заявления', viewsCount: 2, applicationsCreateCount: 1 }),
    ])
    const december = await post(adminA, 'clicks/by-system', {
      filterByDate: { from: '2025-12-31', to: '2025-12-31' },
    })
    expect(december.body.items).toEqual([expect.objectContaining({ articleTitle: 'Вход по ЭП', viewsCount: 1 })])
  })

  it('uses the default period when a date is missing, and refuses a start after the end', async () => {
    t.clock.advance(Date.parse('2026-01-20T12:00:00Z') - t.clock.now().getTime())
    // Default end: today (20 January); default start: 30 days earlier (21 December).
    for (const filterByDate of [
      undefined,
      {},
      { from: null, to: null },
      { to: '2026-01-20' },
      { from: '2025-12-21' },
    ]) {
      const tags = await post(adminA, 'clicks/tag', { itemsPerPage: 25, page: 1, filterByDate })
      expect(tags.status, JSON.stringify(filterByDate)).toBe(200)
      expect(tags.body.items).toEqual([
        { titleTag: 'ЭП', viewsCount: 2 },
        { titleTag: 'вход', viewsCount: 1 },
      ])
      const bySystemAndTag = await post(adminA, 'clicks/by-system-and-tag', { filterByDate })
      expect(bySystemAndTag.body.total).toBe(2)
    }
    const reversed = await post(adminA, 'clicks/by-system', { filterByDate: { from: '2026-02-01', to: '2026-01-01' } })
    expect(reversed.status).toBe(400)
    expect(reversed.body.message).toBe('Поля должны содержать две даты, первая дата должна быть не больше второй')
    for (const filterByDate of [{ from: '2026-13-01' }, { from: 'вчера' }, { to: 20260101 }]) {
      const bad = await post(adminA, 'clicks/by-system', { filterByDate })
      expect(bad.status, JSON.stringify(filterByDate)).toBe(400)
      expect(bad.body.code).toBe('GeneralError')
    }
    for (const body of [{ itemsPerPage: 0 }, { itemsPerPage: 101 }, { page: 0 }, { page: 'x' }]) {
      expect((await post(adminA, 'clicks/by-system', body)).status, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('the configurable report', () => {
  it('lists the events of the period with the fields of the article stat row, newest first', async () => {
    const rows = await post(adminA, '', { itemsPerPage: 3, page: 1, filterByDate: JAN })
    expect(rows.status).toBe(200)
    expect(rows.body).toMatchObject({ total: 7, pagesCount: 3 })
    expect(rows.body.items[0]).toEqual({
      id: expect.any(Number),
      userFio: 'Сотрудникова Анна',
      organizationName: 'ООО «Альфа»',
      organizationUserRole: 'Employee',
      loginSystem: 'ПСП',
      articleTitle: 'Подача заявления',
      isApplicationCreate: false,
      externalUserFlag: 'Internal',
      isTechSupportEmployee: false,
      tags: ['заявление'],
      tagFromArticle: null,
      tagsFromAisEcpe: null,
      eventDateTime: '2026-01-31T20:59:59.000Z',
      eventType: 'OpenArticle',
      unseenUpdate: false,
    })
    const oldest = await post(adminA, '', { itemsPerPage: 1, page: 1, filterByDate: JAN, sortByEventTimeDesc: false })
    expect(oldest.body.items[0].eventDateTime).toBe('2025-12-31T21:00:00.000Z')
    const application = (await post(adminA, '', { itemsPerPage: 25, filterByDate: JAN })).body.items.find(
      (r: { eventType: string }) => r.eventType === 'CreateApplication',
    )
    expect(application.isApplicationCreate).toBe(true)
  })
})
