import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { sessions, users } from '../../db/schema/index'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { makeLoginToken, rsaKeyPair, TEST_TOKEN_SECRET } from '../../../test/login-tokens'

const keys = rsaKeyPair()
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    env: {
      TOKEN_LOGIN_HMAC_SECRET: TEST_TOKEN_SECRET,
      TOKEN_LOGIN_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
  })
})
afterAll(() => t.close())

const tokenPath = (token: string, redirect?: string) =>
  `/api/login/token?token=${encodeURIComponent(token)}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`
const now = () => t.clock.now()

describe('token login', () => {
  it('creates the account on the first visit, signs in and records the login system', async () => {
    const client = t.client()
    const token = makeLoginToken(
      {
        sub: 'ext-1001',
        email: 'first.visit@example.test',
        email_verified: true,
        family_name: 'Сидоров',
        given_name: 'Петр',
        middle_name: 'Ильич',
      },
      { now: now() },
    )
    const answer = await client.get(tokenPath(token, '/orders'))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/orders')
    expect(answer.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    const info = await client.get('/api/user/info')
    expect(info.status).toBe(200)
    expect(info.body).toMatchObject({ email: 'first.visit@example.test', fio: 'Сидоров Петр Ильич', role: 'Regular' })
    const [session] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, info.body.id))
    expect(session.loginSystem).toBe('ais-ecpe')

    // The second visit from the same external user finds the same account, even with another e-mail in the token.
    const again = t.client()
    const next = makeLoginToken({ sub: 'ext-1001', email: 'renamed@example.test' }, { now: now() })
    expect((await again.get(tokenPath(next))).headers.get('location')).toBe('/')
    expect((await again.get('/api/user/info')).body.id).toBe(info.body.id)
  })

  it('accepts RS256 tokens signed by the external system', async () => {
    const client = t.client()
    const token = makeLoginToken(
      { email: 'rsa.user@example.test', email_verified: true },
      { alg: 'RS256', privateKey: keys.privateKey, now: now() },
    )
    expect((await client.get(tokenPath(token))).headers.get('location')).toBe('/')
    expect((await client.get('/api/user/info')).status).toBe(200)
  })

  it('refuses a replayed token', async () => {
    const token = makeLoginToken({ email: 'replay@example.test', email_verified: true }, { now: now() })
    expect((await t.client().get(tokenPath(token))).headers.get('location')).toBe('/')
    const replay = t.client()
    const answer = await replay.get(tokenPath(token))
    expect(answer.headers.get('location')).toBe('/token-login-error')
    expect((await replay.get('/api/user/info')).status).toBe(401)
  })

  it('sends an expired token to the TokenExpired explanation', async () => {
    const issued = new Date(now().getTime() - 10 * 60_000)
    const token = makeLoginToken({ email: 'late@example.test', email_verified: true }, { now: issued })
    const client = t.client()
    expect((await client.get(tokenPath(token))).headers.get('location')).toBe('/token-login-error?type=TokenExpired')
    expect((await client.get('/api/user/info')).status).toBe(401)
  })

  it('refuses forged, unsigned, swapped-algorithm, over-long and future tokens', async () => {
    const claims = { email: 'forger@example.test', email_verified: true }
    const forged = [
      makeLoginToken(claims, { secret: 'another-secret-of-at-least-32-characters', now: now() }),
      makeLoginToken(claims, { alg: 'none', now: now() }),
      // RS256 header, but signed with the HMAC secret: an algorithm swap.
      makeLoginToken(claims, { now: now() }).replace(/^[^.]+/, Buffer.from('{"alg":"RS256"}').toString('base64url')),
      makeLoginToken({ ...claims, exp: Math.floor(now().getTime() / 1000) + 86_400 }, { now: now() }),
      makeLoginToken(claims, { now: new Date(now().getTime() + 3_600_000) }),
      'not-a-token',
    ]
    for (const token of forged) {
      const client = t.client()
      expect((await client.get(tokenPath(token))).headers.get('location')).toBe('/token-login-error')
      expect((await client.get('/api/user/info')).status).toBe(401)
    }
    const [made] = await t.ctx.db.select().from(users).where(eq(users.email, 'forger@example.test'))
    expect(made).toBeUndefined()
  })

  it('links an existing account only when the external system vouches for the e-mail', async () => {
    const existing = await buildUser(t.ctx, { email: 'Existing.User@example.test' })
    const unverified = makeLoginToken({ email: 'existing.user@example.test' }, { now: now() })
    const client = t.client()
    expect((await client.get(tokenPath(unverified))).headers.get('location')).toBe('/token-login-error?type=Regular')
    expect((await client.get('/api/user/info')).status).toBe(401)

    const verified = makeLoginToken({ email: 'existing.user@example.test', email_verified: true }, { now: now() })
    expect((await client.get(tokenPath(verified))).headers.get('location')).toBe('/')
    expect((await client.get('/api/user/info')).body.id).toBe(existing.id)
  })

  it('refuses a blocked account and never redirects off the portal', async () => {
    await buildUser(t.ctx, { email: 'blocked@example.test', disabledAt: new Date() })
    const blocked = makeLoginToken({ email: 'blocked@example.test', email_verified: true }, { now: now() })
    expect((await t.client().get(tokenPath(blocked))).headers.get('location')).toBe('/token-login-error')

    for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const token = makeLoginToken(
        { email: `safe-${target.length}@example.test`, email_verified: true },
        { now: now() },
      )
      expect((await t.client().get(tokenPath(token, target))).headers.get('location')).toBe('/')
    }
  })
})

describe('token login switched off', () => {
  it('refuses every token when no key is configured', async () => {
    const off = await startTestApp()
    try {
      const token = makeLoginToken({ email: 'off@example.test', email_verified: true })
      const answer = await off.client().get(tokenPath(token))
      expect(answer.headers.get('location')).toBe('/token-login-error')
    } finally {
      await off.close()
    }
  })
})
