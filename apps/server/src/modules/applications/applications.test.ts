import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { applicationStatusLabels } from '@psp/contracts'
import { applications } from '../../db/schema/index'
import { startTestApp, type TestApp } from '../../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { buildPlace } from '../../../test/kb-factories'
import type { ApiClient } from '../../../test/api-client'
import { fileApplication } from '../../../test/application-factories'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

let t: TestApp
let place: Awaited<ReturnType<typeof buildPlace>>
let applicant: ApiClient
let orgA: string
beforeAll(async () => {
  t = await startTestApp()
  place = await buildPlace(t.ctx)
  const org = await buildOrganization(t.ctx)
  orgA = org.id
  const user = await buildUser(t.ctx, { surname: 'Заявителев', name: 'Иван', patronymic: null })
  await addMember(t.ctx, orgA, user.id, { isDefault: true })
  applicant = await t.signIn(user.email)
})
afterAll(() => t.close())

async function dictionaries(client: ApiClient) {
  const types = await client.get(`/api/services/${place.service.id}/applicationTypes`)
  const warranties = await client.get('/api/warranties')
  const impacts = await client.get('/api/impacts')
  return { type: types.body[0].fullyQualifiedName, warranty: warranties.body[0].value, impact: impacts.body[0].value }
}

const file = (client: ApiClient, subject?: string) => fileApplication(client, place, subject)

/** The service desk moves the application (the operator console comes with its own calls). */
const deskSets = (id: string, status: string) =>
  t.ctx.db.update(applications).set({ status, unreadByUser: true }).where(eq(applications.id, id))

const form = (fields: Record<string, string>, files: Array<{ name: string; body: Buffer }>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  for (const f of files) data.append('files[]', new Blob([f.body]), f.name)
  return data
}

describe('dictionaries of the application form', () => {
  it('answers the types, warranties, impacts and hint; the error query simulates the desk failing', async () => {
    const types = await applicant.get(`/api/services/${place.service.id}/applicationTypes`)
    expect(types.status).toBe(200)
    expect(types.body[0]).toEqual({ title: expect.any(String), fullyQualifiedName: expect.any(String) })
    expect((await applicant.get(`/api/services/${place.service.id}/hint`)).body).toHaveProperty('hint')
    expect((await applicant.get('/api/warranties')).body.length).toBeGreaterThan(0)
    const failing = await applicant.get('/api/impacts?error=FailedToGetDataFromSd')
    expect(failing.body.code).toBe('FailedToGetDataFromSd')
    expect((await applicant.get('/api/services/00000000-0000-4000-8000-000000000000/hint')).status).toBe(404)
    expect((await t.client().get('/api/warranties')).status).toBe(401)
  })
})

describe('filing an application', () => {
  it('files it as registered, in the organization the user works in, with the history started', async () => {
    const created = await file(applicant)
    expect(created).toMatchObject({
      status: 'registered',
      statusLabel: applicationStatusLabels.registered,
      subject: 'Не загружается документ',
      authorFio: 'Заявителев Иван',
      system: { uuid: place.system.id },
      archived: false,
      actions: { comment: true, addFiles: true, close: true, reopen: false, archive: false },
    })
    expect(created.number).toBeGreaterThan(0)
    const history = await applicant.get(`/api/applications/${created.id}/statushistory`)
    expect(history.body).toEqual([
      { order: 1, eventDate: expect.any(String), newState: 'Новая', userFio: 'Заявителев Иван' },
    ])
    const [row] = await t.ctx.db.select().from(applications).where(eq(applications.id, created.id))
    expect(row.organizationId).toBe(orgA)
  })

  it('refuses a link in the subject, a service of another system, an unknown type and over-long text', async () => {
    const d = await dictionaries(applicant)
    const other = await buildPlace(t.ctx)
    const base = {
      systemUuid: place.system.id,
      serviceUuid: place.service.id,
      applicationType: d.type,
      warranty: d.warranty,
      impact: d.impact,
      subject: 'Тема',
      text: 'Текст',
    }
    const link = await applicant.post('/api/applications', { ...base, subject: 'См. https://example.com/x' })
    expect(link.status).toBe(400)
    expect(JSON.stringify(link.body)).toContain('Использование ссылок в поле \\"Тема\\" не допускается')
    for (const bad of [
      { ...base, serviceUuid: other.service.id },
      { ...base, applicationType: 'no-such-type' },
      { ...base, text: 'я'.repeat(10_001) },
      { ...base, subject: '' },
    ]) {
      const answer = await applicant.post('/api/applications', bad)
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('GeneralError')
    }
  })
})

describe('the lists', () => {
  it('shows own applications only, by group, filtered, sorted and paged, and marks them read', async () => {
    const other = await t.signIn((await buildUser(t.ctx)).email)
    await file(other, 'Чужая заявка')
    const a = await file(applicant, 'Альфа')
    const b = await file(applicant, 'Бета')
    await deskSets(b.id, 'resolved')
    await applicant.put(`/api/applications/${b.id}/close?mark=5`)

    const all = await applicant.post('/api/applications/get-applications?statusGroup=None', {
      page: 1,
      itemsPerPage: 100,
    })
    const subjects = all.body.items.map((i: { subject: string }) => i.subject)
    expect(subjects).toEqual(expect.arrayContaining(['Альфа', 'Бета']))
    expect(subjects).not.toContain('Чужая заявка')
    expect(all.body.total).toBe(all.body.items.length)

    const actual = await applicant.post('/api/applications/get-applications?statusGroup=Actual', {})
    expect(actual.body.items.map((i: { id: string }) => i.id)).not.toContain(b.id)

    await applicant.put(`/api/applications/${b.id}/archive`)
    const archive = await applicant.post('/api/applications/get-applications?statusGroup=Archive', {})
    expect(archive.body.items.map((i: { id: string }) => i.id)).toEqual([b.id])

    const filtered = await applicant.post('/api/applications/get-applications', {
      applicationFilter: { subject: { text: 'льф', contains: true } },
    })
    expect(filtered.body.items.map((i: { id: string }) => i.id)).toEqual([a.id])
    const current = await applicant.post('/api/applications/get-applications', { itemsPerPage: 100 })
    const ascending = current.body.items
      .map((i: { subject: string }) => i.subject)
      .sort((x: string, y: string) => x.localeCompare(y, 'ru'))
    const sorted = await applicant.post('/api/applications/get-applications', {
      sortBy: { title: 'subject', sortOrder: 'Asc' },
      itemsPerPage: 1,
      page: 2,
    })
    expect(sorted.body.pagesCount).toBe(current.body.total)
    expect(sorted.body.items.map((i: { subject: string }) => i.subject)).toEqual([ascending[1]])
    const descending = await applicant.post('/api/applications/get-applications', {
      sortBy: { title: 'subject', sortOrder: 'Desc' },
      itemsPerPage: 1,
    })
    expect(descending.body.items[0].subject).toBe(ascending.at(-1))

    await deskSets(a.id, 'inprogress')
    const before = await applicant.post('/api/applications/get-applications', {})
    expect(before.body.items.find((i: { id: string }) => i.id === a.id).unread).toBe(true)
    expect((await applicant.post('/api/applications/all-read-no-remorse?statusGroup=None')).status).toBe(200)
    const after = await applicant.post('/api/applications/get-applications', {})
    expect(after.body.items.some((i: { unread: boolean }) => i.unread)).toBe(false)
  })
})

describe('actions and the status rule', () => {
  it('comments with a file; an answer to a waiting application takes it back in work', async () => {
    const created = await file(applicant)
    await deskSets(created.id, 'waiting')
    const answer = await applicant.request('POST', `/api/applications/${created.id}/comment`, {
      body: form({ text: 'Прикладываю документ' }, [{ name: 'скан.pdf', body: PDF }]),
    })
    expect(answer.status).toBe(200)
    expect(answer.body.status).toBe('inprogress')
    expect(answer.body.comments).toEqual([
      expect.objectContaining({
        text: 'Прикладываю документ',
        fromServiceDesk: false,
        files: [expect.objectContaining({ name: 'скан.pdf' })],
      }),
    ])
    const fileId = answer.body.comments[0].files[0].uuid
    expect((await applicant.get(`/api/files/${fileId}`)).status).toBe(200)
    const stranger = await t.signIn((await buildUser(t.ctx)).email)
    expect((await stranger.get(`/api/files/${fileId}`)).status).toBe(404)

    const empty = await applicant.request('POST', `/api/applications/${created.id}/comment`, {
      body: form({ text: ' ' }, []),
    })
    expect(empty.status).toBe(400)
    const exe = await applicant.request('PUT', `/api/applications/${created.id}/addfiles`, {
      body: form({}, [{ name: 'virus.pdf', body: Buffer.from('MZ\x90\x00binary') }]),
    })
    expect(exe.status).toBe(400)
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.pdf`, body: PDF }))
    const tooMany = await applicant.request('PUT', `/api/applications/${created.id}/addfiles`, {
      body: form({}, eleven),
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toBe('превышен допустимый лимит по количеству загружаемых файлов')
    const two = await applicant.request('PUT', `/api/applications/${created.id}/addfiles`, {
      body: form({}, [
        { name: 'a.pdf', body: PDF },
        { name: 'b.pdf', body: PDF },
      ]),
    })
    expect(two.body.files.map((f: { name: string }) => f.name)).toEqual(['a.pdf', 'b.pdf'])
  })

  it('closes with a mark, reopens with a reason, archives only closed ones; the server refuses the rest', async () => {
    const created = await file(applicant)
    expect((await applicant.put(`/api/applications/${created.id}/reopen`, { reason: 'Не решено' })).body.code).toBe(
      'InappropriateStatus',
    )
    expect((await applicant.put(`/api/applications/${created.id}/archive`)).body.code).toBe('InappropriateStatus')
    expect((await applicant.put(`/api/applications/${created.id}/close?mark=6`)).status).toBe(400)
    expect((await applicant.put(`/api/applications/${created.id}/close`)).status).toBe(400)

    await deskSets(created.id, 'resolved')
    const closed = await applicant.put(`/api/applications/${created.id}/close?mark=4`)
    expect(closed.body).toMatchObject({
      status: 'closed',
      mark: 4,
      actions: { comment: false, reopen: true, archive: true },
    })
    const comment = await applicant.request('POST', `/api/applications/${created.id}/comment`, {
      body: form({ text: 'Еще' }, []),
    })
    expect(comment.body.code).toBe('InappropriateStatus')

    expect((await applicant.put(`/api/applications/${created.id}/reopen`, { reason: '' })).status).toBe(400)
    const reopened = await applicant.put(`/api/applications/${created.id}/reopen`, { reason: 'Ошибка повторилась' })
    expect(reopened.body.status).toBe('resumed')
    expect(reopened.body.comments.at(-1).text).toContain('Ошибка повторилась')

    await deskSets(created.id, 'resolved')
    await applicant.put(`/api/applications/${created.id}/close?mark=5`)
    const archived = await applicant.put(`/api/applications/${created.id}/archive`)
    expect(archived.body.archived).toBe(true)
    expect((await applicant.put(`/api/applications/${created.id}/reopen`, { reason: 'x' })).body.code).toBe(
      'InappropriateStatus',
    )

    const history = await applicant.get(`/api/applications/${created.id}/statushistory`)
    expect(history.body.map((h: { newState: string }) => h.newState)).toEqual([
      'Новая',
      'Закрыта',
      'Возобновлена',
      'Закрыта',
    ])
  })
})

describe('who sees an application', () => {
  it('the applicant, the Admins of its organization and platform Admins; nobody else, not even its employees', async () => {
    const created = await file(applicant)
    const orgAdmin = await buildUser(t.ctx)
    await addMember(t.ctx, orgA, orgAdmin.id, { role: 'Admin' })
    const colleague = await buildUser(t.ctx)
    await addMember(t.ctx, orgA, colleague.id)
    const foreignAdmin = await buildUser(t.ctx)
    await addMember(t.ctx, (await buildOrganization(t.ctx)).id, foreignAdmin.id, { role: 'Admin' })
    const platformAdmin = await buildUser(t.ctx, { role: 'Admin' })

    for (const [who, status] of [
      [orgAdmin, 200],
      [platformAdmin, 200],
      [colleague, 404],
      [foreignAdmin, 404],
    ] as const) {
      const client = await t.signIn(who.email)
      expect((await client.get(`/api/applications/${created.id}`)).status).toBe(status)
      expect((await client.get(`/api/applications/${created.id}/statushistory`)).status).toBe(status)
    }
    // Reading is not acting: only the applicant closes, comments or archives.
    const admin = await t.signIn(orgAdmin.email)
    const view = await admin.get(`/api/applications/${created.id}`)
    expect(view.body.actions).toEqual({ comment: false, addFiles: false, close: false, reopen: false, archive: false })
    expect((await admin.put(`/api/applications/${created.id}/close?mark=5`)).status).toBe(403)
    expect((await t.client().get(`/api/applications/${created.id}`)).status).toBe(401)
    expect((await applicant.get('/api/applications/00000000-0000-4000-8000-000000000000')).body.code).toBe(
      'ApplicationNotFound',
    )
  })
})

describe('the organization mode', () => {
  it("shows its Admins every application of the session's organization, employees their own, others nothing", async () => {
    const mine = await file(applicant, 'Заявка сотрудника А')
    const orgAdmin = await buildUser(t.ctx)
    await addMember(t.ctx, orgA, orgAdmin.id, { role: 'Admin', isDefault: true })
    const colleague = await buildUser(t.ctx)
    await addMember(t.ctx, orgA, colleague.id, { isDefault: true })
    const colleagueClient = await t.signIn(colleague.email)
    const theirs = await file(colleagueClient, 'Заявка коллеги')
    const outsider = await buildUser(t.ctx)
    await addMember(t.ctx, (await buildOrganization(t.ctx)).id, outsider.id, { role: 'Admin', isDefault: true })
    const loner = await buildUser(t.ctx)

    const ids = async (client: ApiClient) => {
      const answer = await client.post('/api/organization/applications/find?statusGroup=None', { itemsPerPage: 100 })
      return answer.status === 200 ? answer.body.items.map((i: { id: string }) => i.id) : answer.status
    }
    expect(await ids(await t.signIn(orgAdmin.email))).toEqual(expect.arrayContaining([mine.id, theirs.id]))
    const own = await ids(colleagueClient)
    expect(own).toContain(theirs.id)
    expect(own).not.toContain(mine.id)
    expect(await ids(await t.signIn(outsider.email))).not.toContain(mine.id)
    expect(await ids(await t.signIn(loner.email))).toBe(403)

    const admin = await t.signIn(orgAdmin.email)
    await deskSets(theirs.id, 'inprogress')
    expect((await admin.post('/api/organization/applications/all-read-no-remorse?statusGroup=Actual')).status).toBe(200)
    const [row] = await t.ctx.db.select().from(applications).where(eq(applications.id, theirs.id))
    expect(row.unreadByUser).toBe(false)
    const lonerClient = await t.signIn(loner.email)
    expect((await lonerClient.post('/api/organization/applications/all-read-no-remorse')).status).toBe(403)
  })
})

describe('a member leaving the organization', () => {
  it('reports open applications before the exclusion and hands them to the chosen member', async () => {
    const org = await buildOrganization(t.ctx)
    const [orgAdmin, leaving, heir] = await Promise.all([buildUser(t.ctx), buildUser(t.ctx), buildUser(t.ctx)])
    await addMember(t.ctx, org.id, orgAdmin.id, { role: 'Admin', isDefault: true })
    await addMember(t.ctx, org.id, leaving.id, { isDefault: true })
    await addMember(t.ctx, org.id, heir.id, { isDefault: true })
    const admin = await t.signIn(orgAdmin.email)
    const info = () => admin.get(`/api/organizations/${org.id}/users/${leaving.id}/exclusion`)
    expect((await info()).body.hasActiveApplications).toBe(false)

    const leaver = await t.signIn(leaving.email)
    const open = await file(leaver, 'Открытая заявка')
    const done = await file(leaver, 'Закрытая заявка')
    await deskSets(done.id, 'resolved')
    await leaver.put(`/api/applications/${done.id}/close?mark=5`)
    expect((await info()).body.hasActiveApplications).toBe(true)

    const excluded = await admin.delete(`/api/organizations/${org.id}/users/${leaving.id}/exclude`, {
      json: { adminId: heir.id },
    })
    expect(excluded.status).toBe(200)
    // Only the open one was passed on; the result dialog reports a reassignment only when there was one.
    expect(excluded.body.reassignedCount).toBe(1)
    const heirs = await (await t.signIn(heir.email)).post('/api/applications/get-applications', { itemsPerPage: 100 })
    expect(heirs.body.items.map((i: { id: string }) => i.id)).toEqual([open.id])
    const [closedRow] = await t.ctx.db.select().from(applications).where(eq(applications.id, done.id))
    expect(closedRow.userId).toBe(leaving.id)
  })
})
