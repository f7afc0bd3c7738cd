import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../test/api-client'
import { buildUser, TEST_PASSWORD } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { loginDevices } from '../../db/schema/index'
import { sessionIdOf } from './session-token'

// Device cookies (ADR 0025): strangers guessing a password cannot lock out the browsers that signed in before, and
// guesses from unknown browsers stay bounded per account, from however many addresses. The default limits apply:
// 5 failures per account (or per known browser) and 20 per address in 15 minutes.

const MINUTE = 60_000
const PER_ACCOUNT = 5
let t: TestApp
beforeAll(async () => {
  // The test's requests name their client address in X-Forwarded-For, as a proxy on the same machine would.
  t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } })
})
afterAll(() => t.close())

/** A sign-in attempt from a browser (a new one by default) at a client address. */
const attempt = (address: string, login: string, password: string, browser: ApiClient = t.client()) =>
  browser.post('/api/login', { login, password }, { headers: { 'X-Forwarded-For': address } })

const deviceCookieOf = (answer: { headers: Headers }) =>
  answer.headers.getSetCookie().find((line) => line.startsWith('psp_device='))
const tally = (statuses: number[]) => ({
  checked: statuses.filter((s) => s === 401).length,
  refused: statuses.filter((s) => s === 429).length,
})

describe('device cookies', () => {
  it('lets the owner in at once from a browser that signed in before, after 50 wrong passwords from elsewhere', async () => {
    const admin = await buildUser(t.ctx, { role: 'Admin' })
    const browser = t.client()
    expect((await attempt('198.51.100.7', admin.email, TEST_PASSWORD, browser)).status).toBe(200)
    expect((await browser.delete('/api/login')).status).toBe(204)

    const guesses: number[] = []
    for (let i = 0; i < 50; i++) guesses.push((await attempt('203.0.113.66', admin.email, `guess-${i}`)).status)
    expect(tally(guesses)).toEqual({ checked: PER_ACCOUNT, refused: 50 - PER_ACCOUNT })

    // The owner, at another address, on the browser that signed in before: no waiting.
    const back = await attempt('192.0.2.44', admin.email, TEST_PASSWORD, browser)
    expect(back.status).toBe(200)
    expect((await browser.get('/api/user/info')).body.id).toBe(admin.id)
    // The price of the defence: a browser the account never saw waits like the strangers.
    const unknown = await attempt('192.0.2.44', admin.email, TEST_PASSWORD)
    expect(unknown.status).toBe(429)
    expect(unknown.body).toMatchObject({ reason: 'TooManyRequests' })
    t.clock.advance(15 * MINUTE)
  })

  it('gives an account at most about ten password checks per 15 minutes from unknown browsers on ten addresses', async () => {
    const user = await buildUser(t.ctx)
    const addresses = Array.from({ length: 10 }, (_, i) => `203.0.113.${100 + i}`)
    const round = async () => {
      const answers = []
      for (const address of addresses) {
        for (let i = 0; i < 5; i++) answers.push(await attempt(address, user.email, `wrong-${i}`))
      }
      for (const refused of answers.filter((a) => a.status === 429)) {
        const retryAfter = Number(refused.headers.get('retry-after'))
        expect(retryAfter).toBeGreaterThan(0)
        expect(retryAfter).toBeLessThanOrEqual(15 * 60)
      }
      return tally(answers.map((a) => a.status))
    }
    expect(await round()).toEqual({ checked: PER_ACCOUNT, refused: 45 })
    // The window ends 15 minutes after its first check: the next five come at once, the most any 15 minutes see.
    t.clock.advance(15 * MINUTE)
    expect(await round()).toEqual({ checked: PER_ACCOUNT, refused: 45 })
    t.clock.advance(15 * MINUTE)
  })

  it("counts a known browser's failures against that browser alone", async () => {
    const user = await buildUser(t.ctx)
    const [laptop, phone] = [t.client(), t.client()]
    for (const browser of [laptop, phone]) await attempt('198.51.100.8', user.email, TEST_PASSWORD, browser)

    const wrong: number[] = []
    for (let i = 0; i < PER_ACCOUNT; i++) wrong.push((await attempt('198.51.100.8', user.email, 'typo', laptop)).status)
    expect(wrong).toEqual(Array(PER_ACCOUNT).fill(401))
    const locked = await attempt('198.51.100.8', user.email, TEST_PASSWORD, laptop)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)

    // Neither the owner's other browser nor the account's bucket for unknown browsers paid for the laptop's typos.
    expect((await attempt('198.51.100.8', user.email, TEST_PASSWORD, phone)).status).toBe(200)
    expect((await attempt('198.51.100.9', user.email, TEST_PASSWORD)).status).toBe(200)
    t.clock.advance(15 * MINUTE)
    expect((await attempt('198.51.100.8', user.email, TEST_PASSWORD, laptop)).status).toBe(200)
  })

  it('treats a made-up cookie, or the cookie of another account, as an unknown browser', async () => {
    const [mine, target] = [await buildUser(t.ctx), await buildUser(t.ctx)]
    const browser = t.client()
    await attempt('198.51.100.10', mine.email, TEST_PASSWORD, browser)
    const forged = t.client()
    const headers = { 'X-Forwarded-For': '198.51.100.11', cookie: 'psp_device=made-up-token' }
    for (let i = 0; i < 3; i++) expect((await attempt('198.51.100.10', target.email, 'x', browser)).status).toBe(401)
    for (let i = 0; i < 2; i++) {
      expect((await forged.post('/api/login', { login: target.email, password: 'x' }, { headers })).status).toBe(401)
    }
    // All five counted on the bucket unknown browsers of the target share.
    expect((await attempt('198.51.100.12', target.email, TEST_PASSWORD)).status).toBe(429)
    t.clock.advance(15 * MINUTE)
  })

  it('sets a long-lived HttpOnly SameSite cookie for the sign-in calls only, and a new one at every sign-in', async () => {
    const user = await buildUser(t.ctx)
    const browser = t.client()
    const first = deviceCookieOf(await attempt('198.51.100.13', user.email, TEST_PASSWORD, browser))
    expect(first).toMatch(/; Max-Age=15552000/)
    expect(first).toMatch(/; Path=\/api\/login/)
    expect(first).toMatch(/; HttpOnly/)
    expect(first).toMatch(/; SameSite=Strict/)
    // Not Secure here: COOKIE_SECURE is off outside production, as for the session cookie.
    expect(first).not.toMatch(/; Secure/)
    const token = first!.split(';')[0].split('=')[1]
    expect(token).toMatch(/^[\w-]{43}$/)

    const second = deviceCookieOf(await attempt('198.51.100.13', user.email, TEST_PASSWORD, browser))
    expect(second).not.toContain(token)
    // The database keeps hashes only, and the old token is known for nothing any more.
    const rows = await t.ctx.db.select().from(loginDevices).where(eq(loginDevices.userId, user.id))
    expect(rows.map((r) => r.deviceId)).toEqual([sessionIdOf(second!.split(';')[0].split('=')[1])])
  })
})
