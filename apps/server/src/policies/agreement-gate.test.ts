import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema/index'
import { buildOrganization, buildUser, addMember } from '../../test/factories'
import type { ApiClient } from '../../test/api-client'
import { buildAgreement } from '../../test/agreement-factories'
import { startTestApp, type TestApp } from '../../test/harness'

/*
 * Security item 6: the server, not only the interface, refuses the portal's data to a user who has not accepted the
 * current user agreement, and answers the calls the terms dialog needs.
 */

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const uploadAgreement = (name: string) => buildAgreement(t.ctx, name)

const refusal = { code: 'Forbidden', reason: 'AgreementNotAccepted' }
/** A data call every signed-in user may make. */
const dataCall = (client: ApiClient) => client.get('/api/systems')

/** Every data call of the app (not public, not exempt), with made-up ids: the gate answers before validation. */
function gatedCalls() {
  const methods = (r: RouteOptions) => (Array.isArray(r.method) ? r.method : [r.method])
  return t.routes
    .filter((r) => r.url.startsWith('/api/') && r.config?.access !== 'public' && !r.config?.agreementExempt)
    .flatMap((r) =>
      methods(r)
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ method, url: r.url, forAdmins: r.config?.access === 'admin' })),
    )
    .map((r) => ({ ...r, path: r.url.replace(/:[A-Za-z]+/g, randomUUID()) }))
}

describe('the agreement gate', () => {
  let pending: { id: string; email: string }
  let client: ApiClient
  /** A platform Admin who has not accepted either, for the Admins' calls (a Regular user is refused those anyway). */
  let pendingAdmin: ApiClient
  let current: { id: string }
  beforeAll(async () => {
    current = await uploadAgreement('Пользовательское соглашение')
    pending = await buildUser(t.ctx)
    client = await t.signIn(pending.email)
    pendingAdmin = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
  })

  it('refuses every data call to a user who has not accepted the current agreement', async () => {
    const calls = gatedCalls()
    expect(calls.length).toBeGreaterThan(30)
    for (const call of calls) {
      const answer = await (call.forAdmins ? pendingAdmin : client).request(call.method, call.path, {
        json: call.method === 'GET' ? undefined : {},
      })
      expect({ call: `${call.method} ${call.url}`, status: answer.status, body: answer.body }).toMatchObject({
        status: 403,
        body: refusal,
      })
    }
  })

  it('answers the calls the terms dialog needs', async () => {
    const info = await client.get('/api/user/info')
    expect(info.status).toBe(200)
    expect(info.body.agreementId).toBe(current.id)
    expect((await client.get('/api/useragreement')).body).toMatchObject({ id: current.id })
    expect((await client.get(`/api/useragreement/file/${current.id}`)).status).toBe(200)
    expect((await client.get('/api/user/organizations/active')).status).toBe(200)
    expect((await client.post('/api/login/organization')).status).toBe(200)
    expect((await client.get('/api/health')).status).toBe(200)
  })

  it('lets the user out by signing out', async () => {
    const other = await t.signIn(pending.email)
    expect((await other.delete('/api/login')).status).toBe(204)
    expect((await dataCall(other)).status).toBe(401)
  })

  it('answers every call once the user accepts, and refuses again when a new version is uploaded', async () => {
    const member = await buildUser(t.ctx)
    const organization = await buildOrganization(t.ctx)
    await addMember(t.ctx, organization.id, member.id, { isDefault: true })
    const user = await t.signIn(member.email)
    expect(await dataCall(user)).toMatchObject({ status: 403, body: refusal })
    expect((await user.get('/api/user/organizations')).status).toBe(403)

    expect((await user.get(`/api/login/agree/${current.id}`)).status).toBe(200)
    expect((await dataCall(user)).status).toBe(200)
    expect((await user.get('/api/user/organizations')).status).toBe(200)
    expect((await user.post('/api/search', { text: 'договор' })).status).toBe(200)

    // The upload reaches the cached session through the database's notification.
    const next = await uploadAgreement('Новая редакция')
    await expect.poll(async () => (await dataCall(user)).body, { timeout: 10_000 }).toMatchObject(refusal)
    expect((await user.get('/api/user/info')).body.agreementId).toBe(next.id)
    expect((await user.get(`/api/login/agree/${next.id}`)).status).toBe(200)
    expect((await dataCall(user)).status).toBe(200)
  })

  it('hears an acceptance written elsewhere (another instance) through the notification', async () => {
    const user = await buildUser(t.ctx)
    const other = await t.signIn(user.email)
    expect((await dataCall(other)).status).toBe(403)
    const { id } = (await other.get('/api/useragreement')).body
    await t.ctx.db.update(users).set({ acceptedAgreementId: id }).where(eq(users.id, user.id))
    await expect.poll(async () => (await dataCall(other)).status, { timeout: 10_000 }).toBe(200)
  })
})
