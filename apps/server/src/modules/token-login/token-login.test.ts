import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { externalIdentities, mailOutbox, sessions, users } from '../../db/schema/index'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser, TEST_PASSWORD } from '../../../test/factories'
import { makeLoginToken, rsaKeyPair, TEST_TOKEN_SECRET } from '../../../test/login-tokens'
import { linkIn, parseMail } from '../../../test/mail-files'

const keys = rsaKeyPair()
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    env: {
      TOKEN_LOGIN_HMAC_SECRET: TEST_TOKEN_SECRET,
      TOKEN_LOGIN_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      PUBLIC_URL: 'https://psp.example.ru',
      MAIL_POLL_SECONDS: '3600',
    },
  })
})
afterAll(() => t.close())

const tokenPath = (token: string, redirect?: string) =>
  `/api/login/token?token=${encodeURIComponent(token)}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`
const now = () => t.clock.now()

/** The e-mails queued to the address, oldest first. */
const mailsTo = (email: string) =>
  t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt)

/** The confirmation link of the newest e-mail to the address, as a path of the portal the user would open. */
async function confirmationLinkOf(email: string) {
  const mails = await mailsTo(email)
  const mail = mails.at(-1)!
  expect(mail.subject).toBe('Подтверждение адреса электронной почты')
  const link = linkIn(parseMail(`Content-Type: text/plain\n\n${mail.text}`), 'https://psp.example.ru')
  expect(link).toMatch(/\/api\/login\/token\/confirm\?token=/)
  return new URL(link!).pathname + new URL(link!).search
}

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

  it('links an existing account at once when the external system vouches for the e-mail', async () => {
    const existing = await buildUser(t.ctx, { email: 'Existing.User@example.test' })
    const client = t.client()
    const verified = makeLoginToken({ email: 'existing.user@example.test', email_verified: true }, { now: now() })
    expect((await client.get(tokenPath(verified))).headers.get('location')).toBe('/')
    expect((await client.get('/api/user/info')).body.id).toBe(existing.id)
  })

  it('a first visit with the e-mail of a local account sends a confirmation (EmailSent), then links the account', async () => {
    const local = await buildUser(t.ctx, { email: 'Local.Account@example.test' })
    const sub = 'ext-local-1'
    const first = t.client()
    const answer = await first.get(
      tokenPath(makeLoginToken({ sub, email: 'local.account@example.test' }, { now: now() })),
    )
    expect(answer.headers.get('location')).toBe('/token-login-error?type=EmailSent')
    expect((await first.get('/api/user/info')).status).toBe(401)
    const [mail] = await mailsTo('local.account@example.test')
    expect(mail.text).toContain('На этот адрес уже зарегистрирована учетная запись портала')
    // Nothing is linked before the mailbox's owner confirms; the password still opens the account.
    expect(await t.ctx.db.select().from(externalIdentities).where(eq(externalIdentities.subject, sub))).toEqual([])
    const byPassword = await t.client().post('/api/login', { login: local.email, password: TEST_PASSWORD })
    expect(byPassword.status).toBe(200)

    // A second visit before the link is followed: EmailNotConfirmed, and no second e-mail.
    const second = await t
      .client()
      .get(tokenPath(makeLoginToken({ sub, email: 'local.account@example.test' }, { now: now() })))
    expect(second.headers.get('location')).toBe('/token-login-error?type=EmailNotConfirmed')
    expect(await mailsTo('local.account@example.test')).toHaveLength(1)

    const link = await confirmationLinkOf('local.account@example.test')
    const confirmed = await t.client().get(link)
    expect(confirmed.status).toBe(302)
    expect(confirmed.headers.get('location')).toBe('/info?type=tokenLoginConfirmed')
    // The link works once.
    expect((await t.client().get(link)).headers.get('location')).toBe('/info?type=linkExpired')

    const after = t.client()
    const signedIn = await after.get(
      tokenPath(makeLoginToken({ sub, email: 'local.account@example.test' }, { now: now() })),
    )
    expect(signedIn.headers.get('location')).toBe('/')
    expect((await after.get('/api/user/info')).body.id).toBe(local.id)
  })

  it('a first visit with an unconfirmed new address creates the account only once the e-mail link is followed', async () => {
    const email = 'unconfirmed.newcomer@example.test'
    const claims = { sub: 'ext-new-1', email, family_name: 'Кузнецова', given_name: 'Анна', middle_name: 'Сергеевна' }
    const first = await t.client().get(tokenPath(makeLoginToken(claims, { now: now() })))
    expect(first.headers.get('location')).toBe('/token-login-error?type=EmailSent')
    const [mail] = await mailsTo(email)
    expect(mail.text).toContain('Здравствуйте, Кузнецова Анна Сергеевна!')
    expect(mail.text).toContain('Подтвердите адрес, чтобы создать учетную запись портала')
    // No account squats the address before it is confirmed.
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([])

    expect((await t.client().get(await confirmationLinkOf(email))).headers.get('location')).toBe(
      '/info?type=tokenLoginConfirmed',
    )
    const client = t.client()
    expect((await client.get(tokenPath(makeLoginToken(claims, { now: now() })))).headers.get('location')).toBe('/')
    expect((await client.get('/api/user/info')).body).toMatchObject({ email, fio: 'Кузнецова Анна Сергеевна' })
  })

  it('an expired confirmation link does nothing; the next visit e-mails a fresh one (EmailSent again)', async () => {
    const email = 'slow.reader@example.test'
    const claims = { sub: 'ext-slow-1', email }
    await t.client().get(tokenPath(makeLoginToken(claims, { now: now() })))
    const stale = await confirmationLinkOf(email)
    // As if TOKEN_LOGIN_CONFIRM_HOURS had passed.
    await t.ctx.db.execute(
      sql`update token_login_confirmations set expires_at = now() - interval '1 minute' where subject = 'ext-slow-1'`,
    )
    expect((await t.client().get(stale)).headers.get('location')).toBe('/info?type=linkExpired')
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([])

    const again = await t.client().get(tokenPath(makeLoginToken(claims, { now: now() })))
    expect(again.headers.get('location')).toBe('/token-login-error?type=EmailSent')
    expect(await mailsTo(email)).toHaveLength(2)
    const fresh = await confirmationLinkOf(email)
    expect(fresh).not.toBe(stale)
    expect((await t.client().get(fresh)).headers.get('location')).toBe('/info?type=tokenLoginConfirmed')
    expect((await t.client().get('/api/login/token/confirm?token=unknown')).headers.get('location')).toBe(
      '/info?type=linkExpired',
    )
  })

  it('an address changed in the external system asks to confirm the new one', async () => {
    const claims = { sub: 'ext-mover-1', email: 'old.address@example.test' }
    await t.client().get(tokenPath(makeLoginToken(claims, { now: now() })))
    const moved = await t
      .client()
      .get(tokenPath(makeLoginToken({ ...claims, email: 'new.address@example.test' }, { now: now() })))
    expect(moved.headers.get('location')).toBe('/token-login-error?type=EmailSent')
    expect(await mailsTo('new.address@example.test')).toHaveLength(1)
  })

  it('an unvouched address of an account another user of the system opens is refused (Regular: use the password)', async () => {
    const owner = await buildUser(t.ctx, { email: 'taken.account@example.test' })
    await t.ctx.db.insert(externalIdentities).values({ system: 'ais-ecpe', subject: 'ext-owner', userId: owner.id })
    const token = makeLoginToken({ sub: 'ext-intruder', email: 'taken.account@example.test' }, { now: now() })
    const client = t.client()
    expect((await client.get(tokenPath(token))).headers.get('location')).toBe('/token-login-error?type=Regular')
    expect((await client.get('/api/user/info')).status).toBe(401)
    const intruder = await t.ctx.db
      .select()
      .from(externalIdentities)
      .where(and(eq(externalIdentities.system, 'ais-ecpe'), eq(externalIdentities.subject, 'ext-intruder')))
    expect(intruder).toEqual([])
    // The owner gets no e-mail about it.
    expect(await mailsTo('taken.account@example.test')).toEqual([])

    // The system vouching for the address (say, the user was made anew over there) opens the same account.
    const vouched = makeLoginToken(
      { sub: 'ext-owner-anew', email: 'taken.account@example.test', email_verified: true },
      { now: now() },
    )
    const anew = t.client()
    expect((await anew.get(tokenPath(vouched))).headers.get('location')).toBe('/')
    expect((await anew.get('/api/user/info')).body.id).toBe(owner.id)
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
