import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser, TEST_PASSWORD } from '../../../test/factories'
import { rateLimitCounters } from '../../db/schema/index'

// The per-account login limit under attack: parallel guesses and every spelling of one account share one bucket.

const LIMIT = 5
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_MAX_PER_ACCOUNT: String(LIMIT), LOGIN_MAX_PER_IP: '1000' } })
})
afterAll(() => t.close())

const attempt = (login: string, password: string) => t.client().post('/api/login', { login, password })
/** The attempts counted on the bucket the unknown browsers of the account share. */
const accountHits = async (userId: string) => {
  const key = `login:account:user:${userId}`
  const rows = await t.ctx.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key))
  return rows[0]?.hits ?? 0
}

describe('the per-account login limit', () => {
  it('lets at most the limit of 50 parallel wrong passwords reach the password check', async () => {
    const user = await buildUser(t.ctx, { email: 'Burst@Example.test', username: 'burst' })
    // The e-mail, the user name and case variants of both name one account, so one bucket.
    const logins = ['burst@example.test', 'BURST@EXAMPLE.TEST', 'burst', 'Burst', 'Burst@Example.test']
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(logins[i % logins.length], `wrong-${i}`)),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT)
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LIMIT)
    expect(await accountHits(user.id)).toBe(LIMIT)
    // Locked means locked: the right password waits for the window too, then works.
    expect((await attempt('burst', TEST_PASSWORD)).status).toBe(429)
    t.clock.advance(16 * 60_000)
    expect((await attempt('BURST', TEST_PASSWORD)).status).toBe(200)
  })

  it('counts the e-mail and the user name of one account in one bucket, one after another', async () => {
    await buildUser(t.ctx, { email: 'two-names@example.test', username: 'TwoNames' })
    for (const login of ['two-names@example.test', 'twonames', 'TWO-NAMES@example.test', 'TwoNames', 'twoNAMES']) {
      expect((await attempt(login, 'wrong')).status).toBe(401)
    }
    expect((await attempt('two-names@example.test', 'wrong')).status).toBe(429)
    t.clock.advance(16 * 60_000)
  })

  it('keeps unknown logins apart from each other, case-insensitively', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await attempt('Ghost@Example.test', 'x')).status).toBe(401)
    expect((await attempt('ghost@example.TEST', 'x')).status).toBe(429)
    expect((await attempt('other-ghost@example.test', 'x')).status).toBe(401)
    t.clock.advance(16 * 60_000)
  })

  it('signs in normally and forgets the earlier failures', async () => {
    const user = await buildUser(t.ctx)
    for (let i = 0; i < LIMIT - 1; i++) expect((await attempt(user.email, 'wrong')).status).toBe(401)
    const client = t.client()
    expect((await client.post('/api/login', { login: user.email, password: TEST_PASSWORD })).status).toBe(200)
    expect((await client.get('/api/user/info')).body.id).toBe(user.id)
    // The success cleared the account's failures, its own counted attempt included.
    expect(await accountHits(user.id)).toBe(0)
    for (let i = 0; i < LIMIT; i++) expect((await attempt(user.email, 'wrong')).status).toBe(401)
  })
})
