import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCodes } from '@psp/contracts'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser, TEST_PASSWORD } from '../../../test/factories'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/index'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '6', SESSION_IDLE_MINUTES: '30' } })
})
afterAll(() => t.close())

describe('login', () => {
  it('signs in by e-mail or user name and answers the user data of SPEC §3', async () => {
    const user = await buildUser(t.ctx, {
      email: 'Anna@Example.test',
      username: 'anna',
      surname: 'Петрова',
      name: 'Анна',
      patronymic: 'Ильинична',
    })
    for (const login of ['anna@example.test', 'ANNA']) {
      const client = t.client()
      const answer = await client.post('/api/login', { login, password: TEST_PASSWORD })
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({
        id: user.id,
        email: 'Anna@Example.test',
        fio: 'Петрова Анна Ильинична',
        role: 'Regular',
      })
      expect(answer.body).toHaveProperty('preferredMobilePhone')
      expect(answer.body).not.toHaveProperty('organization')
      const info = await client.get('/api/user/info')
      expect(info.status).toBe(200)
      expect(info.body.id).toBe(user.id)
    }
  })

  it('sets an HttpOnly SameSite=Lax session cookie with a fresh id at every login', async () => {
    const user = await buildUser(t.ctx)
    const client = t.client()
    const first = await client.post('/api/login', { login: user.email, password: TEST_PASSWORD })
    const cookie = first.headers.getSetCookie()[0]
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const firstJar = client.cookieHeader
    await client.post('/api/login', { login: user.email, password: TEST_PASSWORD })
    expect(client.cookieHeader).not.toBe(firstJar)
    // The session of the first login ended with the second one.
    const stale = await fetch(`${t.url}/api/user/info`, { headers: { cookie: firstJar } })
    expect(stale.status).toBe(401)
  })

  it('answers the same for an unknown login and a wrong password', async () => {
    const user = await buildUser(t.ctx)
    const unknown = await t.client().post('/api/login', { login: 'nobody@example.test', password: 'x' })
    const wrong = await t.client().post('/api/login', { login: user.email, password: 'wrong' })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
    expect(wrong.body).toMatchObject({ code: 'GeneralError', reason: 'InvalidCredentials' })
  })

  it('refuses a disabled user and ends its sessions at once', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    await t.ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id))
    expect((await client.get('/api/user/info')).status).toBe(401)
    expect((await t.client().post('/api/login', { login: user.email, password: TEST_PASSWORD })).status).toBe(401)
  })

  it('limits repeated failures per account with 429 and Retry-After', async () => {
    const user = await buildUser(t.ctx)
    for (let i = 0; i < 3; i++) {
      expect((await t.client().post('/api/login', { login: user.email, password: 'bad' })).status).toBe(401)
    }
    const limited = await t.client().post('/api/login', { login: user.email, password: TEST_PASSWORD })
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({ code: 'GeneralError', reason: 'TooManyRequests' })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    t.clock.advance(16 * 60_000)
    expect((await t.client().post('/api/login', { login: user.email, password: TEST_PASSWORD })).status).toBe(200)
  })

  it('limits failures per IP across accounts', async () => {
    t.clock.advance(16 * 60_000)
    for (let i = 0; i < 6; i++) {
      await t.client().post('/api/login', { login: `ghost-${i}@example.test`, password: 'bad' })
    }
    const user = await buildUser(t.ctx)
    const limited = await t.client().post('/api/login', { login: user.email, password: TEST_PASSWORD })
    expect(limited.status).toBe(429)
    t.clock.advance(16 * 60_000)
  })
})

describe('sessions', () => {
  it('logout ends the session', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    const jar = client.cookieHeader
    expect((await client.delete('/api/login')).status).toBe(204)
    expect((await client.get('/api/user/info')).status).toBe(401)
    expect((await fetch(`${t.url}/api/user/info`, { headers: { cookie: jar } })).status).toBe(401)
  })

  it('expires after the idle timeout and survives while used', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    t.clock.advance(20 * 60_000)
    expect((await client.get('/api/user/info')).status).toBe(200)
    t.clock.advance(20 * 60_000)
    expect((await client.get('/api/user/info')).status).toBe(200)
    t.clock.advance(31 * 60_000)
    const expired = await client.get('/api/user/info')
    expect(expired.status).toBe(401)
    expect(expired.body).toMatchObject({ code: 'GeneralError', reason: 'Unauthorized' })
  })

  it('lives past the idle window while active, and ends at the absolute lifetime of 12 hours', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    // A request every 20 minutes (the idle window is 30) keeps it alive for all but the last step of 12 hours.
    const steps = (12 * 60) / 20
    for (let step = 1; step < steps; step++) {
      t.clock.advance(20 * 60_000)
      expect((await client.get('/api/user/info')).status, `after ${step * 20} minutes`).toBe(200)
    }
    t.clock.advance(20 * 60_000)
    const ended = await client.get('/api/user/info')
    expect(ended.status).toBe(401)
    expect(ended.body).toMatchObject({ code: 'GeneralError', reason: 'Unauthorized' })
  })

  it('answers 401 without a session', async () => {
    const answer = await t.client().get('/api/user/info')
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({ code: 'GeneralError', reason: 'Unauthorized', message: expect.any(String) })
  })
})

describe('CSRF header rule', () => {
  it('refuses state-changing calls without X-Requested-With', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    const login = await t.client().request('POST', '/api/login', {
      json: { login: user.email, password: TEST_PASSWORD },
      csrf: false,
    })
    expect(login.status).toBe(403)
    expect(login.body).toMatchObject({ code: 'Forbidden', reason: 'CsrfHeaderMissing' })
    expect((await client.delete('/api/login', { csrf: false })).status).toBe(403)
    expect((await client.get('/api/user/info')).status).toBe(200)
  })

  it('applies to the state-changing GET calls too', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    const alert = await client.get('/api/user/alerts/00000000-0000-4000-8000-000000000000', { csrf: false })
    expect(alert.status).toBe(403)
    const agree = await client.get('/api/login/agree/00000000-0000-4000-8000-000000000000', { csrf: false })
    expect(agree.status).toBe(403)
  })
})

describe('bad bodies', () => {
  it.each([
    ['invalid JSON', '{"login":', 'application/json'],
    ['a wrong type', JSON.stringify({ login: 5, password: [] }), 'application/json'],
    ['an unknown field', JSON.stringify({ login: 'a', password: 'b', admin: true }), 'application/json'],
    ['an empty login', JSON.stringify({ login: '', password: 'b' }), 'application/json'],
    ['a plain-text body', 'login=a', 'text/plain'],
  ])('answers 400 ValidationError for %s', async (_name, body, type) => {
    const answer = await t.client().request('POST', '/api/login', { body, headers: { 'content-type': type } })
    expect(answer.status).toBe(400)
    expect(errorCodes).toContain(answer.body.code)
    expect(answer.body).toMatchObject({ code: 'GeneralError', reason: 'ValidationError' })
  })

  it('answers 413 for an oversize body', async () => {
    const answer = await t.client().post('/api/login', { login: 'a', password: 'x'.repeat(2_000_000) })
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({ code: 'GeneralError', reason: 'PayloadTooLarge' })
  })

  it('answers JSON 404 for unknown API paths', async () => {
    const answer = await t.client().get('/api/no/such/path')
    expect(answer.status).toBe(404)
    expect(answer.body.code).toBe('NotFound')
  })
})
