import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/harness'
import { buildUser, TEST_PASSWORD } from '../../test/factories'
import { securityEvent } from './security-log'

// Security events reach the log as structured lines with the user and the request id, and secrets never do.

const lines: Array<Record<string, unknown>> = []
const raw: string[] = []
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
      raw.push(text)
      lines.push(JSON.parse(text) as Record<string, unknown>)
    }
    done()
  },
})
const events = (name: string) => lines.filter((l) => l.securityEvent === name)

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    env: { LOGIN_MAX_PER_ACCOUNT: '2' },
    log: { level: 'info', stream: destination },
  })
})
afterAll(() => t.close())

describe('security events', () => {
  it('logs failed sign-ins and lockouts with the account and the request id, never the password', async () => {
    const user = await buildUser(t.ctx)
    const guess = 'Guessed-Secret-42'
    const failed = await t.client().post('/api/login', { login: user.email, password: guess })
    expect(failed.status).toBe(401)
    await t.client().post('/api/login', { login: 'nobody@example.test', password: guess })
    await t.client().post('/api/login', { login: user.email, password: guess })
    const locked = await t.client().post('/api/login', { login: user.email, password: TEST_PASSWORD })
    expect(locked.status).toBe(429)

    expect(events('auth.login.failed')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: user.id,
          failure: 'wrong-password',
          reqId: failed.headers.get('x-request-id'),
          ip: '127.0.0.1',
        }),
        expect.objectContaining({ userId: null, failure: 'unknown-login' }),
      ]),
    )
    expect(events('auth.login.locked')).toEqual([
      expect.objectContaining({ userId: user.id, limit: 'account', reqId: locked.headers.get('x-request-id') }),
    ])
    expect(raw.join('\n')).not.toContain(guess)
    expect(raw.join('\n')).not.toContain(TEST_PASSWORD)
    t.clock.advance(16 * 60_000)
  })

  it('logs sign-in and sign-out without the session token or the device token', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    const cookies = new Map(client.cookieHeader.split('; ').map((pair) => pair.split('=') as [string, string]))
    const out = await client.delete('/api/login')
    expect(events('auth.login.succeeded')).toContainEqual(expect.objectContaining({ userId: user.id }))
    expect(events('auth.logout')).toContainEqual(
      expect.objectContaining({ userId: user.id, reqId: out.headers.get('x-request-id') }),
    )
    expect(raw.join('\n')).not.toContain(cookies.get('psp_session'))
    expect(raw.join('\n')).not.toContain(cookies.get('psp_device'))
  })

  it("logs a known browser's lockout as the device's, with the account", async () => {
    const user = await buildUser(t.ctx)
    const browser = await t.signIn(user.email)
    for (let i = 0; i < 2; i++) await browser.post('/api/login', { login: user.email, password: 'typo' })
    const locked = await browser.post('/api/login', { login: user.email, password: TEST_PASSWORD })
    expect(locked.status).toBe(429)
    expect(events('auth.login.locked')).toContainEqual(
      expect.objectContaining({ userId: user.id, limit: 'device', reqId: locked.headers.get('x-request-id') }),
    )
    t.clock.advance(16 * 60_000)
  })

  it("logs an Admin's knowledge-base change and reindex, and nothing for a refused one", async () => {
    const admin = await buildUser(t.ctx, { role: 'Admin' })
    const client = await t.signIn(admin.email)
    const regular = await t.signIn((await buildUser(t.ctx)).email)
    expect((await regular.post('/api/admin/knowledge-base/systems', { title: 'Чужая', description: '' })).status).toBe(
      403,
    )
    expect(events('kb.changed')).toEqual([])
    const created = await client.post('/api/admin/knowledge-base/systems', { title: 'Новая система', description: '' })
    expect(created.status).toBe(200)
    expect(events('kb.changed')).toEqual([
      expect.objectContaining({
        userId: admin.id,
        method: 'POST',
        route: '/api/admin/knowledge-base/systems',
        reqId: created.headers.get('x-request-id'),
      }),
    ])
    const reindex = await client.post('/api/search/reindex')
    expect(reindex.status).toBe(200)
    expect(events('search.reindex.started')).toEqual([
      expect.objectContaining({ userId: admin.id, reqId: reindex.headers.get('x-request-id') }),
    ])
  })
})

describe('securityEvent', () => {
  it('drops fields named like secrets, whatever a caller passes', () => {
    const written: Array<{ obj: Record<string, unknown>; msg: string }> = []
    const log = { info: (obj: Record<string, unknown>, msg: string) => written.push({ obj, msg }) }
    securityEvent(log as never, 'user.role.changed', {
      userId: 'u1',
      role: 'Admin',
      password: 'p',
      newPassword: 'p2',
      token: 't',
      sessionId: 's',
      passwordHash: 'h',
    })
    expect(written).toEqual([
      {
        obj: { securityEvent: 'user.role.changed', userId: 'u1', role: 'Admin' },
        msg: 'security: user.role.changed',
      },
    ])
  })
})
