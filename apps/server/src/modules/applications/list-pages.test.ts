import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import type { ApiClient } from '../../../test/api-client'

let t: TestApp
let admin: ApiClient
let employee: ApiClient
let orgId: string
let authorId: string

/** Inserts applications straight into the database, as another instance or a bulk load would. */
async function insertApplications(rows: Array<{ subject: string; createdAt: string; updatedAt: string }>) {
  for (const row of rows) {
    await t.ctx.db.execute(sql`
      insert into applications (user_id, organization_id, system_name, service_name, application_type,
        application_type_title, warranty, impact, subject, text, status, created_at, updated_at)
      values (${authorId}, ${orgId}, 'Система', 'Услуга', 'Consultation', 'Консультация', 'w', 'i',
        ${row.subject}, 'Текст', 'inprogress', ${row.createdAt}, ${row.updatedAt})`)
  }
}

const orgList = (body: object) => admin.post('/api/organization/applications/find?statusGroup=None', body)

beforeAll(async () => {
  t = await startTestApp()
  const org = await buildOrganization(t.ctx)
  orgId = org.id
  const orgAdmin = await buildUser(t.ctx)
  await addMember(t.ctx, orgId, orgAdmin.id, { role: 'Admin', isDefault: true })
  const author = await buildUser(t.ctx)
  await addMember(t.ctx, orgId, author.id, { isDefault: true })
  authorId = author.id
  admin = await t.signIn(orgAdmin.email)
  employee = await t.signIn(author.email)
})
afterAll(() => t.close())

describe('list totals', () => {
  it('follow every change to the applications of the scope, whoever writes it', async () => {
    const byPrinter = { applicationFilter: { subject: { text: 'принтер', contains: true } } }
    await insertApplications([
      { subject: 'Сломался принтер', createdAt: '2026-01-10T10:00:00Z', updatedAt: '2026-01-10T10:00:00Z' },
      { subject: 'Нет доступа', createdAt: '2026-01-11T10:00:00Z', updatedAt: '2026-01-11T10:00:00Z' },
    ])
    expect((await orgList(byPrinter)).body.total).toBe(1)
    const own = () => employee.post('/api/applications/get-applications?statusGroup=None', byPrinter)
    expect((await own()).body.total).toBe(1)

    // A write that does not pass through this app: the totals of the organization and of the author follow.
    await insertApplications([
      { subject: 'Принтер не печатает', createdAt: '2026-01-12T10:00:00Z', updatedAt: '2026-01-12T10:00:00Z' },
    ])
    await vi.waitFor(async () => expect((await orgList(byPrinter)).body.total).toBe(2), { timeout: 3000 })
    await vi.waitFor(async () => expect((await own()).body.total).toBe(2), { timeout: 3000 })

    await t.ctx.db.execute(sql`update applications set subject = 'Сломался сканер' where subject = 'Сломался принтер'`)
    await vi.waitFor(async () => expect((await orgList(byPrinter)).body.total).toBe(1), { timeout: 3000 })

    await t.ctx.db.execute(sql`delete from applications where subject = 'Принтер не печатает'`)
    await vi.waitFor(async () => expect((await orgList(byPrinter)).body.total).toBe(0), { timeout: 3000 })
    expect((await orgList(byPrinter)).body.items).toEqual([])
  })
})

describe('a page of a date range sorted by another date', () => {
  it('holds the same applications in the same order as the whole list sorted and cut', async () => {
    // Created in March, changed at scattered times after: the last change is far from the creation order.
    const march = Array.from({ length: 30 }, (_, i) => ({
      subject: `Мартовская ${i}`,
      createdAt: `2025-03-${String(1 + (i % 28)).padStart(2, '0')}T08:00:00Z`,
      updatedAt: `2025-${String(4 + ((i * 7) % 9)).padStart(2, '0')}-${String(1 + ((i * 11) % 28)).padStart(2, '0')}T09:00:00Z`,
    }))
    const others = Array.from({ length: 40 }, (_, i) => ({
      subject: `Другая ${i}`,
      createdAt: `2025-${String(4 + (i % 8)).padStart(2, '0')}-05T08:00:00Z`,
      updatedAt: `2025-12-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00Z`,
    }))
    await insertApplications([...march, ...others])
    const inMarch = { createdAt: { from: '2025-03-01', to: '2025-03-31' } }
    const expected = [...march].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map((a) => a.subject)

    const subjectsOf = (body: { items: Array<{ subject: string }> }) => body.items.map((i) => i.subject)
    const pages = []
    for (const page of [1, 2, 3]) {
      const answer = await orgList({ applicationFilter: inMarch, page, itemsPerPage: 10 })
      expect(answer.status).toBe(200)
      expect(answer.body.total).toBe(30)
      pages.push(...subjectsOf(answer.body))
    }
    expect(pages).toEqual(expected)

    // Sorted by the number (the order of creation here), both ways, and by the last change ascending.
    const byNumber = await orgList({
      applicationFilter: inMarch,
      sortBy: { title: 'number', sortOrder: 'Asc' },
      itemsPerPage: 5,
      page: 2,
    })
    expect(subjectsOf(byNumber.body)).toEqual(march.slice(5, 10).map((a) => a.subject))
    const lastChangedFirst = await orgList({
      applicationFilter: inMarch,
      sortBy: { title: 'updatedAt', sortOrder: 'Asc' },
      itemsPerPage: 3,
    })
    expect(subjectsOf(lastChangedFirst.body)).toEqual(expected.slice(-3).reverse())
  })
})

describe('a date filter', () => {
  it('names a calendar day of the portal’s zone, not of the database server', async () => {
    // 01:30 on 1 July in Moscow is still 30 June in UTC; 00:30 on 2 July in Moscow is 1 July in UTC.
    await insertApplications([
      { subject: 'Ночная июльская', createdAt: '2024-06-30T22:30:00Z', updatedAt: '2024-06-30T22:30:00Z' },
      { subject: 'Следующая ночь', createdAt: '2024-07-01T21:30:00Z', updatedAt: '2024-07-01T21:30:00Z' },
    ])
    const answer = await orgList({ applicationFilter: { createdAt: { from: '2024-07-01', to: '2024-07-01' } } })
    expect(answer.status).toBe(200)
    expect(answer.body.items.map((i: { subject: string }) => i.subject)).toEqual(['Ночная июльская'])
  })
})
