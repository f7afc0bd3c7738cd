import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_ANSWER } from '@psp/contracts'
import { mailOutbox } from '../../db/schema/index'
import { buildUser, TEST_PASSWORD } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { waitForPasswordResets } from './passwords.service'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    env: { PUBLIC_URL: 'https://psp.example.ru', MAIL_POLL_SECONDS: '3600', PASSWORD_RESET_MAX_PER_HOUR: '1000' },
  })
})
afterAll(() => t.close())

const mailsTo = (email: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
const tokenIn = (text: string) => /set-password\?token=([\w-]+)/.exec(text)?.[1] ?? null
const forgot = (email: string, app = t) => app.client().post('/api/password/forgot', { email })

describe('«Забыли пароль?»', () => {
  it('answers the same for a known and an unknown address; only the known one gets a link', async () => {
    const user = await buildUser(t.ctx)
    const known = await forgot(user.email.toUpperCase())
    const unknown = await forgot('nobody-here@example.test')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual({ message: FORGOT_PASSWORD_ANSWER })
    expect(unknown.body).toEqual(known.body)
    await waitForPasswordResets()
    expect(await mailsTo('nobody-here@example.test')).toEqual([])
    const [mail] = await mailsTo(user.email)
    expect(mail.subject).toBe('Восстановление пароля')
    expect(mail.text).toContain('https://psp.example.ru/set-password?token=')
  })

  it('the link sets a new password once, ends the old sessions, and the old password stops working', async () => {
    const user = await buildUser(t.ctx)
    const session = await t.signIn(user.email)
    await forgot(user.email)
    await waitForPasswordResets()
    const token = tokenIn((await mailsTo(user.email))[0].text)!
    expect((await t.client().get(`/api/password/token?token=${token}`)).body).toEqual({
      purpose: 'reset',
      login: user.email,
    })
    const weak = await t.client().post('/api/password/set', { token, password: 'short' })
    expect(weak.status).toBe(400)
    expect(JSON.stringify(weak.body)).toContain('Пароль должен содержать не менее 8 символов, буквы и цифры')
    expect((await t.client().post('/api/password/set', { token, password: 'Сменил-пароль-7' })).status).toBe(200)
    expect((await session.get('/api/user/info')).status).toBe(401)
    expect((await t.client().post('/api/login', { login: user.email, password: TEST_PASSWORD })).status).toBe(401)
    expect((await t.client().post('/api/login', { login: user.email, password: 'Сменил-пароль-7' })).status).toBe(200)
    expect((await t.client().post('/api/password/set', { token, password: 'Еще-раз-пароль-8' })).status).toBe(404)
  })

  it('only the newest link works, and a link expires after PASSWORD_RESET_MINUTES', async () => {
    const user = await buildUser(t.ctx)
    await forgot(user.email)
    await waitForPasswordResets()
    await forgot(user.email)
    await waitForPasswordResets()
    const [first, second] = (await mailsTo(user.email))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((m) => tokenIn(m.text)!)
    expect((await t.client().get(`/api/password/token?token=${first}`)).status).toBe(404)
    t.clock.advance(61 * 60_000)
    try {
      const expired = await t.client().get(`/api/password/token?token=${second}`)
      expect(expired.body).toMatchObject({ code: 'InappropriateStatus', reason: 'PasswordLinkExpired' })
    } finally {
      t.clock.advance(-61 * 60_000)
    }
  })

  it('sends nothing to a blocked account, with the same answer', async () => {
    const user = await buildUser(t.ctx, { disabledAt: new Date() })
    expect((await forgot(user.email)).body).toEqual({ message: FORGOT_PASSWORD_ANSWER })
    await waitForPasswordResets()
    expect(await mailsTo(user.email)).toEqual([])
  })

  it('refuses malformed input and a made-up token', async () => {
    expect((await t.client().post('/api/password/forgot', {})).status).toBe(400)
    expect((await t.client().post('/api/password/forgot', { email: 'x'.repeat(400) })).status).toBe(400)
    expect((await t.client().get('/api/password/token?token=made-up-token-123')).status).toBe(404)
    expect((await t.client().get('/api/password/token')).status).toBe(400)
  })

  it('limits reset requests per IP address', async () => {
    const limited = await startTestApp({ env: { PASSWORD_RESET_MAX_PER_HOUR: '3' } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) statuses.push((await forgot(`limit-${i}@example.test`, limited)).status)
      expect(statuses).toEqual([200, 200, 200, 429])
      await waitForPasswordResets()
    } finally {
      await limited.close()
    }
  })
})
