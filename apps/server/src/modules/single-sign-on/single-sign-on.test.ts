import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { auditEvents, sessions, users } from '../../db/schema/index'
import { loadConfig } from '../../config'
import { ApiClient } from '../../../test/api-client'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import {
  OIDC_TEST_CLIENT,
  PROVIDER_PASSWORD,
  startIdentityProvider,
  type TestIdentityProvider,
} from '../../../test/oidc-provider'

/** A port free now, so the portal's address (PUBLIC_URL, the redirect URI) is known before it starts. */
async function freePort() {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

let idp: TestIdentityProvider
/** The portal; `creating` is a second instance on the same database with OIDC_CREATE_USERS on. */
let portal: TestApp
let creating: TestApp
let publicUrl: string

const ssoEnv = (issuer: string) => ({
  PUBLIC_URL: publicUrl,
  OIDC_ISSUER_URL: issuer,
  OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id,
  OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret,
  OIDC_NAME: 'Тестовый IdP',
})

beforeAll(async () => {
  const port = await freePort()
  publicUrl = `http://127.0.0.1:${port}`
  idp = await startIdentityProvider({
    redirectUri: `${publicUrl}/api/login/oidc/callback`,
    accounts: [
      { sub: 'idp-known', email: 'SSO.Known@Example.test', email_verified: true },
      { sub: 'idp-stranger', email: 'stranger@example.test', email_verified: true },
      { sub: 'idp-blocked', email: 'sso.blocked@example.test', email_verified: true },
      { sub: 'idp-unverified', email: 'sso.unverified@example.test', email_verified: false },
      {
        sub: 'idp-newcomer',
        email: 'sso.newcomer@example.test',
        email_verified: true,
        family_name: 'Новикова',
        given_name: 'Анна',
      },
    ],
  })
  portal = await startTestApp({ port, env: ssoEnv(idp.issuer) })
  creating = await startTestApp({
    secondInstanceOf: portal,
    env: { ...ssoEnv(idp.issuer), OIDC_CREATE_USERS: 'on' },
  })
})
afterAll(async () => {
  await creating?.close()
  await portal?.close()
  await idp?.close()
})

/** Signs in at the provider with its login form; answers the portal callback URL the provider sends the browser to. */
async function callbackUrlFor(browser: ApiClient, email: string, start?: string, { cancel = false } = {}) {
  const begun = await browser.get(start ?? '/api/login/oidc')
  expect(begun.status).toBe(302)
  const authorize = new URL(begun.headers.get('location')!)
  expect(authorize.origin).toBe(idp.issuer)
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authorize.searchParams.get('nonce')).toBeTruthy()
  const atProvider = new ApiClient(idp.issuer)
  let answer = await atProvider.get(authorize.pathname + authorize.search, { csrf: false })
  const interaction = new URL(answer.headers.get('location')!, idp.issuer)
  expect((await atProvider.get(interaction.pathname, { csrf: false })).status).toBe(200)
  answer = await atProvider.request('POST', interaction.pathname, {
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: PROVIDER_PASSWORD, ...(cancel ? { cancel: '1' } : {}) }).toString(),
  })
  // The provider resumes the authorization and sends the browser back to the portal.
  for (let hops = 0; hops < 5; hops++) {
    const to = new URL(answer.headers.get('location')!, idp.issuer)
    if (to.origin !== idp.issuer) return to
    answer = await atProvider.get(to.pathname + to.search, { csrf: false })
  }
  throw new Error('the provider did not send the browser back')
}

const pathOf = (url: URL) => url.pathname + url.search

async function lastAudit(action: string) {
  const [row] = await portal.ctx.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(desc(auditEvents.id))
    .limit(1)
  return row
}

describe('single sign-on with OpenID Connect', () => {
  it('links the provider’s verified e-mail to the account with it and opens a portal session', async () => {
    const user = await buildUser(portal.ctx, { email: 'sso.known@example.test' })
    const browser = portal.client()
    const callback = await callbackUrlFor(browser, 'SSO.Known@Example.test', '/api/login/oidc?context=/orders')
    expect(callback.pathname).toBe('/api/login/oidc/callback')
    const back = await browser.get(pathOf(callback))
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe('/orders?showChooseOrganization')
    const cookies = back.headers.getSetCookie().join('\n')
    expect(cookies).toMatch(/psp_session=[^;]+;.*HttpOnly/i)
    const info = await browser.get('/api/user/info')
    expect(info.status).toBe(200)
    expect(info.body).toMatchObject({ id: user.id, email: 'sso.known@example.test' })
    const [session] = await portal.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(session.loginSystem).toBe(idp.issuer)
    expect(await lastAudit('auth.sso.succeeded')).toMatchObject({ userId: user.id, details: idp.issuer })

    // The flow cookie is spent: the same answer replayed does not sign in again.
    const replay = await browser.get(pathOf(callback))
    expect(replay.headers.get('location')).toBe('/login?sso=failed')
  })

  it('refuses an e-mail no account has, with the reason for the login page, and records it', async () => {
    const browser = portal.client()
    const back = await browser.get(pathOf(await callbackUrlFor(browser, 'stranger@example.test')))
    expect(back.headers.get('location')).toBe('/login?sso=unknown')
    expect(back.headers.getSetCookie().join('\n')).not.toMatch(/psp_session=[^;]/)
    expect((await browser.get('/api/user/info')).status).toBe(401)
    const [made] = await portal.ctx.db.select().from(users).where(eq(users.email, 'stranger@example.test'))
    expect(made).toBeUndefined()
    expect(await lastAudit('auth.sso.failed')).toMatchObject({
      userId: null,
      details: 'Нет учётной записи с этим адресом',
    })
  })

  it('creates a Regular account for an unknown verified e-mail when OIDC_CREATE_USERS is on', async () => {
    const browser = creating.client()
    const back = await browser.get(pathOf(await callbackUrlFor(browser, 'sso.newcomer@example.test')))
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe('/?showChooseOrganization')
    const info = await browser.get('/api/user/info')
    expect(info.status).toBe(200)
    expect(info.body).toMatchObject({ email: 'sso.newcomer@example.test', role: 'Regular', fio: 'Новикова Анна' })
    const created = await lastAudit('account.created')
    expect(created).toMatchObject({ userId: info.body.id, details: 'При входе через Тестовый IdP' })
    // No password opens the account: it has none until the user sets one.
    expect(
      (await creating.client().post('/api/login', { login: 'sso.newcomer@example.test', password: '' })).status,
    ).not.toBe(200)
  })

  it('keeps a blocked user out', async () => {
    const user = await buildUser(portal.ctx, { email: 'sso.blocked@example.test', disabledAt: new Date() })
    const browser = portal.client()
    const back = await browser.get(pathOf(await callbackUrlFor(browser, 'sso.blocked@example.test')))
    expect(back.headers.get('location')).toBe('/login?sso=blocked')
    expect((await browser.get('/api/user/info')).status).toBe(401)
    expect(await lastAudit('auth.sso.failed')).toMatchObject({ userId: user.id, details: 'Пользователь заблокирован' })
  })

  it('refuses an e-mail the provider does not vouch for, also where creating accounts is on', async () => {
    await buildUser(portal.ctx, { email: 'sso.unverified@example.test' })
    const browser = creating.client()
    const back = await browser.get(pathOf(await callbackUrlFor(browser, 'sso.unverified@example.test')))
    expect(back.headers.get('location')).toBe('/login?sso=unverified')
    expect((await browser.get('/api/user/info')).status).toBe(401)
  })

  it('refuses an answer whose state is not the one this browser was given', async () => {
    await buildUser(portal.ctx, { email: 'sso.known2@example.test' })
    idp.accounts.set('idp-known2', { sub: 'idp-known2', email: 'sso.known2@example.test', email_verified: true })
    const browser = portal.client()
    const callback = await callbackUrlFor(browser, 'sso.known2@example.test')
    const forged = new URL(callback)
    forged.searchParams.set('state', 'a-state-of-another-sign-in')
    const back = await browser.get(pathOf(forged))
    expect(back.headers.get('location')).toBe('/login?sso=failed')
    expect((await browser.get('/api/user/info')).status).toBe(401)

    // Nor does the genuine answer sign in a browser that did not begin the sign-in (no flow cookie).
    const other = portal.client()
    expect((await other.get(pathOf(callback))).headers.get('location')).toBe('/login?sso=failed')
    expect((await other.get('/api/user/info')).status).toBe(401)
  })

  it('says the sign-in was cancelled when the user cancels at the provider (its `error`, not a simulated one)', async () => {
    const browser = portal.client()
    const callback = await callbackUrlFor(browser, 'stranger@example.test', undefined, { cancel: true })
    expect(callback.searchParams.get('error')).toBe('access_denied')
    const back = await browser.get(pathOf(callback))
    expect(back.headers.get('location')).toBe('/login?sso=denied')
    expect((await browser.get('/api/user/info')).status).toBe(401)
  })

  it('finishes on another instance than the one it began on: the flow lives in the browser', async () => {
    await buildUser(portal.ctx, { email: 'sso.roaming@example.test' })
    idp.accounts.set('idp-roaming', { sub: 'idp-roaming', email: 'sso.roaming@example.test', email_verified: true })
    const browser = portal.client()
    const callback = await callbackUrlFor(browser, 'sso.roaming@example.test')
    const onSecond = browser.at(creating.url)
    const back = await onSecond.get(pathOf(callback))
    expect(back.headers.get('location')).toBe('/?showChooseOrganization')
    expect((await onSecond.get('/api/user/info')).body).toMatchObject({ email: 'sso.roaming@example.test' })
  })

  it('says the provider is unavailable when it does not answer, and the portal runs on', async () => {
    const down = await startTestApp({
      secondInstanceOf: portal,
      env: { ...ssoEnv(`http://127.0.0.1:${await freePort()}`) },
    })
    try {
      const begun = await down.client().get('/api/login/oidc')
      expect(begun.status).toBe(302)
      expect(begun.headers.get('location')).toBe('/login?sso=unavailable')
      expect((await down.client().get('/api/health')).status).toBe(200)
      // A callback that arrives anyway ends on the login page too, never on an error page.
      const callback = await down.client().get('/api/login/oidc/callback?code=x&state=y')
      expect(callback.headers.get('location')).toBe('/login?sso=failed')
    } finally {
      await down.close()
    }
  })

  it('stops the start on an issuer over plain HTTP off loopback, naming the setting', () => {
    const env = { OIDC_CLIENT_ID: 'psp', OIDC_CLIENT_SECRET: 'secret', OIDC_NAME: 'Keycloak' }
    expect(() => loadConfig({ ...env, OIDC_ISSUER_URL: 'http://sso.example.ru/realms/psp' })).toThrow(
      /OIDC_ISSUER_URL: must be https:\/\/ \(http:\/\/ only on a loopback address\)/,
    )
    expect(() => loadConfig({ ...env, OIDC_ISSUER_URL: 'http://10.0.0.7:8080/realms/psp' })).toThrow(/OIDC_ISSUER_URL/)
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://sso.example.ru/realms/psp' })).toThrow(
      /OIDC_CLIENT_ID: required with OIDC_ISSUER_URL/,
    )
    expect(loadConfig({ ...env, OIDC_ISSUER_URL: 'https://sso.example.ru/realms/psp' }).OIDC_CREATE_USERS).toBe(false)
    expect(loadConfig({ ...env, OIDC_ISSUER_URL: 'http://localhost:8080/realms/psp' }).OIDC_ISSUER_URL).toBeTruthy()
    expect(loadConfig({ ...env, OIDC_ISSUER_URL: 'http://[::1]:8080/' }).OIDC_ISSUER_URL).toBeTruthy()
  })
})
