import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser, TEST_PASSWORD } from '../../../test/factories'
import { codeAt, enableSecondFactor, nextStep, wrongCodeAt } from '../../../test/second-factor'
import { auditEvents } from '../../db/schema/index'

// Signing in with a second factor: the password step, then a code computed by otplib (ADR 0029).

const LIMIT = 4
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_MAX_PER_ACCOUNT: String(LIMIT), LOGIN_MAX_PER_IP: '1000' } })
})
afterAll(() => t.close())

/** A user with the second factor on, and a fresh browser that has given the right password. */
async function pendingSignIn() {
  const user = await buildUser(t.ctx)
  const { secret, recoveryCodes } = await enableSecondFactor(t, await t.signIn(user.email))
  const browser = t.client()
  const login = await browser.post('/api/login', { login: user.email, password: TEST_PASSWORD })
  return { user, secret, recoveryCodes, browser, login }
}

describe('signing in with a second factor', () => {
  it('answers secondFactorRequired without a session, then signs in with the code from the app', async () => {
    const { user, secret, browser, login } = await pendingSignIn()
    expect(login.status).toBe(200)
    expect(login.body).toEqual({ secondFactorRequired: true })
    const pendingCookie = login.headers.getSetCookie().find((c) => c.startsWith('psp_login_pending='))
    expect(pendingCookie).toMatch(/HttpOnly/)
    expect(pendingCookie).toMatch(/SameSite=Strict/)
    expect(pendingCookie).toMatch(/Path=\/api\/login/)
    expect(login.headers.getSetCookie().some((c) => c.startsWith('psp_session='))).toBe(false)
    expect((await browser.get('/api/user/info')).status).toBe(401)

    const done = await browser.post('/api/login/2fa', { code: codeAt(secret, t.clock.now()) })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ id: user.id, email: user.email })
    expect((await browser.get('/api/user/info')).body.id).toBe(user.id)
    // The pending sign-in ended with it.
    expect((await browser.post('/api/login/2fa', { code: codeAt(secret, t.clock.now()) })).body.reason).toBe(
      'SecondFactorSignInExpired',
    )
    nextStep(t)
  })

  it('refuses the same code again in its time step, even to another browser', async () => {
    const { secret, browser } = await pendingSignIn()
    const code = codeAt(secret, t.clock.now())
    expect((await browser.post('/api/login/2fa', { code })).status).toBe(200)
    const second = t.client()
    await second.post('/api/login', {
      login: (await browser.get('/api/user/info')).body.email,
      password: TEST_PASSWORD,
    })
    const replay = await second.post('/api/login/2fa', { code })
    expect(replay.status).toBe(409)
    expect(replay.body).toMatchObject({ code: 'InappropriateStatus', reason: 'SecondFactorCodeUsed' })
    expect((await second.get('/api/user/info')).status).toBe(401)
    nextStep(t)
    expect((await second.post('/api/login/2fa', { code: codeAt(secret, t.clock.now()) })).status).toBe(200)
    nextStep(t)
  })

  it('counts wrong codes in the login limit and records them in the audit log', async () => {
    const { user, secret, browser } = await pendingSignIn()
    // The password took one attempt of the account's bucket; each wrong code takes another.
    for (let i = 1; i < LIMIT; i++) {
      const wrong = await browser.post('/api/login/2fa', { code: wrongCodeAt(secret, t.clock.now()) })
      expect(wrong.status).toBe(400)
      expect(wrong.body).toMatchObject({ code: 'GeneralError', reason: 'SecondFactorCodeInvalid' })
    }
    const locked = await browser.post('/api/login/2fa', { code: codeAt(secret, t.clock.now()) })
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBeTruthy()
    const failed = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'second_factor.failed'))
    expect(failed.filter((e) => e.userId === user.id)).toHaveLength(LIMIT - 1)
    t.clock.advance(16 * 60_000)
  })

  it('signs in once with each recovery code', async () => {
    const { user, recoveryCodes, browser } = await pendingSignIn()
    // Typed in capitals and without the dash, it is the same code.
    const typed = recoveryCodes[0].replace('-', '').toUpperCase()
    expect((await browser.post('/api/login/2fa', { code: typed })).body.id).toBe(user.id)
    const again = t.client()
    await again.post('/api/login', { login: user.email, password: TEST_PASSWORD })
    const reused = await again.post('/api/login/2fa', { code: recoveryCodes[0] })
    expect(reused.status).toBe(409)
    expect(reused.body.reason).toBe('SecondFactorCodeUsed')
    expect((await again.post('/api/login/2fa', { code: recoveryCodes[1] })).status).toBe(200)
    expect((await again.get('/api/user/2fa')).body.recoveryCodesLeft).toBe(8)
  })

  it('lets the pending sign-in expire, and never stands in for the password', async () => {
    const { secret, browser } = await pendingSignIn()
    t.clock.advance(16 * 60_000)
    const late = await browser.post('/api/login/2fa', { code: codeAt(secret, t.clock.now()) })
    expect(late.status).toBe(401)
    expect(late.body.reason).toBe('SecondFactorSignInExpired')
    // A browser that never gave the password has nothing to complete.
    const stranger = await t.client().post('/api/login/2fa', { code: codeAt(secret, t.clock.now()) })
    expect(stranger.status).toBe(401)
    nextStep(t)
  })

  it('completes on another instance of the portal: the pending sign-in is in the database', async () => {
    const other = await startTestApp({ secondInstanceOf: t })
    try {
      const { user, secret, browser } = await pendingSignIn()
      const done = await browser.at(other.url).post('/api/login/2fa', { code: codeAt(secret, t.clock.now()) })
      expect(done.body.id).toBe(user.id)
    } finally {
      await other.close()
    }
    nextStep(t)
  })
})

describe('REQUIRE_2FA_FOR_ADMINS', () => {
  it('leads an Admin without a second factor to set it up before the session opens', async () => {
    const strict = await startTestApp({ env: { REQUIRE_2FA_FOR_ADMINS: 'true' } })
    try {
      const admin = await buildUser(strict.ctx, { role: 'Admin' })
      const regular = await buildUser(strict.ctx)
      expect(
        (await strict.client().post('/api/login', { login: regular.email, password: TEST_PASSWORD })).body.id,
      ).toBe(regular.id)

      const browser = strict.client()
      const login = await browser.post('/api/login', { login: admin.email, password: TEST_PASSWORD })
      expect(login.body).toEqual({ secondFactorSetupRequired: true })
      expect((await browser.get('/api/user/info')).status).toBe(401)
      // A code step is not what this pending sign-in is for.
      expect((await browser.post('/api/login/2fa', { code: '123456' })).status).toBe(401)

      const setup = await browser.post('/api/login/2fa/setup')
      expect(setup.status).toBe(200)
      const done = await browser.post('/api/login/2fa/enable', { code: codeAt(setup.body.secret, strict.clock.now()) })
      expect(done.status).toBe(200)
      expect(done.body.recoveryCodes).toHaveLength(10)
      expect(done.body.user.id).toBe(admin.id)
      const status = await browser.get('/api/user/2fa')
      expect(status.body).toMatchObject({ enabled: true, required: true })

      // The Admin cannot turn it off, and the next sign-in asks for the code.
      strict.clock.advance(30_000)
      const off = await browser.delete('/api/user/2fa', {
        json: { code: codeAt(setup.body.secret, strict.clock.now()) },
      })
      expect(off.status).toBe(403)
      expect(off.body.reason).toBe('SecondFactorRequired')
      const next = await strict.client().post('/api/login', { login: admin.email, password: TEST_PASSWORD })
      expect(next.body).toEqual({ secondFactorRequired: true })
    } finally {
      await strict.close()
    }
  })
})
