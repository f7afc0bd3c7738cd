import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient, ApiResponse } from '../../test/api-client'
import { buildUser, TEST_PASSWORD } from '../../test/factories'
import { startTestApp, type TestApp } from '../../test/harness'
import { rateLimitCounters } from '../db/schema/index'
import { deleteEndedWindows, hit } from './rate-limiter'

// Two instances on one database, as behind a load balancer: every limit counts the requests both of them answered.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
let one: TestApp
let two: TestApp
const env = {
  PASSWORD_RESET_MAX_PER_HOUR: '2',
  SEARCH_RATE_LIMIT: '3',
  APPLICATIONS_EXPORT_RATE_LIMIT: '2',
  LOGIN_MAX_PER_ACCOUNT: '3',
  TRUST_PROXY: '127.0.0.1',
}
beforeAll(async () => {
  one = await startTestApp({ env })
  two = await startTestApp({ env, secondInstanceOf: one })
})
afterAll(async () => {
  await two.close()
  await one.close()
})

/** The same browser on each instance in turn, as a load balancer without affinity sends it. */
function alternating(first: ApiClient) {
  const second = first.at(two.url)
  return (i: number, send: (c: ApiClient) => Promise<ApiResponse>) => send(i % 2 === 0 ? first : second)
}

const limitOf = (route: RouteOptions) => (route.config as { rateLimit?: { max: number } } | undefined)?.rateLimit
const methodOf = (route: RouteOptions) => String(route.method)

describe('the limits of two instances on one database', () => {
  it('hold for every limited route: the second instance sees the first one’s counts', async () => {
    // The HEAD twin of each limited GET counts with it (shared-rate-limits.ts).
    const limited = one.routes.filter((route) => limitOf(route) && route.method !== 'HEAD')
    // Password reset and its link, single sign-on, token login and its confirmation, the e-mail links, search, the
    // exports and the profile's second-factor codes.
    expect(limited.map((route) => `${methodOf(route)} ${route.url}`).sort()).toEqual([
      'DELETE /api/user/2fa',
      'GET /api/admin/audit-log/xlsx',
      'GET /api/email/info',
      'GET /api/login/oidc',
      'GET /api/login/oidc/callback',
      'GET /api/login/token',
      'GET /api/login/token/confirm',
      'GET /api/password/token',
      'POST /api/applications/xls',
      'POST /api/email/action',
      'POST /api/organization/applications/xls',
      'POST /api/password/forgot',
      'POST /api/password/set',
      'POST /api/search',
      'POST /api/user/2fa/enable',
    ])
    const user = await buildUser(one.ctx)
    const browser = await one.signIn(user.email)
    const adminBrowser = await one.signIn((await buildUser(one.ctx, { role: 'Admin' })).email)
    const outcomes: Record<string, { last: number; before: number[]; retryAfter: number; reason: unknown }> = {}
    for (const route of limited) {
      const max = limitOf(route)!.max
      const send = alternating(route.config?.access === 'admin' ? adminBrowser : browser)
      const body = { email: `reset-${max}@example.test`, text: 'договор', code: '000000' }
      const call = (c: ApiClient) =>
        methodOf(route) === 'GET'
          ? c.get(`${route.url}?token=not-a-real-token`)
          : methodOf(route) === 'DELETE'
            ? c.delete(`${route.url}?token=not-a-real-token`, { json: body })
            : c.post(`${route.url}?token=not-a-real-token`, body)
      const answers: ApiResponse[] = []
      for (let i = 0; i <= max; i++) answers.push(await send(i, call))
      const last = answers[max]
      outcomes[`${methodOf(route)} ${route.url}`] = {
        last: last.status,
        before: [...new Set(answers.slice(0, max).map((a) => a.status))].filter((s) => s === 429),
        retryAfter: Number(last.headers.get('retry-after')),
        reason: (last.body as { reason?: unknown }).reason,
      }
    }
    for (const [route, outcome] of Object.entries(outcomes)) {
      expect({ route, ...outcome, retryAfter: outcome.retryAfter > 0 }).toEqual({
        route,
        last: 429,
        before: [],
        retryAfter: true,
        reason: 'TooManyRequests',
      })
    }
  })

  it('count parallel requests to both instances exactly', async () => {
    // GET /api/password/token allows 10 × PASSWORD_RESET_MAX_PER_HOUR = 20 an hour per address; the test before
    // used this hour's up.
    one.clock.advance(HOUR)
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).client().get('/api/password/token?token=made-up')),
    )
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(20)
    one.clock.advance(HOUR)
  })

  it('forget ended windows: the clean-up deletes their counters', async () => {
    const now = one.clock.now()
    await hit(one.ctx.db, { key: 'test:ended', max: 1, windowMs: MINUTE }, now)
    await hit(one.ctx.db, { key: 'test:running', max: 1, windowMs: HOUR }, now)
    one.clock.advance(MINUTE)
    expect(await deleteEndedWindows(two.ctx.db, one.clock.now())).toBeGreaterThanOrEqual(1)
    const keys = (await one.ctx.db.select().from(rateLimitCounters)).map((row) => row.key)
    expect(keys).toContain('test:running')
    expect(keys).not.toContain('test:ended')
  })

  it('hold for sign-in, and a browser known on one instance is known on the other', async () => {
    const user = await buildUser(one.ctx)
    const owner = one.client()
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } })
    expect(
      (await owner.post('/api/login', { login: user.email, password: TEST_PASSWORD }, from('198.51.100.1'))).status,
    ).toBe(200)

    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const instance = i % 2 === 0 ? one : two
      statuses.push(
        (await instance.client().post('/api/login', { login: user.email, password: 'guess' }, from('203.0.113.9')))
          .status,
      )
    }
    expect(statuses).toEqual([401, 401, 401, 429])

    // The owner's browser, sent to the other instance: its device cookie is known there too.
    const onTwo = owner.at(two.url)
    expect(
      (await onTwo.post('/api/login', { login: user.email, password: TEST_PASSWORD }, from('192.0.2.5'))).status,
    ).toBe(200)
  })
})
