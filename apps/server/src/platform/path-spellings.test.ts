import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { onRequestHookHandler, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/harness'
import { buildUser } from '../../test/factories'

/*
 * The router decodes and normalizes a path before matching it; the access and CSRF rules must judge the route it
 * matched, whatever the spelling. A probe hook on every route, run after the app's own hooks, records which requests
 * got past them.
 */

const ID = '00000000-0000-4000-8000-000000000000'
const PROBE = 'x-probe'
const passed = new Set<string>()
const probe: onRequestHookHandler = async (request) => {
  const id = request.headers[PROBE]
  if (typeof id === 'string') passed.add(id)
}
function addProbe(route: RouteOptions) {
  const own = route.onRequest ? [route.onRequest].flat() : []
  route.onRequest = [...own, probe]
}

/** The ways one API path can be written that a router might take for the same route. */
function spellings(apiPath: string) {
  const rest = apiPath.slice('/api/'.length)
  return [
    apiPath,
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/api/%${rest.charCodeAt(0).toString(16)}${rest.slice(1)}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `/api/./${rest}`,
    `/x/../api/${rest}`,
    `${apiPath}/`,
    `${apiPath}?`,
  ]
}

/** A concrete path for a route pattern: every parameter gets a well-formed id. */
const concrete = (url: string) => url.replace(/:[^/]+/g, ID).replace(/\*$/, 'x')

/** Sends the path exactly as written (fetch would normalize `/./` and `..`). */
function rawRequest(base: string, method: string, rawPath: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(base)
  return new Promise<number>((resolve, reject) => {
    const req = http.request({ host: hostname, port, method, path: rawPath, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

let t: TestApp
let dist: string
let adminCookie: string
let seq = 0
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'psp-dist-'))
  await mkdir(path.join(dist, 'assets'))
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html></html>')
  await writeFile(path.join(dist, 'assets/app.js'), 'console.log(1)')
  t = await startTestApp({ webDistDir: dist, onRoute: addProbe })
  const admin = await buildUser(t.ctx, { role: 'Admin' })
  adminCookie = (await t.signIn(admin.email)).cookieHeader
})
afterAll(async () => {
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

async function send(method: string, rawPath: string, headers: Record<string, string>) {
  const id = String(++seq)
  const status = await rawRequest(t.url, method, rawPath, { ...headers, [PROBE]: id })
  return { status, passed: passed.has(id) }
}

const apiRoutes = () =>
  t.routes
    .flatMap((r) => [r.method].flat().map((method) => ({ method, url: r.url, config: r.config ?? {} })))
    .filter((r) => r.url.startsWith('/api/'))

describe('every spelling of a path meets the rules of the route it reaches', () => {
  it('sees the routes and lets a well-formed signed-in call through (the probe works)', async () => {
    expect(apiRoutes().length).toBeGreaterThan(30)
    const headers = { cookie: adminCookie, 'x-requested-with': 'XMLHttpRequest' }
    expect(await send('GET', '/api/user/info', headers)).toEqual({ status: 200, passed: true })
    // The router takes the encoded spelling for the same route: that is what the rules must withstand.
    expect(await send('GET', '/%61pi/user/info', headers)).toEqual({ status: 200, passed: true })
  })

  it('lets no spelling of a signed-in or Admin route through without a session', async () => {
    const guarded = apiRoutes().filter((r) => r.config.access !== 'public')
    expect(guarded.length).toBeGreaterThan(20)
    const leaks: string[] = []
    for (const route of guarded) {
      for (const spelling of spellings(concrete(route.url))) {
        const answer = await send(route.method, spelling, { 'x-requested-with': 'XMLHttpRequest' })
        if (answer.passed) leaks.push(`${route.method} ${spelling} → ${answer.status}`)
      }
    }
    expect(leaks).toEqual([])
  })

  it('lets no spelling of an Admin route through for a Regular user', async () => {
    const regular = await buildUser(t.ctx)
    const cookie = (await t.signIn(regular.email)).cookieHeader
    const leaks: string[] = []
    for (const route of apiRoutes().filter((r) => r.config.access === 'admin')) {
      for (const spelling of spellings(concrete(route.url))) {
        const answer = await send(route.method, spelling, { cookie, 'x-requested-with': 'XMLHttpRequest' })
        if (answer.passed) leaks.push(`${route.method} ${spelling} → ${answer.status}`)
      }
    }
    expect(leaks).toEqual([])
  })

  it('lets no spelling of a state-changing call through without X-Requested-With', async () => {
    const changing = apiRoutes().filter(
      (r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) || r.config.changesState === true,
    )
    expect(changing.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/login')
    const leaks: string[] = []
    for (const route of changing) {
      for (const spelling of spellings(concrete(route.url))) {
        const answer = await send(route.method, spelling, { cookie: adminCookie })
        if (answer.passed) leaks.push(`${route.method} ${spelling} → ${answer.status}`)
      }
    }
    expect(leaks).toEqual([])
  })

  it('keeps the web app and the API documentation public', async () => {
    expect((await send('GET', '/assets/app.js', {})).status).toBe(200)
    expect((await send('GET', '/api/docs/json', {})).status).toBe(200)
    expect((await send('GET', '/%61pi/docs/json', {})).status).toBe(200)
  })
})
