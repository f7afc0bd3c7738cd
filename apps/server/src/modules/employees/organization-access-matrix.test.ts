import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildWorld, nextInn, worldActors, type World, type WorldActor } from '../../../test/org-world'
import type { ApiClient } from '../../../test/api-client'

let t: TestApp
let w: World
beforeAll(async () => {
  t = await startTestApp()
  w = await buildWorld(t)
})
afterAll(() => t.close())

type Expect = Record<WorldActor, number>
/** Readers of A: its members and platform Admins; B's people are refused, the anonymous are asked to sign in. */
const readA: Expect = { anonymous: 401, employeeA: 200, adminA: 200, employeeB: 403, adminB: 403, platformAdmin: 200 }
/** Managers of A: its own Admins only. */
const manageA: Expect = { anonymous: 401, employeeA: 403, adminA: 200, employeeB: 403, adminB: 403, platformAdmin: 403 }
const platformOnly: Expect = {
  anonymous: 401,
  employeeA: 403,
  adminA: 403,
  employeeB: 403,
  adminB: 403,
  platformAdmin: 200,
}
const anySignedIn: Expect = {
  anonymous: 401,
  employeeA: 200,
  adminA: 200,
  employeeB: 200,
  adminB: 200,
  platformAdmin: 200,
}

interface Call {
  name: string
  expect: Expect
  /** Runs the call as this client; builds whatever fresh rows the call consumes. */
  run(client: ApiClient): Promise<{ status: number; body: any }>
}

const pendingInA = async (role: 'Admin' | 'Employee' = 'Employee') => {
  const user = await buildUser(t.ctx)
  await addMember(t.ctx, w.orgA.id, user.id, { role, status: 'Created' })
  return user
}
const employeeInA = async () => {
  const user = await buildUser(t.ctx)
  await addMember(t.ctx, w.orgA.id, user.id, { role: 'Employee', status: 'Accepted' })
  return user
}
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const joinForm = (inn: string) => {
  const form = new FormData()
  form.set('inn', inn)
  form.set('role', 'Employee')
  form.append('files[]', new Blob([png], { type: 'image/png' }), 'scan.png')
  return form
}

const calls = (): Call[] => [
  { name: 'GET /api/organizations', expect: platformOnly, run: (c) => c.get('/api/organizations?search=Альфа') },
  {
    name: 'GET /api/organizations/find/{inn}',
    expect: anySignedIn,
    run: (c) => c.get(`/api/organizations/find/${w.orgA.inn}`),
  },
  { name: 'GET /api/organizations/{id}', expect: readA, run: (c) => c.get(`/api/organizations/${w.orgA.id}`) },
  {
    name: 'PATCH /api/organizations/{id}/status',
    expect: platformOnly,
    run: async (c) => {
      const org = await buildOrganization(t.ctx, { status: 'Created', inn: nextInn() })
      return c.patch(`/api/organizations/${org.id}/status`, { status: 'Accepted' })
    },
  },
  {
    name: 'POST /api/user/organizations',
    expect: { ...anySignedIn, platformAdmin: 403 },
    run: async (c) => {
      const org = await buildOrganization(t.ctx, { inn: nextInn() })
      return c.request('POST', '/api/user/organizations', { body: joinForm(org.inn) })
    },
  },
  { name: 'GET /api/user/organizations', expect: anySignedIn, run: (c) => c.get('/api/user/organizations') },
  {
    name: 'POST /api/user/organizations/set_default (organization A)',
    expect: { anonymous: 401, employeeA: 200, adminA: 200, employeeB: 404, adminB: 404, platformAdmin: 404 },
    run: (c) => c.post('/api/user/organizations/set_default', { organizationId: w.orgA.id, isDefault: true }),
  },
  {
    name: 'POST /api/organizations/{id}/users',
    expect: readA,
    run: (c) => c.post(`/api/organizations/${w.orgA.id}/users`, {}),
  },
  {
    name: 'GET /api/organizations/{orgId}/users/{userId}',
    expect: readA,
    run: (c) => c.get(`/api/organizations/${w.orgA.id}/users/${w.users.employeeA.id}`),
  },
  {
    name: 'GET /api/organizations/{orgId}/users/{userId}/organizations',
    expect: readA,
    run: (c) => c.get(`/api/organizations/${w.orgA.id}/users/${w.users.employeeA.id}/organizations`),
  },
  {
    name: 'GET /api/organizations/{orgId}/users/active',
    expect: readA,
    run: (c) => c.get(`/api/organizations/${w.orgA.id}/users/active`),
  },
  {
    name: 'GET /api/organizations/{orgId}/admins',
    expect: readA,
    run: (c) => c.get(`/api/organizations/${w.orgA.id}/admins`),
  },
  {
    name: 'GET /api/organizations/{orgId}/users/{userId}/exclusion',
    expect: manageA,
    run: (c) => c.get(`/api/organizations/${w.orgA.id}/users/${w.users.employeeA.id}/exclusion`),
  },
  {
    name: 'PATCH /api/organizations/{orgId}/users/{userId}/accept',
    expect: manageA,
    run: async (c) =>
      c.patch(`/api/organizations/${w.orgA.id}/users/${(await pendingInA()).id}/accept`, { role: 'Employee' }),
  },
  {
    name: 'DELETE /api/organizations/{orgId}/users/{userId}/decline',
    expect: manageA,
    run: async (c) => c.delete(`/api/organizations/${w.orgA.id}/users/${(await pendingInA()).id}/decline`),
  },
  {
    name: 'PATCH /api/organizations/{orgId}/users/{userId}/role',
    expect: manageA,
    run: async (c) =>
      c.patch(`/api/organizations/${w.orgA.id}/users/${(await employeeInA()).id}/role`, { role: 'Admin' }),
  },
  {
    name: 'DELETE /api/organizations/{orgId}/users/{userId}/exclude',
    expect: manageA,
    run: async (c) =>
      c.request('DELETE', `/api/organizations/${w.orgA.id}/users/${(await employeeInA()).id}/exclude`, {
        json: { adminId: w.users.adminA.id },
      }),
  },
]

describe('every organization call from the six points of view', () => {
  for (const call of calls()) {
    it.each(worldActors)(`${call.name} as %s`, async (actor) => {
      const answer = await call.run(w.clients[actor])
      expect(answer.status, JSON.stringify(answer.body)).toBe(call.expect[actor])
      if (answer.status === 403) expect(answer.body.code).toBe('Forbidden')
    })
  }

  it('answers NotFound for an unknown organization id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await w.clients.adminA.get(`/api/organizations/${unknown}`)).body.code).toBe('NotFound')
    expect((await w.clients.adminA.post(`/api/organizations/${unknown}/users`, {})).status).toBe(404)
    expect((await w.clients.adminA.get('/api/organizations/not-a-uuid')).status).toBe(400)
  })

  it('answers NotFound when A’s Admin names B’s user inside A', async () => {
    const base = `/api/organizations/${w.orgA.id}/users/${w.users.employeeB.id}`
    expect((await w.clients.adminA.get(base)).status).toBe(404)
    expect((await w.clients.adminA.patch(`${base}/role`, { role: 'Admin' })).status).toBe(404)
    expect((await w.clients.adminA.request('DELETE', `${base}/exclude`, { json: {} })).status).toBe(404)
    expect((await w.clients.adminA.patch(`${base}/accept`, { role: 'Admin' })).status).toBe(404)
  })
})
