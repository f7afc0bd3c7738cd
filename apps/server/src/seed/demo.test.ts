import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/harness'
import { DEMO_PASSWORD, seedDemoIfEmpty } from './demo'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  await seedDemoIfEmpty(t.ctx)
})
afterAll(() => t.close())

const count = async (table: string) =>
  (await t.ctx.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n

const signIn = (login: string) => t.signIn(login, DEMO_PASSWORD)

describe('the demo seed', () => {
  it('creates the platform Admin, without an organization', async () => {
    const info = (await (await signIn('admin@example.com')).get('/api/user/info')).body
    expect(info).toMatchObject({ role: 'Admin', fio: 'Смирнов Алексей Петрович', hasOrganizations: false })
    expect(info).not.toHaveProperty('organization')
    expect(info).not.toHaveProperty('agreementId')
    // The admin also signs in by user name.
    expect((await (await signIn('admin')).get('/api/user/info')).body.id).toBe(info.id)
  })

  it('creates the organization Admin of «ООО «Проектное бюро»»', async () => {
    const info = (await (await signIn('orgadmin@example.com')).get('/api/user/info')).body
    expect(info.role).toBe('Regular')
    expect(info.organization).toMatchObject({ shortName: 'ООО «Проектное бюро»', role: 'Admin', isDefault: true })
    expect(info).not.toHaveProperty('agreementId')
  })

  it('creates the employee with two organizations and more than nine unread alerts', async () => {
    const client = await signIn('employee@example.com')
    const info = (await client.get('/api/user/info')).body
    expect(info.organization).toMatchObject({ shortName: 'ООО «Проектное бюро»', role: 'Employee', isDefault: true })
    expect(info.hasOrganizations).toBe(true)
    const unread = (await client.get('/api/user/alerts/unread')).body
    expect(unread.total).toBeGreaterThan(9)
    const second = await t.ctx.db.execute<{ id: string }>(
      sql`select id from organizations where short_name = 'АО «Стройэкспертиза»'`,
    )
    const chosen = await client.post('/api/login/organization', { organizationId: second.rows[0].id })
    expect(chosen.status).toBe(200)
    expect(chosen.body.organization).toMatchObject({ shortName: 'АО «Стройэкспертиза»', role: 'Employee' })
  })

  it('creates the individual without an organization', async () => {
    const info = (await (await signIn('individual@example.com')).get('/api/user/info')).body
    expect(info.hasOrganizations).toBe(false)
    expect(info).not.toHaveProperty('organization')
    expect(info).not.toHaveProperty('agreementId')
  })

  it('creates the user who has not accepted the current agreement, and the agreement with its file', async () => {
    const client = await signIn('pending@example.com')
    const info = (await client.get('/api/user/info')).body
    const current = (await client.get('/api/useragreement')).body
    expect(current).toMatchObject({ name: 'Пользовательское соглашение' })
    expect(info.agreementId).toBe(current.id)
    const file = await client.get(`/api/useragreement/file/${current.id}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(file.body as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('does nothing when the database already has users', async () => {
    const before = await Promise.all(['users', 'organizations', 'organization_members', 'alerts', 'files'].map(count))
    await seedDemoIfEmpty(t.ctx)
    const after = await Promise.all(['users', 'organizations', 'organization_members', 'alerts', 'files'].map(count))
    expect(after).toEqual(before)
    expect(before[0]).toBe(21)
  })

  it('gives the bureau’s Admin a paged staff list with join requests, and the platform Admin a registration to decide', async () => {
    const orgAdmin = await signIn('orgadmin@example.com')
    const { organization } = (await orgAdmin.get('/api/user/info')).body
    const staff = await orgAdmin.post(`/api/organizations/${organization.organizationId}/users`, { itemsPerPage: 10 })
    expect(staff.body.total).toBeGreaterThan(10)
    const pending = await orgAdmin.post(`/api/organizations/${organization.organizationId}/users`, {
      filter: { state: 'Created' },
    })
    expect(pending.body.items.map((e: { role: string }) => e.role).sort()).toEqual(['Admin', 'Employee'])
    const admin = await signIn('admin@example.com')
    const waiting = await admin.get('/api/organizations?status=Created')
    expect(waiting.body.items).toEqual([
      expect.objectContaining({
        shortName: 'ООО «Северный проект»',
        requestedBy: expect.objectContaining({ email: 'founder@example.com' }),
      }),
    ])
  })
  it('gives the demo people applications in every list, and the operators a queue', async () => {
    const employee = await signIn('employee@example.com')
    const list = (group: string) =>
      employee.post(`/api/applications/get-applications?statusGroup=${group}`, { page: 1, itemsPerPage: 25 })
    const [all, actual, archive] = await Promise.all([list('None'), list('Actual'), list('Archive')])
    // «Все» holds every one, «Актуальные» leaves the closed and archived out, «Архив» the archived only.
    expect([all.body.total, actual.body.total, archive.body.total]).toEqual([5, 3, 1])
    const statuses = all.body.items.map((a: { status: string }) => a.status).sort()
    expect(statuses).toEqual(['closed', 'closed', 'registered', 'resolved', 'waiting'])
    const waiting = all.body.items.find((a: { status: string }) => a.status === 'waiting')
    const history = await employee.get(`/api/applications/${waiting.id}/statushistory`)
    expect(history.body.map((h: { newState: string }) => h.newState)).toEqual([
      'Новая',
      'В работе',
      'Ожидает уточнений у пользователя',
    ])
    // The bureau's Admin sees the employee's applications (the archived too) beside their own.
    const orgAdmin = await signIn('orgadmin@example.com')
    const organization = await orgAdmin.post('/api/organization/applications/find?statusGroup=None', {
      page: 1,
      itemsPerPage: 25,
    })
    expect(organization.body.total).toBe(7)
    const admin = await signIn('admin@example.com')
    const queue = await admin.post('/api/service-desk/applications', { page: 1, itemsPerPage: 25 })
    expect(queue.status).toBe(200)
    expect(queue.body.total).toBeGreaterThan(0)
  })
})

describe('the demo data with an external service desk (ADR 0038)', () => {
  it('files the demo applications for the desk, and starts, though the console has no part in it', async () => {
    // RT is not there: the seed only records the filings, which wait for it.
    const external = await startTestApp({
      env: { SERVICE_DESK: 'rt', RT_URL: 'http://127.0.0.1:9', RT_TOKEN: '1-1-x' },
    })
    try {
      await seedDemoIfEmpty(external.ctx)
      const waiting = await external.ctx.db.$client.query(
        "select count(*)::int as n from service_desk_outbox where kind = 'file' and delivered_at is null",
      )
      const filed = await external.ctx.db.$client.query('select count(*)::int as n from applications')
      expect(filed.rows[0].n).toBeGreaterThan(0)
      expect(waiting.rows[0].n).toBe(filed.rows[0].n)
    } finally {
      await external.close()
    }
  })
})
