import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiTokens, users } from '../../db/schema/index'
import { buildAgreement } from '../../../test/agreement-factories'
import { ApiClient, type ApiResponse } from '../../../test/api-client'
import { fileApplication } from '../../../test/application-factories'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildArticle, buildPlace } from '../../../test/kb-factories'

/*
 * Personal API tokens (ADR 0031) over real HTTP, on two instances sharing one database as behind a load balancer:
 * what an integrator's script sees when it calls with `Authorization: Bearer <token>`.
 */

const DAY = 86_400_000
const RATE_LIMIT = 6
let one: TestApp
let two: TestApp
let place: Awaited<ReturnType<typeof buildPlace>>
let owner: Awaited<ReturnType<typeof buildUser>>
let browser: ApiClient
let admin: ApiClient

beforeAll(async () => {
  const env = { PORTAL_TIME_ZONE: 'Europe/Moscow', API_TOKEN_RATE_LIMIT: String(RATE_LIMIT) }
  one = await startTestApp({ env })
  two = await startTestApp({ env, secondInstanceOf: one })
  place = await buildPlace(one.ctx)
  owner = await buildUser(one.ctx, { surname: 'Интеграторов', name: 'Игорь', patronymic: null })
  const org = await buildOrganization(one.ctx)
  await addMember(one.ctx, org.id, owner.id, { isDefault: true })
  browser = await one.signIn(owner.email)
  admin = await one.signIn((await buildUser(one.ctx, { role: 'Admin' })).email)
})
afterAll(async () => {
  await two.close()
  await one.close()
})

/** A script calling with the token alone: no cookies, no X-Requested-With header. */
class TokenClient extends ApiClient {
  constructor(
    baseUrl: string,
    private readonly token: string,
  ) {
    super(baseUrl)
  }
  override request<T = any>(method: string, path: string, options: Parameters<ApiClient['request']>[2] = {}) {
    const headers = { ...options.headers, authorization: `Bearer ${this.token}` }
    return super.request<T>(method, path, { ...options, headers, csrf: false })
  }
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(one.clock.now())
const daysFromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(one.clock.now().getTime() + days * DAY)

async function createToken(client: ApiClient, body: Record<string, unknown>) {
  const res = await client.post('/api/user/api-tokens', { expiresAt: daysFromToday(30), ...body })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as { id: string; token: string }
}

const listOf = async (client: ApiClient) => (await client.get('/api/user/api-tokens')).body.items as any[]
const refusedWith = (res: ApiResponse<any>, status: number, reason: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  expect(res.body.reason).toBe(reason)
}

describe('creating and listing tokens', () => {
  it('answers the token once, keeps only its SHA-256, and lists name, scopes, expiry, creation and last use', async () => {
    const { id, token } = await createToken(browser, { name: 'Система отчетности', scopes: ['knowledge-base:read'] })
    expect(token).toMatch(/^psp_[\w-]{43}$/)
    const [row] = await one.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, id))
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)

    const listed = await browser.get('/api/user/api-tokens')
    expect(JSON.stringify(listed.body)).not.toContain(token)
    expect(listed.body.items.find((t: { id: string }) => t.id === id)).toEqual({
      id,
      name: 'Система отчетности',
      scopes: ['knowledge-base:read'],
      expiresAt: daysFromToday(30),
      expired: false,
      createdAt: one.clock.now().toISOString(),
      lastUsedAt: null,
    })
  })

  it('refuses an expiry in the past or more than a year ahead, no scope and no name, in Russian', async () => {
    const base = { name: 'Ошибочный', scopes: ['reports:read'] }
    const past = await browser.post('/api/user/api-tokens', { ...base, expiresAt: daysFromToday(-1) })
    expect(past.status).toBe(400)
    expect(past.body.fields).toEqual({ expiresAt: 'Дата должна быть не раньше сегодняшнего дня' })
    const far = await browser.post('/api/user/api-tokens', { ...base, expiresAt: daysFromToday(400) })
    expect(far.body.fields).toEqual({ expiresAt: 'Срок действия токена — не более года' })
    const noScope = await browser.post('/api/user/api-tokens', { ...base, scopes: [], expiresAt: today() })
    expect(noScope.body.fields).toEqual({ scopes: 'Выберите хотя бы одну область доступа' })
    const unknownScope = await browser.post('/api/user/api-tokens', { ...base, scopes: ['admin'], expiresAt: today() })
    expect(unknownScope.status).toBe(400)
    const noName = await browser.post('/api/user/api-tokens', { ...base, name: '  ', expiresAt: today() })
    expect(noName.body.fields).toEqual({ name: 'Обязательное поле' })
  })
})

describe('calling with a token', () => {
  it('acts as its user within its scopes, with no CSRF header, setting no cookie, and shows its last use', async () => {
    const { id, token } = await createToken(browser, {
      name: 'Сервис заявок',
      scopes: ['applications:read', 'applications:write'],
    })
    const script = new TokenClient(one.url, token)
    one.clock.advance(5_000)
    // Filing reads the form's dictionaries (applications:read) and posts without X-Requested-With.
    const filed = await fileApplication(script, place, 'Заявка из интеграции')
    const read = await script.get(`/api/applications/${filed.id}`)
    expect(read.status).toBe(200)
    expect(read.headers.getSetCookie()).toEqual([])
    // The application is the user's own: their browser session sees it.
    expect((await browser.get(`/api/applications/${filed.id}`)).body.subject).toBe('Заявка из интеграции')
    // Organization calls follow the user's default organization, as a new session would.
    const orgList = await script.post('/api/organization/applications/find?statusGroup=None', {})
    expect(orgList.status).toBe(200)

    const listed = (await listOf(browser)).find((t) => t.id === id)
    expect(listed.lastUsedAt).toBe(one.clock.now().toISOString())
  })

  it('is refused with 403 outside its scopes, and on the calls no token may make', async () => {
    const { token } = await createToken(browser, { name: 'Только база знаний', scopes: ['knowledge-base:read'] })
    const script = new TokenClient(one.url, token)
    expect((await script.get('/api/systems')).status).toBe(200)
    const article = await buildArticle(one.ctx, place, { title: 'Статья для интеграции' })
    const query = `articleUuid=${article.id}&systemUuid=${place.system.id}&serviceUuid=${place.service.id}`
    const read = await script.get(`/api/articles?${query}`)
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    expect(JSON.stringify(read.body)).toContain('Статья для интеграции')
    refusedWith(await script.get('/api/warranties'), 403, 'ApiTokenScopeMissing')
    expect((await script.get('/api/warranties')).body.code).toBe('Forbidden')
    refusedWith(await script.post('/api/applications', {}), 403, 'ApiTokenScopeMissing')
    // Token management, the user's own data, signing in and out.
    refusedWith(await script.get('/api/user/api-tokens'), 403, 'ApiTokenNotAllowed')
    refusedWith(await script.post('/api/user/api-tokens', {}), 403, 'ApiTokenNotAllowed')
    refusedWith(await script.get('/api/user/info'), 403, 'ApiTokenNotAllowed')
    refusedWith(await script.post('/api/login', { login: owner.email, password: 'x' }), 403, 'ApiTokenNotAllowed')
    refusedWith(await script.delete('/api/login'), 403, 'ApiTokenNotAllowed')
  })

  it('never opens the Admins’ calls, even to an Admin’s token', async () => {
    const { token } = await createToken(admin, {
      name: 'Админский',
      scopes: ['knowledge-base:read', 'applications:read', 'applications:write', 'reports:read'],
    })
    const script = new TokenClient(one.url, token)
    refusedWith(await script.get('/api/admin/audit-log'), 403, 'ApiTokenNotAllowed')
    refusedWith(await script.get('/api/search/reindex'), 403, 'ApiTokenNotAllowed')
  })

  it('answers 401 to an unknown token and ignores the browser’s cookie beside it', async () => {
    const bogus = new TokenClient(one.url, 'psp_not-a-token')
    refusedWith(await bogus.get('/api/systems'), 401, 'ApiTokenInvalid')
    const withCookie = await browser.get('/api/systems', { headers: { authorization: 'Bearer psp_not-a-token' } })
    refusedWith(withCookie, 401, 'ApiTokenInvalid')
  })
})

describe('ending a token', () => {
  it('refuses a revoked token at once, on the other instance too, and only its owner may revoke it', async () => {
    const { id, token } = await createToken(browser, { name: 'Отзываемый', scopes: ['knowledge-base:read'] })
    const onTwo = new TokenClient(two.url, token)
    expect((await onTwo.get('/api/systems')).status).toBe(200)

    const stranger = await one.signIn((await buildUser(one.ctx)).email)
    expect((await stranger.delete(`/api/user/api-tokens/${id}`)).status).toBe(404)
    expect((await onTwo.get('/api/systems')).status).toBe(200)

    expect((await browser.delete(`/api/user/api-tokens/${id}`)).status).toBe(204)
    refusedWith(await onTwo.get('/api/systems'), 401, 'ApiTokenInvalid')
    refusedWith(await new TokenClient(one.url, token).get('/api/systems'), 401, 'ApiTokenInvalid')
    expect((await listOf(browser)).some((t) => t.id === id)).toBe(false)
    expect((await browser.delete(`/api/user/api-tokens/${id}`)).status).toBe(404)
  })

  it('works through its last day in the portal’s zone and answers 401 from the next day on', async () => {
    const { id, token } = await createToken(browser, { name: 'На сегодня', scopes: ['knowledge-base:read'] })
    const script = new TokenClient(one.url, token)
    const lastDay = (day: string) => one.ctx.db.update(apiTokens).set({ expiresOn: day }).where(eq(apiTokens.id, id))
    await lastDay(today())
    expect((await script.get('/api/systems')).status).toBe(200)
    await lastDay(daysFromToday(-1))
    refusedWith(await script.get('/api/systems'), 401, 'ApiTokenInvalid')
    expect((await listOf(browser)).find((t) => t.id === id).expired).toBe(true)
  })

  it('refuses the token of a blocked user with 401, and works again once unblocked', async () => {
    const user = await buildUser(one.ctx)
    const { token } = await createToken(await one.signIn(user.email), { name: 'Блок', scopes: ['knowledge-base:read'] })
    const script = new TokenClient(two.url, token)
    expect((await script.get('/api/systems')).status).toBe(200)
    expect((await admin.post(`/api/users/${user.id}/block`)).status).toBe(200)
    refusedWith(await script.get('/api/systems'), 401, 'ApiTokenInvalid')
    expect((await admin.post(`/api/users/${user.id}/unblock`)).status).toBe(200)
    expect((await script.get('/api/systems')).status).toBe(200)
  })
})

describe('the per-token limit', () => {
  it('limits each token per minute across both instances, with Retry-After, leaving other tokens alone', async () => {
    const user = await buildUser(one.ctx)
    const session = await one.signIn(user.email)
    const busy = (await createToken(session, { name: 'Частый', scopes: ['knowledge-base:read'] })).token
    const calm = (await createToken(session, { name: 'Редкий', scopes: ['knowledge-base:read'] })).token
    for (let i = 0; i < RATE_LIMIT; i++) {
      const res = await new TokenClient(i % 2 ? two.url : one.url, busy).get('/api/systems')
      expect(res.status).toBe(200)
    }
    const refused = await new TokenClient(two.url, busy).get('/api/systems')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await new TokenClient(one.url, calm).get('/api/systems')).status).toBe(200)
    // The user's browser is not limited by the token's count.
    expect((await session.get('/api/systems')).status).toBe(200)
    one.clock.advance(61_000)
    expect((await new TokenClient(one.url, busy).get('/api/systems')).status).toBe(200)
  })
})

describe('the audit log and the API description', () => {
  it('records who created and revoked which token', async () => {
    const { id } = await createToken(browser, { name: 'Для журнала', scopes: ['reports:read'] })
    expect((await browser.delete(`/api/user/api-tokens/${id}`)).status).toBe(204)
    const log = await admin.get(`/api/admin/audit-log?itemsPerPage=100&userId=${owner.id}`)
    const events = log.body.items.filter((e: { objectId: string }) => e.objectId === id)
    expect(events.map((e: { action: string }) => e.action)).toEqual(['api_token.revoked', 'api_token.created'])
    expect(events[1]).toMatchObject({
      userName: 'Интеграторов Игорь',
      objectType: 'api_token',
      objectName: 'Для журнала',
      ip: '127.0.0.1',
      details: expect.stringContaining('Чтение отчетов'),
    })
  })

  it('describes the bearer scheme and the scope of each call that takes a token', async () => {
    const doc = (await browser.get('/api/docs/json')).body
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' })
    const systems = doc.paths['/api/systems'].get
    expect(systems['x-token-scope']).toBe('knowledge-base:read')
    expect(systems.security).toEqual([{ session: [] }, { apiToken: [] }])
    expect(systems.responses['429']).toBeDefined()
    expect(doc.paths['/api/applications'].post['x-token-scope']).toBe('applications:write')
    expect(doc.paths['/api/user/api-tokens'].get.security).toEqual([{ session: [] }])
    expect(doc.paths['/api/admin/audit-log'].get.security).toEqual([{ session: [] }])
    expect(doc.paths['/api/login'].post.security).toEqual([])
  })
})

// Last: a new agreement holds every other user's calls too.
describe('the user agreement', () => {
  it('is held by the user agreement gate like a session', async () => {
    const user = await buildUser(one.ctx)
    const session = await one.signIn(user.email)
    const { token } = await createToken(session, { name: 'Соглашение', scopes: ['knowledge-base:read'] })
    const agreement = await buildAgreement(one.ctx, 'Новое соглашение')
    refusedWith(await new TokenClient(one.url, token).get('/api/systems'), 403, 'AgreementNotAccepted')
    await one.ctx.db.update(users).set({ acceptedAgreementId: agreement.id }).where(eq(users.id, user.id))
    expect((await new TokenClient(one.url, token).get('/api/systems')).status).toBe(200)
  })
})
