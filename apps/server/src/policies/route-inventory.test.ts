import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/harness'

/*
 * Every route of the built app under /api declares who may call it (`config.access`), so no call is left to a
 * default; and the calls a user may make before accepting the user agreement are exactly the ones the terms dialog
 * needs (a new exemption has to be argued here).
 */

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method])
const apiRoutes = () =>
  t.routes
    .filter((r) => r.url.startsWith('/api/') || r.url === '/api')
    .flatMap((r) => methodsOf(r).map((method) => ({ method, url: r.url, config: r.config })))
    // HEAD routes are Fastify's copies of the GET routes.
    .filter((r) => r.method !== 'HEAD')
    .map((r) => ({ ...r, name: `${r.method} ${r.url}` }))

describe('route inventory', () => {
  it('sees the routes of every module', () => {
    const names = apiRoutes().map((r) => r.name)
    for (const known of ['POST /api/login', 'GET /api/user/info', 'GET /api/articles', 'GET /api/docs/json']) {
      expect(names).toContain(known)
    }
    expect(names.length).toBeGreaterThan(40)
  })

  it('finds a declared access level on every /api route', () => {
    const undeclared = apiRoutes()
      .filter((r) => !['public', 'user', 'admin'].includes(r.config?.access as string))
      .map((r) => r.name)
    expect(undeclared).toEqual([])
  })

  it('keeps public only the calls SPEC opens to everyone', () => {
    const open = apiRoutes()
      .filter((r) => r.config?.access === 'public')
      .map((r) => r.name)
      .filter((name) => !name.startsWith('GET /api/docs'))
    expect(open.sort()).toEqual([
      'DELETE /api/login',
      // The one-click links of e-mails about applications work signed out, on any device.
      'GET /api/email/info',
      'GET /api/health',
      // Liveness and readiness probes of the orchestrator or load balancer.
      'GET /api/health/live',
      'GET /api/health/ready',
      // Single sign-on: the login page's button, and the OpenID Connect provider's redirect back.
      'GET /api/login/oidc',
      'GET /api/login/oidc/callback',
      // An external system of the agency signs its user in with a signed, single-use token.
      'GET /api/login/token',
      // The link of the e-mail that confirms a token sign-in's address, opened by whoever reads the mailbox.
      'GET /api/login/token/confirm',
      // The set-password page checks its one-time link before the user has a password to sign in with.
      'GET /api/password/token',
      'POST /api/email/action',
      'POST /api/login',
      // The second factor's step of a sign-in whose password was right (the pending sign-in's cookie, ADR 0029).
      'POST /api/login/2fa',
      'POST /api/login/2fa/enable',
      'POST /api/login/2fa/setup',
      // «Забыли пароль?» and setting a password from an e-mailed one-time link.
      'POST /api/password/forgot',
      'POST /api/password/set',
    ])
  })

  it('exempts from the agreement gate only the calls the terms dialog needs', () => {
    const exempt = apiRoutes()
      .filter((r) => r.config?.agreementExempt === true)
      .map((r) => r.name)
    expect(exempt.sort()).toEqual([
      'DELETE /api/login',
      'GET /api/health',
      'GET /api/health/live',
      'GET /api/health/ready',
      'GET /api/login/agree/:id',
      'GET /api/user/info',
      'GET /api/user/organizations/active',
      'GET /api/useragreement',
      'GET /api/useragreement/file/:id',
      'POST /api/login/organization',
    ])
  })

  it('opens to personal API tokens only the calls a scope names, never a public or an Admin one (ADR 0031)', () => {
    const open = apiRoutes().filter((r) => r.config?.tokenScope)
    expect(open.filter((r) => r.config?.access !== 'user').map((r) => r.name)).toEqual([])
    const byScope: Record<string, string[]> = {}
    for (const r of open) (byScope[r.config!.tokenScope!] ??= []).push(r.name)
    for (const names of Object.values(byScope)) names.sort()
    expect(byScope).toMatchInlineSnapshot(`
      {
        "applications:read": [
          "GET /api/applications/:id",
          "GET /api/applications/:id/statushistory",
          "GET /api/impacts",
          "GET /api/services/:id/applicationTypes",
          "GET /api/services/:id/hint",
          "GET /api/views",
          "GET /api/warranties",
          "POST /api/applications/get-applications",
          "POST /api/applications/xls",
          "POST /api/organization/applications/find",
          "POST /api/organization/applications/xls",
        ],
        "applications:write": [
          "POST /api/applications",
          "POST /api/applications/:id/comment",
          "POST /api/applications/all-read-no-remorse",
          "POST /api/organization/applications/all-read-no-remorse",
          "PUT /api/applications/:id/addfiles",
          "PUT /api/applications/:id/archive",
          "PUT /api/applications/:id/close",
          "PUT /api/applications/:id/reopen",
        ],
        "knowledge-base:read": [
          "GET /api/articles",
          "GET /api/articles/:id/by-tag",
          "GET /api/articles/by-exact-service",
          "GET /api/articles/by-service",
          "GET /api/articles/by-tag-redirect",
          "GET /api/articles/important-info",
          "GET /api/articles/last-modified",
          "GET /api/articles/popular",
          "GET /api/services",
          "GET /api/services/:id/files",
          "GET /api/services/with-articles",
          "GET /api/systems",
          "GET /api/systems/knowledge-base",
        ],
        "reports:read": [
          "GET /api/articles/report/patterns",
          "POST /api/articles/report",
          "POST /api/articles/report/clicks/by-system",
          "POST /api/articles/report/clicks/by-system-and-tag",
          "POST /api/articles/report/clicks/by-user",
          "POST /api/articles/report/clicks/tag",
          "POST /api/articles/report/knowledge-gaps",
          "POST /api/articles/report/knowledge-gaps/xlsx",
          "POST /api/articles/report/xlsx",
        ],
      }
    `)
  })
})
