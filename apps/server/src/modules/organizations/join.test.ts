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

  it('tells a second request that the first is still waiting, and a member that they already are one', async () => {
    const org = await buildOrganization(t.ctx, { inn: nextInn() })
    const user = await buildUser(t.ctx)
    expect((await join(user.email, { inn: org.inn, role: 'Employee' })).status).toBe(200)
    const again = await join(user.email, { inn: org.inn, role: 'Employee' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      code: 'InappropriateStatus',
      reason: 'JoinRequestPending',
      message: 'Заявка на присоединение к организации уже отправлена и ожидает рассмотрения',
    })

    const member = await buildUser(t.ctx)
    await addMember(t.ctx, org.id, member.id)
    const joined = await join(member.email, { inn: org.inn, role: 'Employee' })
    expect(joined.status).toBe(409)
    expect(joined.body).toMatchObject({
      code: 'OrganizationUserAlreadyExists',
      message: 'Пользователь уже состоит в организации',
    })
  })

  it('registers an unknown organization with status Created and the user as its requested Admin', async () => {
    const user = await buildUser(t.ctx)
    const inn = nextInn()
    const answer = await join(user.email, { inn, role: 'Employee', shortName: 'ООО «Новая»' })
    expect(answer.body).toMatchObject({ status: 'Created', registered: true, application: expect.any(Object) })
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

describe('registering an unknown organization files an application to the operators', () => {
  it('with the INN, KPP, names and documents, owned by the user and returned in the answer', async () => {
    const user = await buildUser(t.ctx, { surname: 'Регистраторов', name: 'Роман', patronymic: null })
    const inn = nextInn()
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
    const answer = await join(
      user.email,
      { inn, role: 'Employee', kpp: '7701AB001', shortName: 'ООО «Ромашка»', fullName: 'Общество «Ромашка»' },
      [
        { name: 'ustav.pdf', body: pdf },
        { name: 'scan.png', body: png },
      ],
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      status: 'Created',
      organizationId: expect.any(String),
      registered: true,
      application: { id: expect.any(String), number: expect.any(Number) },
    })
    const { id, number } = answer.body.application

    // The user reads it as their own: in the list, and in full with the facts and the documents.
    const client = await t.signIn(user.email)
    const mine = await client.post('/api/applications/get-applications?statusGroup=None', {})
    expect(mine.body.items).toEqual([expect.objectContaining({ id, number, status: 'registered' })])
    const details = await client.get(`/api/applications/${id}`)
    expect(details.status).toBe(200)
    expect(details.body).toMatchObject({
      number,
      subject: `Регистрация организации ООО «Ромашка», ИНН ${inn}`,
      applicationType: 'Регистрация организации',
      status: 'registered',
      authorFio: 'Регистраторов Роман',
      organizationName: 'ООО «Ромашка»',
      // As the desk's dictionaries name them, like an application from the form.
      warranty: 'Без гарантийных обязательств',
      impact: 'Затрагивает всю организацию',
    })
    for (const fact of [
      `ИНН: ${inn}`,
      'КПП: 7701AB001',
      'Полное наименование: Общество «Ромашка»',
      'Краткое наименование: ООО «Ромашка»',
      `Заявитель: Регистраторов Роман, ${user.email}`,
    ]) {
      expect(details.body.text).toContain(fact)
    }
    expect(details.body.files.map((f: { name: string }) => f.name).sort()).toEqual(['scan.png', 'ustav.pdf'])
    const history = await client.get(`/api/applications/${id}/statushistory`)
    expect(history.body).toEqual([expect.objectContaining({ newState: 'Новая', userFio: 'Регистраторов Роман' })])
    // The user downloads their documents from the application.
    const file = await client.get(`/api/files/${details.body.files[0].uuid}`)
    expect(file.status).toBe(200)

    // The organization keeps its KPP for the platform Admin who decides.
    const platform = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
    const card = await platform.get(`/api/organizations/${answer.body.organizationId}`)
    expect(card.body).toMatchObject({ inn, kpp: '7701AB001', status: 'Created' })
    // The operators find it in their queue and open its documents.
    const queue = await platform.post('/api/service-desk/applications?queue=unassigned', { itemsPerPage: 100 })
    expect(queue.body.items).toEqual(expect.arrayContaining([expect.objectContaining({ id, number })]))
    expect((await platform.get(`/api/files/${details.body.files[1].uuid}`)).status).toBe(200)

    // Nobody else sees it.
    const stranger = await t.signIn((await buildUser(t.ctx)).email)
    expect((await stranger.get(`/api/applications/${id}`)).body.code).toBe('ApplicationNotFound')
  })

  it('files none for a join request to a known organization, and none when the registration is refused', async () => {
    const org = await buildOrganization(t.ctx, { inn: nextInn() })
    const user = await buildUser(t.ctx)
    expect((await join(user.email, { inn: org.inn, role: 'Employee' })).body.application).toBeNull()

    const count = async () =>
      (await t.ctx.db.execute(sql`select count(*)::int as n from applications where user_id = ${user.id}`)).rows[0]
    const badKpp = await join(user.email, { inn: nextInn(), role: 'Employee', kpp: '12345' })
    expect(badKpp.status).toBe(400)
    expect(badKpp.body.message).toMatch(/КПП/)
    expect(await count()).toEqual({ n: 0 })
  })

  it('writes the organization, the request and the application together: a failed filing leaves none of them', async () => {
    const user = await buildUser(t.ctx)
    const inn = nextInn()
    // The application cannot be written (as if the desk failed): a check constraint refuses it.
    // DDL takes no parameters; the INN is digits only.
    await t.ctx.db.execute(
      sql.raw(`alter table applications add constraint join_test_refuse check (subject not like '%${inn}%') not valid`),
    )
    try {
      const failed = await join(user.email, { inn, role: 'Employee' }, [{ name: 'scan.png', body: png }])
      expect(failed.status).toBe(500)
    } finally {
      await t.ctx.db.execute(sql`alter table applications drop constraint join_test_refuse`)
    }
    const left = await t.ctx.db.execute(sql`
      select (select count(*)::int from organizations where inn = ${inn}) as organizations,
             (select count(*)::int from organization_members where user_id = ${user.id}) as requests,
             (select count(*)::int from files where owner_user_id = ${user.id}) as files`)
    expect(left.rows[0]).toEqual({ organizations: 0, requests: 0, files: 0 })
    // And the user can try again.
    expect((await join(user.email, { inn, role: 'Employee' })).body.registered).toBe(true)
  })
})
