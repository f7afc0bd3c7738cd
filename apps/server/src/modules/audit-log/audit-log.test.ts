import { count } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents } from '../../db/schema/index'
import { buildUser, TEST_PASSWORD } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import type { ApiClient } from '../../../test/api-client'
import { auditRetentionJob } from './audit-retention'

let t: TestApp
let admin: ApiClient
let adminUser: Awaited<ReturnType<typeof buildUser>>
let regular: ApiClient
let regularUser: Awaited<ReturnType<typeof buildUser>>
beforeAll(async () => {
  t = await startTestApp({ env: { PORTAL_TIME_ZONE: 'Europe/Moscow' } })
  adminUser = await buildUser(t.ctx, { role: 'Admin', surname: 'Журналова', name: 'Анна', patronymic: null })
  admin = await t.signIn(adminUser.email)
  regularUser = await buildUser(t.ctx, { surname: 'Обычный', name: 'Олег', patronymic: null })
  regular = await t.signIn(regularUser.email)
})
afterAll(() => t.close())

const log = async (query = '') => {
  const res = await admin.get(`/api/admin/audit-log?itemsPerPage=100${query}`)
  expect(res.status).toBe(200)
  return res.body as { items: Array<Record<string, any>>; total: number; pagesCount: number }
}

describe('the audit log', () => {
  it('is for platform Admins only, and no call changes it', async () => {
    expect((await t.client().get('/api/admin/audit-log')).status).toBe(401)
    expect((await regular.get('/api/admin/audit-log')).status).toBe(403)
    expect((await regular.get('/api/admin/audit-log/xlsx')).status).toBe(403)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await admin.request(method, '/api/admin/audit-log', { json: {} })).status).toBe(405)
    }
  })

  it('records sign-ins and failed attempts with the account and the address, never the login typed', async () => {
    const typo = 'no-such-user-4711@example.test'
    expect((await t.client().post('/api/login', { login: typo, password: 'x' })).status).toBe(401)
    expect((await t.client().post('/api/login', { login: regularUser.email, password: 'wrong' })).status).toBe(401)
    await t.signIn(regularUser.email, TEST_PASSWORD)

    const own = await log(`&userId=${regularUser.id}`)
    const actions = own.items.map((e) => e.action)
    expect(actions).toContain('auth.login.succeeded')
    expect(own.items.find((e) => e.action === 'auth.login.failed')).toMatchObject({
      userId: regularUser.id,
      userName: 'Обычный Олег',
      ip: '127.0.0.1',
      details: 'Неверный пароль',
    })
    const unknown = (await log('&action=auth.login.failed')).items.find((e) => e.userId === null)
    expect(unknown).toMatchObject({ details: 'Неизвестный логин', ip: '127.0.0.1' })
    expect(JSON.stringify(await log())).not.toContain(typo)
  })

  it('records an Admin blocking and unblocking an account, who did it and to whom', async () => {
    const target = await buildUser(t.ctx, { surname: 'Блокируемый', name: 'Борис', patronymic: null })
    expect((await admin.post(`/api/users/${target.id}/block`)).status).toBe(200)
    expect((await admin.post(`/api/users/${target.id}/unblock`)).status).toBe(200)
    const events = (await log(`&userId=${adminUser.id}`)).items.filter((e) => e.objectId === target.id)
    expect(events.map((e) => e.action)).toEqual(['account.unblocked', 'account.blocked'])
    expect(events[1]).toMatchObject({ userName: 'Журналова Анна', objectType: 'user', objectName: 'Блокируемый Борис' })
  })

  it('filters by action and by the portal’s calendar days, and pages', async () => {
    const blocked = await log('&action=account.blocked')
    expect(blocked.total).toBeGreaterThan(0)
    expect(blocked.items.every((e) => e.action === 'account.blocked')).toBe(true)
    // Today in Moscow holds them; the day before holds none of them.
    const now = t.clock.now()
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(now)
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(
      new Date(now.getTime() - 86_400_000),
    )
    expect((await log(`&from=${today}&to=${today}`)).total).toBe((await log()).total)
    expect((await log(`&from=${yesterday}&to=${yesterday}`)).total).toBe(0)
    const first = await admin.get('/api/admin/audit-log?itemsPerPage=2&page=1')
    const second = await admin.get('/api/admin/audit-log?itemsPerPage=2&page=2')
    expect(first.body.pagesCount).toBe(Math.ceil(first.body.total / 2))
    expect(first.body.items).toHaveLength(2)
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id)
    const bad = await admin.get('/api/admin/audit-log?action=drop-table')
    expect(bad.status).toBe(400)
    // A day that does not exist is bad input, not a query.
    for (const day of ['2026-13-45', '2026-02-30']) {
      const impossible = await admin.get(`/api/admin/audit-log?from=${day}&to=${day}`)
      expect(impossible.status).toBe(400)
      expect(impossible.body).toMatchObject({ code: 'GeneralError', reason: 'ValidationError' })
    }
    expect(bad.body).toMatchObject({ code: 'GeneralError', reason: 'ValidationError' })
  })

  it('exports the filtered log as an XLSX file with readable actions', async () => {
    const res = await admin.get('/api/admin/audit-log/xlsx?action=account.blocked')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(res.body as ArrayBuffer) as unknown as ArrayBuffer)
    const rows: unknown[][] = []
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    expect(rows[0]).toEqual(['Время', 'Пользователь', 'Адрес', 'Действие', 'Объект', 'Подробности'])
    expect(rows.length - 1).toBe((await log('&action=account.blocked')).total)
    expect(rows[1][1]).toBe('Журналова Анна')
    expect(rows[1][3]).toBe('Блокировка пользователя')
  })

  it('forgets events past AUDIT_RETENTION_DAYS', async () => {
    const kept = async () => (await t.ctx.db.select({ n: count() }).from(auditEvents))[0].n
    expect(await kept()).toBeGreaterThan(0)
    t.clock.advance((t.ctx.config.AUDIT_RETENTION_DAYS - 1) * 86_400_000)
    await auditRetentionJob(t.ctx)!.run(t.ctx.log)
    expect(await kept()).toBeGreaterThan(0)
    t.clock.advance(2 * 86_400_000)
    await auditRetentionJob(t.ctx)!.run(t.ctx.log)
    expect(await kept()).toBe(0)
  })
})
