import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizationMembers } from '../../db/schema/index'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

/** A user in two accepted organizations (the first the default), one pending, plus an organization of others. */
async function member() {
  const user = await buildUser(t.ctx)
  const main = await buildOrganization(t.ctx, { shortName: 'ООО «Главная»' })
  const second = await buildOrganization(t.ctx, { shortName: 'АО «Вторая»' })
  const pending = await buildOrganization(t.ctx, { shortName: 'ООО «Ожидание»' })
  const foreign = await buildOrganization(t.ctx, { shortName: 'ООО «Чужая»' })
  await addMember(t.ctx, main.id, user.id, { role: 'Admin', isDefault: true })
  await addMember(t.ctx, second.id, user.id, { role: 'Employee' })
  await addMember(t.ctx, pending.id, user.id, { status: 'Created' })
  await addMember(t.ctx, foreign.id, (await buildUser(t.ctx)).id)
  return { user, main, second, pending, foreign, client: await t.signIn(user.email) }
}

const isDefault = async (userId: string, organizationId: string) =>
  (
    await t.ctx.db
      .select({ isDefault: organizationMembers.isDefault })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, organizationId)))
  )[0].isDefault

describe('choosing the organization to work in', () => {
  it('starts the session in the default organization', async () => {
    const { main, client } = await member()
    const info = (await client.get('/api/user/info')).body
    expect(info.organization).toEqual({
      organizationId: main.id,
      shortName: 'ООО «Главная»',
      inn: main.inn,
      role: 'Admin',
      isDefault: true,
    })
    expect((await client.get('/api/user/organizations/active')).body).toEqual({
      organizationId: main.id,
      shortName: 'ООО «Главная»',
      isDefault: true,
    })
  })

  it('switches the session to another accepted organization without changing the default', async () => {
    const { user, main, second, client } = await member()
    const answer = await client.post('/api/login/organization', { organizationId: second.id })
    expect(answer.status).toBe(200)
    expect(answer.body.organization).toMatchObject({ organizationId: second.id, role: 'Employee', isDefault: false })
    expect((await client.get('/api/user/info')).body.organization.organizationId).toBe(second.id)
    expect((await client.get('/api/user/organizations/active')).body).toMatchObject({ organizationId: second.id })
    expect(await isDefault(user.id, main.id)).toBe(true)
  })

  it('makes the chosen organization the only default when asked', async () => {
    const { user, main, second, client } = await member()
    const answer = await client.post('/api/login/organization', { organizationId: second.id, isDefault: true })
    expect(answer.body.organization).toMatchObject({ organizationId: second.id, isDefault: true })
    expect(await isDefault(user.id, second.id)).toBe(true)
    expect(await isDefault(user.id, main.id)).toBe(false)
    // A new login starts in the new default.
    const next = await t.signIn(user.email)
    expect((await next.get('/api/user/info')).body.organization.organizationId).toBe(second.id)
  })

  it('works without an organization after an empty choice', async () => {
    const { main, client } = await member()
    const answer = await client.request('POST', '/api/login/organization', {
      body: '',
      headers: { 'content-type': 'application/json' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).not.toHaveProperty('organization')
    expect(answer.body.hasOrganizations).toBe(true)
    expect((await client.get('/api/user/info')).body).not.toHaveProperty('organization')
    expect((await client.get('/api/user/organizations/active')).body).toBeNull()
    // The web client sends no body at all.
    expect((await client.post('/api/login/organization', { organizationId: main.id })).body.organization).toBeTruthy()
    const noBody = await client.request('POST', '/api/login/organization')
    expect(noBody.status).toBe(200)
    expect(noBody.body).not.toHaveProperty('organization')
    const emptyObject = await client.post('/api/login/organization', {})
    expect(emptyObject.status).toBe(200)
    expect(emptyObject.body).not.toHaveProperty('organization')
  })

  it("refuses another organization's id and a membership not yet accepted with OrganizationNotFound", async () => {
    const { main, pending, foreign, client } = await member()
    for (const id of [foreign.id, pending.id, '00000000-0000-4000-8000-000000000000']) {
      const answer = await client.post('/api/login/organization', { organizationId: id })
      expect(answer.status).toBe(404)
      expect(answer.body).toMatchObject({ code: 'OrganizationNotFound' })
    }
    // The session stays where it was.
    expect((await client.get('/api/user/info')).body.organization.organizationId).toBe(main.id)
  })

  it('answers the organization as gone once the membership is no longer accepted', async () => {
    const { user, main, client } = await member()
    // The organization keeps an Admin (the database refuses to lose its last one).
    await addMember(t.ctx, main.id, (await buildUser(t.ctx)).id, { role: 'Admin' })
    await t.ctx.db
      .update(organizationMembers)
      .set({ status: 'Declined' })
      .where(and(eq(organizationMembers.userId, user.id), eq(organizationMembers.organizationId, main.id)))
    expect((await client.get('/api/user/info')).body).not.toHaveProperty('organization')
    expect((await client.get('/api/user/organizations/active')).body).toBeNull()
  })

  it('rejects a malformed choice with 400', async () => {
    const { client } = await member()
    const answer = await client.post('/api/login/organization', { organizationId: 'abc' })
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('GeneralError')
  })
})
