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

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
function form(fields: Record<string, string>, files: Array<{ name: string; body: Buffer }> = []) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  for (const f of files) data.append('files[]', new Blob([f.body]), f.name)
  return data
}
const join = async (email: string, fields: Record<string, string>, files?: Array<{ name: string; body: Buffer }>) =>
  (await t.signIn(email)).request('POST', '/api/user/organizations', { body: form(fields, files) })

describe('GET /api/organizations/find/{inn}', () => {
  it('answers shortName, status, activityStatus (Active by default) and hasAdmin of a known organization', async () => {
    const org = await buildOrganization(t.ctx, { inn: nextInn(), shortName: 'АО «Известная»' })
    const client = await t.signIn((await buildUser(t.ctx)).email)
    expect((await client.get(`/api/organizations/find/${org.inn}`)).body).toEqual({
      shortName: 'АО «Известная»',
      status: 'Accepted',
      activityStatus: 'Active',
      hasAdmin: false,
    })
    await addMember(t.ctx, org.id, (await buildUser(t.ctx)).id, { role: 'Admin' })
    expect((await client.get(`/api/organizations/find/${org.inn}`)).body.hasAdmin).toBe(true)
  })

  it('validates the check digits of 10- and 12-digit INNs, not only the length', async () => {
    const client = await t.signIn((await buildUser(t.ctx)).email)
    for (const bad of ['7707083894', '770708389', '77070838931', '1234567890123', 'abcdefghij', '500100732258']) {
      const answer = await client.get(`/api/organizations/find/${bad}`)
      expect(answer.status, bad).toBe(400)
    }
    for (const good of ['7707083893', '500100732259']) {
      const answer = await client.get(`/api/organizations/find/${good}`)
      expect(answer.body.code, good).toBe('OrganizationNotFound')
    }
  })
})

describe('POST /api/user/organizations', () => {
  it('files a join request to a known organization: state Created, with the requested role, seen by its Admin', async () => {
    const org = await buildOrganization(t.ctx, { inn: nextInn() })
    const admin = await buildUser(t.ctx)
    await addMember(t.ctx, org.id, admin.id, { role: 'Admin' })
    const user = await buildUser(t.ctx, { surname: 'Заявитель' })
    const answer = await join(user.email, { inn: org.inn, role: 'Admin' }, [{ name: 'scan.png', body: png }])
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'Created', organizationId: org.id, registered: false, application: null })
    const list = await (
      await t.signIn(admin.email)
    ).post(`/api/organizations/${org.id}/users`, {
      filter: { state: 'Created' },
    })
    expect(list.body.items).toEqual([expect.objectContaining({ id: user.id, role: 'Admin', state: 'Created' })])
    const stored = await t.ctx.db.execute(
      sql`select count(*)::int as n from organization_member_files where user_id = ${user.id}`,
    )
    expect(stored.rows[0]).toEqual({ n: 1 })
  })

  it('answers OrganizationUserAlreadyExists when the user asks twice or is already a member', async () => {
    const org = await buildOrganization(t.ctx, { inn: nextInn() })
    const user = await buildUser(t.ctx)
    expect((await join(user.email, { inn: org.inn, role: 'Employee' })).status).toBe(200)
    const again = await join(user.email, { inn: org.inn, role: 'Employee' })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('OrganizationUserAlreadyExists')
  })

  it('registers an unknown organization with status Created and the user as its requested Admin', async () => {
    const user = await buildUser(t.ctx)
    const inn = nextInn()
    const answer = await join(user.email, { inn, role: 'Employee', shortName: 'ООО «Новая»' })
    expect(answer.body).toMatchObject({ status: 'Created', registered: true, application: null })
    const platform = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
    const listed = await platform.get(`/api/organizations?search=${inn}`)
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        inn,
        shortName: 'ООО «Новая»',
        status: 'Created',
        requestedBy: expect.objectContaining({ id: user.id }),
      }),
    ])
    const mine = await (await t.signIn(user.email)).get('/api/user/organizations')
    expect(mine.body.items).toEqual([expect.objectContaining({ inn, role: 'Admin', status: 'Created' })])
    // A second user cannot join a registration still waiting for the platform Admin.
    const other = await join((await buildUser(t.ctx)).email, { inn, role: 'Employee' })
    expect(other.body).toMatchObject({ code: 'InappropriateStatus' })
  })

  it('confirming a registration makes the requester its accepted Admin; declining declines them', async () => {
    const platform = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
    const first = await buildUser(t.ctx)
    const accepted = await join(first.email, { inn: nextInn(), role: 'Employee' })
    const confirmed = await platform.patch(`/api/organizations/${accepted.body.organizationId}/status`, {
      status: 'Accepted',
    })
    expect(confirmed.body).toMatchObject({ status: 'Accepted' })
    const firstOrgs = await (await t.signIn(first.email)).get('/api/user/organizations')
    expect(firstOrgs.body.items[0]).toMatchObject({ role: 'Admin', status: 'Accepted' })
    const again = await platform.patch(`/api/organizations/${accepted.body.organizationId}/status`, {
      status: 'Declined',
    })
    expect(again.body.code).toBe('InappropriateStatus')

    const second = await buildUser(t.ctx)
    const declined = await join(second.email, { inn: nextInn(), role: 'Employee' })
    await platform.patch(`/api/organizations/${declined.body.organizationId}/status`, { status: 'Declined' })
    const secondOrgs = await (await t.signIn(second.email)).get('/api/user/organizations')
    expect(secondOrgs.body.items[0]).toMatchObject({ status: 'Declined' })
  })

  it('refuses a bad INN, a bad role, a file whose content is not what its name says, too many and too big files', async () => {
    const user = await buildUser(t.ctx)
    const org = await buildOrganization(t.ctx, { inn: nextInn() })
    const badInn = await join(user.email, { inn: '7707083894', role: 'Employee' })
    expect(badInn.status).toBe(400)
    expect(badInn.body.message).toMatch(/контрольные цифры/)
    expect((await join(user.email, { inn: org.inn, role: 'Owner' })).status).toBe(400)
    expect((await join(user.email, { role: 'Employee' })).status).toBe(400)
    const fake = await join(user.email, { inn: org.inn, role: 'Employee' }, [
      { name: 'scan.png', body: Buffer.from('MZ not a picture') },
    ])
    expect(fake.body).toMatchObject({ code: 'FailedToUploadFiles', reason: 'FileTypeNotAllowed' })
    const exe = await join(user.email, { inn: org.inn, role: 'Employee' }, [{ name: 'run.exe', body: png }])
    expect(exe.body).toMatchObject({ reason: 'FileTypeNotAllowed' })
    const many = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, body: png }))
    expect((await join(user.email, { inn: org.inn, role: 'Employee' }, many)).body).toMatchObject({
      reason: 'TooManyFiles',
    })
    const big = Buffer.concat([png, Buffer.alloc(10_485_760)])
    const tooBig = await join(user.email, { inn: org.inn, role: 'Employee' }, [{ name: 'big.png', body: big }])
    expect(tooBig.status).toBe(413)
    // Nothing was filed by the refused attempts.
    expect((await join(user.email, { inn: org.inn, role: 'Employee' })).status).toBe(200)
  })
})
