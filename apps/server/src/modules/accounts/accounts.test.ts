import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mailOutbox } from '../../db/schema/index'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { linkIn, parseMail } from '../../../test/mail-files'
import type { ApiClient } from '../../../test/api-client'

let t: TestApp
let admin: ApiClient
let regular: ApiClient
let regularUser: Awaited<ReturnType<typeof buildUser>>
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://psp.example.ru', MAIL_POLL_SECONDS: '3600' } })
  admin = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
  regularUser = await buildUser(t.ctx)
  regular = await t.signIn(regularUser.email)
})
afterAll(() => t.close())

const newAccount = (over: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2)}@example.test`,
  surname: 'Новиков',
  name: 'Николай',
  patronymic: null,
  phone: '+7 (916) 555-44-33',
  role: 'Regular',
  ...over,
})

/** The set-password link of the newest e-mail to the address, as the user would click it. */
async function linkFor(email: string) {
  const [row] = await t.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(1)
  const link = linkIn(parseMail(`Content-Type: text/plain\n\n${row.text}`), 'https://psp.example.ru')
  return new URL(link!).searchParams.get('token')!
}

describe('access to the accounts calls', () => {
  const id = '00000000-0000-4000-8000-000000000000'
  const calls: Array<[string, string, unknown?]> = [
    ['POST', '/api/users/search', {}],
    ['POST', '/api/users', newAccount()],
    ['GET', `/api/users/${id}`],
    ['PATCH', `/api/users/${id}`, { surname: 'А', name: 'Б', patronymic: null }],
    ['POST', `/api/users/${id}/block`],
    ['POST', `/api/users/${id}/unblock`],
    ['POST', `/api/users/${id}/password-link`],
  ]
  it.each(calls)('%s %s: 401 signed out, 403 for a Regular user', async (method, path, json) => {
    expect((await t.client().request(method, path, { json })).status).toBe(401)
    const res = await regular.request(method, path, { json })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('Forbidden')
  })
})

describe('POST /api/users/search', () => {
  it('searches by name, e-mail and phone, filters, sorts and pages', async () => {
    const tag = Math.random().toString(36).slice(2, 8)
    for (const [surname, role] of [
      ['Аксенов', 'Regular'],
      ['Борисов', 'Admin'],
      ['Власов', 'Regular'],
    ] as const) {
      await buildUser(t.ctx, { surname, name: tag, email: `${surname.length}${tag}${role}@example.test`, role })
    }
    const search = async (body: object) => (await admin.post('/api/users/search', { search: tag, ...body })).body
    const all = await search({})
    expect(all.total).toBe(3)
    expect(all.items.map((a: { surname: string }) => a.surname)).toEqual(['Аксенов', 'Борисов', 'Власов'])
    expect(all.items[0]).toMatchObject({ accountType: 'Regular', state: 'Active', fio: expect.stringContaining(tag) })

    const desc = await search({ sort: { field: 'fio', order: 'Desc' } })
    expect(desc.items[0].surname).toBe('Власов')
    const admins = await search({ filter: { role: ['Admin'] } })
    expect(admins.items.map((a: { surname: string }) => a.surname)).toEqual(['Борисов'])
    const paged = await search({ itemsPerPage: 2, page: 2 })
    expect(paged).toMatchObject({ total: 3, pagesCount: 2 })
    expect(paged.items.map((a: { surname: string }) => a.surname)).toEqual(['Власов'])
    // Wildcards are text, not patterns.
    expect((await admin.post('/api/users/search', { search: '%' })).body.total).toBe(0)
  })

  it('refuses malformed input with a catalogue code and honours ?error', async () => {
    for (const body of [{ sort: { field: 'password', order: 'Asc' } }, { filter: { role: ['Root'] } }, { x: 1 }]) {
      const res = await admin.post('/api/users/search', body)
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('GeneralError')
    }
    const simulated = await admin.post('/api/users/search?error', {})
    expect(simulated.status).toBe(500)
    expect(simulated.body.code).toBe('GeneralError')
  })
})

describe('creating an account', () => {
  it('e-mails a one-time link; the account is EmailNotConfirmed, then EmailSent, then Regular once the password is set', async () => {
    const body = newAccount()
    const created = await admin.post('/api/users', body)
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ email: body.email, fio: 'Новиков Николай', accountType: 'EmailNotConfirmed' })
    await t.ctx.mail.drain()
    const sent = await admin.get(`/api/users/${created.body.id}`)
    expect(sent.body).toMatchObject({ accountType: 'EmailSent', linkExpiresAt: expect.any(String) })

    // Nobody can sign in before the password is set.
    expect((await t.client().post('/api/login', { login: body.email, password: 'anything-1' })).status).toBe(401)

    const token = await linkFor(body.email)
    const info = await t.client().get(`/api/password/token?token=${token}`)
    expect(info.body).toEqual({ purpose: 'account', login: body.email })
    expect((await t.client().post('/api/password/set', { token, password: 'Новый-пароль-1' })).status).toBe(200)
    expect((await t.client().post('/api/login', { login: body.email, password: 'Новый-пароль-1' })).status).toBe(200)
    expect((await admin.get(`/api/users/${created.body.id}`)).body.accountType).toBe('Regular')
    // One-time: the same link does not work twice.
    const again = await t.client().post('/api/password/set', { token, password: 'Другой-пароль-2' })
    expect(again.status).toBe(404)
    expect(again.body).toMatchObject({ code: 'NotFound', reason: 'PasswordLinkInvalid' })
  })

  it('reads TokenExpired after the link expires; a fresh link can be sent', async () => {
    const created = (await admin.post('/api/users', newAccount())).body
    const token = await linkFor(created.email)
    // As if ACCOUNT_LINK_HOURS had passed.
    await t.ctx.db.execute(
      sql`update password_tokens set expires_at = now() - interval '1 minute' where user_id = ${created.id}`,
    )
    expect((await admin.get(`/api/users/${created.id}`)).body.accountType).toBe('TokenExpired')
    const expired = await t.client().post('/api/password/set', { token, password: 'Пароль-123' })
    expect(expired.body).toMatchObject({ code: 'InappropriateStatus', reason: 'PasswordLinkExpired' })
    const resent = await admin.post(`/api/users/${created.id}/password-link`)
    expect(resent.body.accountType).toBe('EmailNotConfirmed')
    const fresh = await linkFor(created.email)
    expect(fresh).not.toBe(token)
    expect((await t.client().post('/api/password/set', { token: fresh, password: 'Пароль-123' })).status).toBe(200)
    const done = await admin.post(`/api/users/${created.id}/password-link`)
    expect(done.body.code).toBe('InappropriateStatus')
  })

  it('refuses a registered address, bad fields and unknown fields', async () => {
    const taken = await admin.post('/api/users', newAccount({ email: regularUser.email.toUpperCase() }))
    expect(taken.status).toBe(409)
    expect(taken.body.reason).toBe('EmailAlreadyRegistered')
    for (const over of [{ email: 'not-an-address' }, { surname: '' }, { phone: '+7 (516) 000-00-00' }, { x: 1 }]) {
      const res = await admin.post('/api/users', newAccount(over))
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('GeneralError')
    }
    expect((await admin.post('/api/users', newAccount({ surname: 'Я'.repeat(101) }))).status).toBe(400)
  })
})

describe('an account page, renaming, blocking', () => {
  it('shows the organizations of the account; NotFound for an unknown id, 400 for a malformed one', async () => {
    const user = await buildUser(t.ctx)
    const org = await buildOrganization(t.ctx, { shortName: 'ООО «Учет»' })
    await addMember(t.ctx, org.id, user.id, { role: 'Admin' })
    const res = await admin.get(`/api/users/${user.id}`)
    expect(res.body.organizations).toEqual([
      { organizationId: org.id, shortName: 'ООО «Учет»', inn: org.inn, role: 'Admin', status: 'Accepted' },
    ])
    expect((await admin.get('/api/users/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await admin.get('/api/users/123')).status).toBe(400)
  })

  it('renames the account and records the change in its history', async () => {
    const user = await buildUser(t.ctx, { surname: 'Старов', name: 'Иван', patronymic: null })
    const res = await admin.patch(`/api/users/${user.id}`, { surname: 'Новов', name: 'Иван', patronymic: 'Ильич' })
    expect(res.body.fio).toBe('Новов Иван Ильич')
    const history = await admin.get(`/api/userdatachange?userId=${user.id}`)
    expect(history.body.items[0]).toMatchObject({
      changeUserDataStatusType: 'Changed',
      changes: 'ФИО: Старов Иван → Новов Иван Ильич',
    })
  })

  it('blocking ends the sessions at once and refuses sign-in; unblocking lets the user in again', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    // A call that resolves the session from the cache, so the block must reach the cache too.
    expect((await client.get('/api/userdatachange')).status).toBe(200)
    const blocked = await admin.post(`/api/users/${user.id}/block`)
    expect(blocked.body.state).toBe('Blocked')
    expect((await client.get('/api/userdatachange')).status).toBe(401)
    expect((await t.client().post('/api/login', { login: user.email, password: 'Test-Password-1' })).status).toBe(401)
    const filtered = await admin.post('/api/users/search', { search: user.email, filter: { state: ['Blocked'] } })
    expect(filtered.body.total).toBe(1)

    expect((await admin.post(`/api/users/${user.id}/unblock`)).body.state).toBe('Active')
    expect((await t.signIn(user.email)).cookieHeader).toContain('psp_session')
  })

  it('a block made by another instance reaches this one through the change feed', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    expect((await client.get('/api/userdatachange')).status).toBe(200)
    // Another writer (a second instance, the command line): only the notification tells this instance.
    await t.ctx.db.execute(sql`update users set disabled_at = now() where id = ${user.id}`)
    await vi.waitFor(async () => expect((await client.get('/api/userdatachange')).status).toBe(401), {
      timeout: 3000,
      interval: 20,
    })
  })

  it('an Admin cannot block themself', async () => {
    const me = (await admin.get('/api/user/info')).body.id
    const res = await admin.post(`/api/users/${me}/block`)
    expect(res.status).toBe(409)
    expect(res.body.reason).toBe('CannotBlockSelf')
  })
})
