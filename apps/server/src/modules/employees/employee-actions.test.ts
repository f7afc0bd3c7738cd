import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { nextInn } from '../../../test/org-world'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

/** An organization with one Admin (signed in) and the given further members. */
async function team(members: Array<{ role: 'Admin' | 'Employee'; status?: 'Accepted' | 'Created' }> = []) {
  const org = await buildOrganization(t.ctx, { inn: nextInn() })
  const adminUser = await buildUser(t.ctx, { surname: 'Главный' })
  await addMember(t.ctx, org.id, adminUser.id, { role: 'Admin', isDefault: true })
  const others = []
  for (const m of members) {
    const user = await buildUser(t.ctx)
    await addMember(t.ctx, org.id, user.id, { role: m.role, status: m.status ?? 'Accepted', isDefault: true })
    others.push(user)
  }
  return { org, adminUser, others, admin: await t.signIn(adminUser.email), base: `/api/organizations/${org.id}/users` }
}

describe('accept and decline', () => {
  it('accepts a join request with the chosen role; it is then an accepted member', async () => {
    const { admin, base, others } = await team([{ role: 'Admin', status: 'Created' }])
    const answer = await admin.patch(`${base}/${others[0].id}/accept`, { role: 'Employee' })
    expect(answer.status).toBe(200)
    expect((await admin.get(`${base}/${others[0].id}`)).body).toMatchObject({ state: 'Accepted', role: 'Employee' })
    const again = await admin.patch(`${base}/${others[0].id}/accept`, { role: 'Employee' })
    expect(again.body.code).toBe('InappropriateStatus')
  })

  it('declining removes the request from the list; the requester sees it declined and may ask again', async () => {
    const { admin, base, others, org } = await team([{ role: 'Employee', status: 'Created' }])
    expect((await admin.delete(`${base}/${others[0].id}/decline`)).status).toBe(200)
    expect((await admin.get(`${base}/${others[0].id}`)).status).toBe(404)
    expect((await admin.delete(`${base}/${others[0].id}/decline`)).body.code).toBe('NotFound')
    expect((await admin.post(base, { itemsPerPage: 100 })).body.total).toBe(1)

    const requester = await t.signIn(others[0].email)
    const mine = await requester.get('/api/user/organizations')
    expect(mine.body.items).toEqual([expect.objectContaining({ organizationId: org.id, status: 'Declined' })])
    const form = new FormData()
    form.set('inn', org.inn)
    form.set('role', 'Employee')
    expect((await requester.request('POST', '/api/user/organizations', { body: form })).status).toBe(200)
    expect((await admin.get(`${base}/${others[0].id}`)).body.state).toBe('Created')
  })

  it('does not decline an accepted member (that is an exclusion)', async () => {
    const { admin, base, others } = await team([{ role: 'Employee' }])
    expect((await admin.delete(`${base}/${others[0].id}/decline`)).body.code).toBe('InappropriateStatus')
  })
})

describe('the list total follows every change', () => {
  it('counts members per role and state through accept, role change, decline and exclusion', async () => {
    const { admin, base, others } = await team([
      { role: 'Employee', status: 'Created' },
      { role: 'Employee', status: 'Created' },
      { role: 'Employee' },
    ])
    const total = async (filter: object) => (await admin.post(base, { filter })).body.total
    expect([await total({}), await total({ state: 'Created' }), await total({ role: 'Admin' })]).toEqual([4, 2, 1])
    await admin.patch(`${base}/${others[0].id}/accept`, { role: 'Admin' })
    await admin.delete(`${base}/${others[1].id}/decline`)
    await admin.request('DELETE', `${base}/${others[2].id}/exclude`, { json: {} })
    expect([await total({}), await total({ state: 'Created' }), await total({ role: 'Admin' })]).toEqual([2, 0, 2])
    await admin.patch(`${base}/${others[0].id}/role`, { role: 'Employee' })
    expect(await total({ role: 'Employee', state: 'Accepted' })).toBe(1)
  })
})

describe('role change', () => {
  it('promotes an Employee to Admin and back', async () => {
    const { admin, base, others } = await team([{ role: 'Employee' }])
    expect((await admin.patch(`${base}/${others[0].id}/role`, { role: 'Admin' })).status).toBe(200)
    expect((await admin.get(`${base}/${others[0].id}`)).body.role).toBe('Admin')
    expect((await admin.patch(`${base}/${others[0].id}/role`, { role: 'Employee' })).status).toBe(200)
    expect((await admin.get(`${base}/${others[0].id}`)).body.role).toBe('Employee')
  })

  it('never demotes the last Admin, and nobody acts on their own row', async () => {
    const { admin, base, adminUser, others } = await team([{ role: 'Admin' }])
    expect((await admin.patch(`${base}/${adminUser.id}/role`, { role: 'Employee' })).body.code).toBe('Forbidden')
    const second = await t.signIn(others[0].email)
    expect((await second.patch(`${base}/${adminUser.id}/role`, { role: 'Employee' })).status).toBe(200)
    // adminUser is no longer an Admin; the remaining one cannot be demoted by anybody.
    const refused = await second.patch(`${base}/${others[0].id}/role`, { role: 'Employee' })
    expect(refused.body.code).toBe('Forbidden')
  })

  it('the database itself refuses to lose the last Admin, whatever writes', async () => {
    const { org, adminUser, base, admin, others } = await team([{ role: 'Admin' }])
    await t.ctx.db.execute(
      sql`update organization_members set role = 'Employee' where organization_id = ${org.id} and user_id = ${others[0].id}`,
    )
    await expect(
      t.ctx.db.execute(
        sql`update organization_members set role = 'Employee' where organization_id = ${org.id} and user_id = ${adminUser.id}`,
      ),
    ).rejects.toThrow()
    await expect(
      t.ctx.db.execute(
        sql`delete from organization_members where organization_id = ${org.id} and user_id = ${adminUser.id}`,
      ),
    ).rejects.toThrow()
    expect((await admin.get(`${base}/${adminUser.id}`)).body.role).toBe('Admin')
  })

  it('two Admins demoting each other at once leave one Admin', async () => {
    const { admin, base, adminUser, others } = await team([{ role: 'Admin' }])
    const other = await t.signIn(others[0].email)
    const answers = await Promise.all([
      admin.patch(`${base}/${others[0].id}/role`, { role: 'Employee' }),
      other.patch(`${base}/${adminUser.id}/role`, { role: 'Employee' }),
    ])
    const admins = await (
      await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
    ).get(base.replace('/users', '/admins'))
    expect(admins.body).toHaveLength(1)
    // The loser is refused either as no longer an Admin or as the last one, depending on when it was checked.
    expect(answers.map((a) => a.status).sort()).toEqual([200, expect.toBeOneOf([403, 409])])
  })
})

describe('exclusion', () => {
  it('answers the exclusion info branches: only admin, only employee, applications (none yet)', async () => {
    const soloInfo = await team([{ role: 'Admin' }])
    const info = await soloInfo.admin.get(`${soloInfo.base}/${soloInfo.others[0].id}/exclusion`)
    expect(info.body).toEqual({
      role: 'Admin',
      isOnlyAdmin: false,
      isOnlyEmployee: false,
      hasActiveApplications: false,
    })
    const { admin, base, others } = await team([{ role: 'Employee' }])
    expect((await admin.get(`${base}/${others[0].id}/exclusion`)).body).toEqual({
      role: 'Employee',
      isOnlyAdmin: false,
      isOnlyEmployee: false,
      hasActiveApplications: false,
    })
  })

  it('excludes a member, reassigning to adminId or to the acting Admin; the user loses access at once', async () => {
    const { admin, base, adminUser, others, org } = await team([{ role: 'Employee' }, { role: 'Employee' }])
    const [leaving, heir] = others
    const leavingClient = await t.signIn(leaving.email)
    expect((await leavingClient.get(`/api/organizations/${org.id}`)).status).toBe(200)

    const excluded = await admin.request('DELETE', `${base}/${leaving.id}/exclude`, { json: { adminId: heir.id } })
    // Nothing was active, so nothing was passed on.
    expect(excluded.body).toEqual({
      reassignedTo: { id: heir.id, fullName: 'Тестов Тест Тестович' },
      reassignedCount: 0,
    })
    expect((await admin.get(`${base}/active`)).body.map((m: { id: string }) => m.id)).not.toContain(leaving.id)

    // The session that chose this organization is told at once, on every organization call.
    const expelled = await leavingClient.get(`/api/organizations/${org.id}`)
    expect(expelled.status).toBe(403)
    expect(expelled.body.code).toBe('UserIsExpelledFromOrganization')
    expect((await leavingClient.get('/api/user/organizations/active')).body.code).toBe('UserIsExpelledFromOrganization')
    expect((await leavingClient.post(`/api/organizations/${org.id}/users`, {})).body.code).toBe(
      'UserIsExpelledFromOrganization',
    )
    expect((await leavingClient.get('/api/user/info')).body.organization).toBeUndefined()

    const byDefault = await admin.request('DELETE', `${base}/${heir.id}/exclude`, { json: {} })
    expect(byDefault.body.reassignedTo.id).toBe(adminUser.id)
  })

  it('an excluded user may ask to join again', async () => {
    const { admin, base, others, org } = await team([{ role: 'Employee' }])
    await admin.request('DELETE', `${base}/${others[0].id}/exclude`, { json: {} })
    const form = new FormData()
    form.set('inn', org.inn)
    form.set('role', 'Employee')
    const again = await (await t.signIn(others[0].email)).request('POST', '/api/user/organizations', { body: form })
    expect(again.status).toBe(200)
    expect((await admin.get(`${base}/${others[0].id}`)).body.state).toBe('Created')
  })

  it('never excludes the last Admin; refuses a reassignment target outside the organization or the excluded one', async () => {
    const { admin, base, others, adminUser } = await team([{ role: 'Admin' }, { role: 'Employee' }])
    const second = await t.signIn(others[0].email)
    expect((await second.request('DELETE', `${base}/${adminUser.id}/exclude`, { json: {} })).status).toBe(200)
    const last = await second.get(`${base}/${others[0].id}/exclusion`)
    expect(last.body).toMatchObject({ isOnlyAdmin: true })
    const stranger = await buildUser(t.ctx)
    const outside = await second.request('DELETE', `${base}/${others[1].id}/exclude`, {
      json: { adminId: stranger.id },
    })
    expect(outside.status).toBe(400)
    const self = await second.request('DELETE', `${base}/${others[1].id}/exclude`, { json: { adminId: others[1].id } })
    expect(self.status).toBe(400)
    expect((await admin.get(`${base}/${others[1].id}`)).body.code).toBe('UserIsExpelledFromOrganization')
  })
})
