import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { applications } from '../../db/schema/index'
import { startTestApp, type TestApp } from '../../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { buildArticle, buildPlace } from '../../../test/kb-factories'
import { fileApplication } from '../../../test/application-factories'
import type { ApiClient } from '../../../test/api-client'

/*
 * The application scopes of POST /api/search (SPEC §7: orders = the user's applications, organization = the
 * organization's), with two organizations: nobody finds an application the lists would not show them.
 */

let t: TestApp
let place: Awaited<ReturnType<typeof buildPlace>>
beforeAll(async () => {
  t = await startTestApp({ env: { SEARCH_RATE_LIMIT: '1000' } })
  place = await buildPlace(t.ctx)
})
afterAll(() => t.close())

const find = async (client: ApiClient, text: string, whereToSearch: string, extra: Record<string, unknown> = {}) => {
  const answer = await client.post('/api/search', { text, whereToSearch, itemsPerPage: 100, page: 1, ...extra })
  return answer
}
const ids = async (client: ApiClient, text: string, whereToSearch: string) => {
  const answer = await find(client, text, whereToSearch)
  return answer.status === 200 ? answer.body.items.map((i: { id: string }) => i.id) : answer.status
}

/** A member of `orgId` working in it (default organization), signed in. */
async function member(orgId: string, role: 'Admin' | 'Employee' = 'Employee') {
  const user = await buildUser(t.ctx)
  await addMember(t.ctx, orgId, user.id, { role, isDefault: true })
  return t.signIn(user.email)
}

describe('whereToSearch orders', () => {
  it("finds the user's own applications by word forms of the subject and text and by number, nobody else's", async () => {
    const me = await t.signIn((await buildUser(t.ctx)).email)
    const stranger = await t.signIn((await buildUser(t.ctx)).email)
    await buildArticle(t.ctx, place, { title: 'Ошибка загрузки сметы', markdown: 'Смета не загружается.' })
    const mine = await fileApplication(me, place, 'Не загружается смета <проект>')
    const theirs = await fileApplication(stranger, place, 'Не загружается смета')

    for (const text of ['смету', 'СМЕТЫ', 'загружаются сметы', 'ошибку при загрузке файла']) {
      expect(await ids(me, text, 'orders'), text).toEqual([mine.id])
      expect(await ids(stranger, text, 'orders'), text).toEqual([theirs.id])
    }
    const answer = await find(me, 'смета', 'orders')
    expect(answer.body).toMatchObject({ total: 1, pagesCount: 1, moreThanTotal: false })
    expect(answer.body.items[0]).toEqual({
      kind: 'application',
      id: mine.id,
      number: String(mine.number),
      title: 'Не загружается смета <проект>',
      titleHtml: 'Не загружается <mark>смета</mark> &lt;проект&gt;',
      snippetHtml: expect.any(String),
      status: 'registered',
      updatedAt: expect.any(String),
    })
    // By number: the own application; another's number finds nothing.
    expect(await ids(me, String(mine.number), 'orders')).toEqual([mine.id])
    expect(await ids(me, `№ ${mine.number}`, 'orders')).toEqual([mine.id])
    expect(await ids(me, String(theirs.number), 'orders')).toEqual([])
  })

  it('reads the Latin layout, corrects a typo and narrows to the given applications', async () => {
    const me = await t.signIn((await buildUser(t.ctx)).email)
    const a = await fileApplication(me, place, 'Кадастровый паспорт')
    const b = await fileApplication(me, place, 'Кадастровый план')
    expect(await ids(me, 'rflfcnhjdsq', 'orders')).toEqual(expect.arrayContaining([a.id, b.id]))
    expect(await ids(me, 'кадастровй', 'orders')).toEqual(expect.arrayContaining([a.id, b.id]))
    const narrowed = await find(me, 'кадастровый', 'orders', { applications: [b.id] })
    expect(narrowed.body.items.map((i: { id: string }) => i.id)).toEqual([b.id])
    // A typo is never corrected into another user's application.
    const other = await t.signIn((await buildUser(t.ctx)).email)
    expect(await ids(other, 'кадастровй', 'orders')).toEqual([])
  })

  it('follows a changed subject at once (the search document is generated) and learns its words', async () => {
    const me = await t.signIn((await buildUser(t.ctx)).email)
    const created = await fileApplication(me, place, 'Первоначальная тема')
    await t.ctx.db.update(applications).set({ subject: 'Геодезическая съемка' }).where(eq(applications.id, created.id))
    expect(await ids(me, 'геодезической', 'orders')).toEqual([created.id])
    expect(await ids(me, 'первоначальная', 'orders')).toEqual([])
    const words = await t.ctx.db.execute<{ word: string }>(
      sql`select word from application_search_words where word in ('геодезическая', 'съемка')`,
    )
    expect(words.rows.map((r) => r.word).sort()).toEqual(['геодезическая', 'съемка'])
  })

  it('answers any text without a server error and pages past the end with the total', async () => {
    const me = await t.signIn((await buildUser(t.ctx)).email)
    for (let i = 0; i < 3; i++) await fileApplication(me, place, `Межевание участка ${i}`)
    for (const text of ['', '!!!', "'; drop table applications; --", '9'.repeat(40), 'a & b | !c']) {
      expect((await find(me, text, 'orders')).status, text).toBe(200)
    }
    const beyond = await me.post('/api/search', {
      text: 'межевание',
      whereToSearch: 'orders',
      itemsPerPage: 2,
      page: 5,
    })
    expect(beyond.body).toEqual({ items: [], total: 3, pagesCount: 2, moreThanTotal: false })
  })
})

describe('whereToSearch organization', () => {
  it("shows Admins every application of the session's organization, employees their own, other organizations nothing", async () => {
    const orgA = (await buildOrganization(t.ctx)).id
    const orgB = (await buildOrganization(t.ctx)).id
    const adminA = await member(orgA, 'Admin')
    const employeeA = await member(orgA)
    const colleagueA = await member(orgA)
    const adminB = await member(orgB, 'Admin')
    const employeeB = await member(orgB)

    const ofEmployeeA = await fileApplication(employeeA, place, 'Экспертиза документации А')
    const ofColleagueA = await fileApplication(colleagueA, place, 'Экспертиза документации коллеги')
    const ofEmployeeB = await fileApplication(employeeB, place, 'Экспертиза документации Б')

    expect((await ids(adminA, 'экспертизы', 'organization')).sort()).toEqual([ofEmployeeA.id, ofColleagueA.id].sort())
    expect(await ids(employeeA, 'экспертизы', 'organization')).toEqual([ofEmployeeA.id])
    expect(await ids(adminB, 'экспертизы', 'organization')).toEqual([ofEmployeeB.id])
    expect(await ids(employeeB, 'экспертизы', 'organization')).toEqual([ofEmployeeB.id])
    // Numbers do not cross the boundary either.
    expect(await ids(adminB, String(ofEmployeeA.number), 'organization')).toEqual([])
    expect(await ids(employeeA, String(ofColleagueA.number), 'organization')).toEqual([])
    // The orders scope of an Admin is still only their own applications.
    expect(await ids(adminA, 'экспертизы', 'orders')).toEqual([])

    const loner = await t.signIn((await buildUser(t.ctx)).email)
    expect(await ids(loner, 'экспертизы', 'organization')).toBe(403)
    const platformAdmin = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
    expect(await ids(platformAdmin, 'экспертизы', 'organization')).toBe(403)
    expect((await t.client().post('/api/search', { text: 'экспертизы', whereToSearch: 'orders' })).status).toBe(401)
  })
})
