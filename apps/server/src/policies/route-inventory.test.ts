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
})
