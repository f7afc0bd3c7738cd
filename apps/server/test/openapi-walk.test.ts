import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCodes } from '@psp/contracts'
import { fileApplication } from './application-factories'
import { badRequestsFor, OVERSIZE_BYTES, type Operation, type WalkRequest } from './bad-requests'
import { addMember, buildOrganization, buildUser } from './factories'
import { startTestApp, type TestApp } from './harness'
import { buildArticle, buildPlace } from './kb-factories'
import type { ApiClient } from './api-client'

/**
 * Issue 18, point 5: walks every operation of the app's own OpenAPI document, signed out and as the platform Admin,
 * with bad path parameters, bad and unknown query keys and broken or hostile bodies (JSON and multipart). Every
 * answer must be one the document lists for that operation, never a 5xx, and every error the catalogue body.
 */
let t: TestApp
let doc: { paths: Record<string, Record<string, any>> }
let operations: Operation[]
let ids: Record<string, string>

beforeAll(async () => {
  const limit = String(OVERSIZE_BYTES / 2)
  // SPEC §7's `?error` switch is off, as in production: the walk sends the `error` key bad values like any other.
  t = await startTestApp({ env: { BODY_LIMIT_BYTES: limit, UPLOAD_LIMIT_BYTES: limit, SIMULATED_ERRORS: 'false' } })
  doc = (await t.client().get('/api/docs/json')).body
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({ method, path, spec })),
  )
  const admin = await buildUser(t.ctx, { role: 'Admin' })
  const colleague = await buildUser(t.ctx)
  const organization = await buildOrganization(t.ctx)
  await addMember(t.ctx, organization.id, admin.id, { role: 'Admin', isDefault: true })
  await addMember(t.ctx, organization.id, colleague.id, { isDefault: true })
  const place = await buildPlace(t.ctx)
  const article = await buildArticle(t.ctx, place)
  adminClient = await t.signIn(admin.email)
  const application = await fileApplication(adminClient, place)
  ids = {
    applications: application.id,
    organizations: organization.id,
    find: organization.inn,
    users: colleague.id,
    systems: place.system.id,
    services: place.service.id,
    articles: article.id,
    systemUuid: place.system.id,
    serviceUuid: place.service.id,
    articleUuid: article.id,
    organizationId: organization.id,
    userId: colleague.id,
  }
})
afterAll(() => t?.close())
let adminClient: ApiClient

/** A real id for a path parameter, by the segment before it (`/organizations/{id}` is an organization). */
function paramFor(op: Operation) {
  return (name: string) => {
    const segments = op.path.split('/')
    const before = segments[segments.indexOf(`{${name}}`) - 1]
    return ids[name] ?? ids[before] ?? '00000000-0000-4000-8000-000000000000'
  }
}

interface Answer {
  status: number
  type: string
  body: any
}

async function send(request: WalkRequest, cookie: string): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' }
  if (cookie) headers.cookie = cookie
  if (request.contentType) headers['content-type'] = request.contentType
  const response = await fetch(t.url + request.path, {
    method: request.method,
    headers,
    body: request.body,
    redirect: 'manual',
  })
  const type = (response.headers.get('content-type') ?? '').split(';')[0]
  // An event stream stays open: its status and type are the answer.
  if (type === 'text/event-stream') {
    await response.body?.cancel()
    return { status: response.status, type, body: null }
  }
  const bytes = Buffer.from(await response.arrayBuffer())
  let body: unknown = null
  if (type === 'application/json' && bytes.length) body = JSON.parse(bytes.toString('utf8'))
  return { status: response.status, type, body }
}

/** What is wrong with an answer to an operation, or undefined. */
function problemWith(op: Operation, answer: Answer): string | undefined {
  const documented = op.spec.responses?.[String(answer.status)]
  if (answer.status >= 500) return `answered ${answer.status}: ${JSON.stringify(answer.body)}`
  if (!documented) return `answered ${answer.status}, not in the document (${Object.keys(op.spec.responses)})`
  if (answer.status >= 400) {
    const body = answer.body
    if (answer.type !== 'application/json' || !errorCodes.includes(body?.code) || typeof body?.message !== 'string') {
      return `answered ${answer.status} without the catalogue body: ${answer.type} ${JSON.stringify(body)}`
    }
    return undefined
  }
  const types = Object.keys(documented.content ?? {})
  if (types.length && answer.type && !types.includes(answer.type) && !types.includes('*/*')) {
    return `answered ${answer.status} as ${answer.type}, documented as ${types.join(', ')}`
  }
  return undefined
}

/** Walks the operations in order as one client; sign-out last, so the session holds for the rest. */
async function walk(cookie: () => string) {
  const problems: string[] = []
  const statuses = new Map<number, number>()
  let sent = 0
  const ordered = [...operations].sort((a, b) => Number(isSignOut(a)) - Number(isSignOut(b)))
  for (const op of ordered) {
    for (const request of badRequestsFor(op, (name) => ids[name], paramFor(op))) {
      const answer = await send(request, cookie())
      sent++
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      const problem = problemWith(op, answer)
      if (problem) problems.push(`${op.method.toUpperCase()} ${op.path} (${request.label}): ${problem}`)
    }
  }
  return { problems, sent, statuses: Object.fromEntries(statuses) }
}
const isSignOut = (op: Operation) => op.method === 'delete' && op.path === '/api/login'

describe('every operation of the OpenAPI document, fed bad input', () => {
  it('walks more than a hundred operations', () => {
    expect(operations.length).toBeGreaterThan(100)
  })

  it('answers a signed-out caller only with documented statuses, never 5xx', async () => {
    const result = await walk(() => '')
    console.info(`signed out: ${operations.length} operations, ${result.sent} requests`, result.statuses)
    expect(result.problems).toEqual([])
  }, 180_000)

  it('answers the platform Admin only with documented statuses, never 5xx', async () => {
    const before = await adminClient.get('/api/user/info')
    expect(before.status).toBe(200)
    const result = await walk(() => adminClient.cookieHeader)
    console.info(`platform Admin: ${operations.length} operations, ${result.sent} requests`, result.statuses)
    expect(result.problems).toEqual([])
  }, 180_000)
})

describe('a method a path does not take', () => {
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

  it('answers 405 MethodNotAllowed with the methods it takes in Allow, on every path of the document', async () => {
    const problems: string[] = []
    const client = t.client()
    const templates = Object.entries(doc.paths).map(([path, operations]) => ({
      pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
      methods: Object.keys(operations).map((m) => m.toUpperCase()),
    }))
    for (const path of Object.keys(doc.paths)) {
      const concrete = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')
      // `/api/users/search` is also `/api/users/{id}`: every route the path matches takes its methods.
      const taken = templates.filter((t) => t.pattern.test(concrete)).flatMap((t) => t.methods)
      const allowed = [...new Set([...taken, ...(taken.includes('GET') ? ['HEAD'] : [])])].sort().join(', ')
      for (const method of methods.filter((m) => !taken.includes(m))) {
        // Signed out: the answer comes before any session is asked for.
        const answer = await client.request(method, concrete)
        const allow = answer.headers.get('allow')
        if (answer.status !== 405 || answer.body?.code !== 'MethodNotAllowed' || allow !== allowed) {
          problems.push(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}, Allow ${allow}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('leaves a path the API does not have a 404', async () => {
    const answer = await t.client().request('DELETE', '/api/no/such/call')
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ code: 'NotFound' })
  })
})

describe('the document', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

  it('lists the common errors of every operation, each with the error body', () => {
    for (const op of operations) {
      const statuses = Object.keys(op.spec.responses)
      expect(statuses, `${op.method} ${op.path}`).toEqual(expect.arrayContaining(['400', '500', '503']))
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const content = op.spec.responses[status].content
        expect(Object.keys(content), `${op.method} ${op.path} ${status}`).toEqual(['application/json'])
        expect(content['application/json'].schema.required).toEqual(['code', 'message'])
      }
    }
    const signedIn = doc.paths['/api/user/info'].get.responses
    expect(Object.keys(signedIn)).toEqual(expect.arrayContaining(['401', '403']))
    expect(Object.keys(doc.paths['/api/search'].post.responses)).toContain('429')
    expect(Object.keys(doc.paths['/api/applications/{id}/comment'].post.responses)).toContain('413')
  })

  it('documents sign-out as 204 without content', () => {
    const responses = doc.paths['/api/login'].delete.responses
    expect(responses['204']).toBeDefined()
    expect(responses['204'].content).toBeUndefined()
    expect(responses['200']).toBeUndefined()
  })

  it.each([
    ['post', '/api/articles/report/knowledge-gaps/xlsx'],
    ['post', '/api/articles/report/xlsx'],
    ['post', '/api/applications/xls'],
    ['post', '/api/organization/applications/xls'],
    ['get', '/api/useragreement/report'],
  ])('documents %s %s as the XLSX file it sends', (method, path) => {
    const content = doc.paths[path][method].responses['200'].content
    expect(Object.keys(content)).toEqual([XLSX])
    expect(content[XLSX].schema).toEqual({ type: 'string', format: 'binary' })
  })
})
