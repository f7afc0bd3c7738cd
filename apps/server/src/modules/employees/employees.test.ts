import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { nextInn } from '../../../test/org-world'
import type { ApiClient } from '../../../test/api-client'

let t: TestApp
let admin: ApiClient
let orgId: string
const ids: Record<string, string> = {}
beforeAll(async () => {
  t = await startTestApp()
  const org = await buildOrganization(t.ctx, { inn: nextInn() })
  orgId = org.id
  const people = [
    { key: 'admin', surname: 'Яковлев', name: 'Яков', role: 'Admin', status: 'Accepted', phone: '+7 (916) 111-22-33' },
    {
      key: 'boris',
      surname: 'Борисов',
      name: 'Борис',
      role: 'Employee',
      status: 'Accepted',
      phone: '+7 (495) 765-43-21',
    },
    { key: 'anna', surname: 'Андреева', name: 'Анна', role: 'Employee', status: 'Accepted', phone: null },
    { key: 'vera', surname: 'Васильева', name: 'Вера', role: 'Admin', status: 'Created', phone: '+7 (999) 000-11-22' },
    { key: 'gone', surname: 'Ушедший', name: 'Глеб', role: 'Employee', status: 'Declined', phone: null },
  ] as const
  for (const p of people) {
    const user = await buildUser(t.ctx, {
      surname: p.surname,
      name: p.name,
      patronymic: null,
      phone: p.phone,
      email: `${p.key}-${Date.now()}@example.test`,
    })
    ids[p.key] = user.id
    await addMember(t.ctx, org.id, user.id, { role: p.role, status: p.status })
  }
  admin = await t.signIn((await t.ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, ids.admin) }))!.email)
})
afterAll(() => t.close())

const names = (body: { items: Array<{ fullName: string }> }) => body.items.map((e) => e.fullName)
const list = (body: object) => admin.post(`/api/organizations/${orgId}/users`, body)

describe('POST /api/organizations/{id}/users', () => {
  it('lists employees and join requests with the fields of SPEC §3, full name ascending by default', async () => {
    const answer = await list({})
    expect(answer.status).toBe(200)
    expect(names(answer.body)).toEqual(['Андреева Анна', 'Борисов Борис', 'Васильева Вера', 'Яковлев Яков'])
    expect(answer.body).toMatchObject({ total: 4, pagesCount: 1 })
    expect(answer.body.items[1]).toEqual({
      id: ids.boris,
      fio: 'Борисов Б.',
      fullName: 'Борисов Борис',
      phone: '+7 (495) 765-43-21',
      email: expect.stringContaining('boris-'),
      role: 'Employee',
      state: 'Accepted',
    })
  })

  it('filters per column: role, state, phone digits, name text', async () => {
    expect(names((await list({ filter: { role: 'Admin' } })).body)).toEqual(['Васильева Вера', 'Яковлев Яков'])
    expect(names((await list({ filter: { state: 'Created' } })).body)).toEqual(['Васильева Вера'])
    expect(names((await list({ filter: { phone: '765' } })).body)).toEqual(['Борисов Борис'])
    expect(names((await list({ filter: { fullName: { text: 'анна', contains: true } } })).body)).toEqual([
      'Андреева Анна',
    ])
    expect(names((await list({ filter: { fullName: { text: 'Андреева', contains: false } } })).body)).toEqual([])
  })

  it('searches by name, e-mail or phone, and answers an empty page when nothing matches', async () => {
    expect(names((await list({ search: 'бор' })).body)).toEqual(['Борисов Борис'])
    expect((await list({ search: 'нет-такого' })).body).toEqual({ items: [], total: 0, pagesCount: 0 })
    // LIKE wildcards are taken literally.
    expect((await list({ search: '%' })).body.total).toBe(0)
  })

  it('sorts by the other columns both ways; Reset returns to the default', async () => {
    expect(names((await list({ sort: { field: 'fullName', order: 'Desc' } })).body)[0]).toBe('Яковлев Яков')
    expect(names((await list({ sort: { field: 'state', order: 'Asc' } })).body)).toEqual([
      'Андреева Анна',
      'Борисов Борис',
      'Яковлев Яков',
      'Васильева Вера',
    ])
    expect(names((await list({ sort: { field: 'role', order: 'Asc' } })).body).slice(0, 2)).toEqual([
      'Васильева Вера',
      'Яковлев Яков',
    ])
    expect(names((await list({ sort: { field: 'email', order: 'Reset' } })).body)[0]).toBe('Андреева Анна')
    expect((await list({ sort: { field: 'phone', order: 'Asc' } })).status).toBe(400)
  })

  it('pages', async () => {
    const second = await list({ itemsPerPage: 3, page: 2 })
    expect(second.body).toMatchObject({ total: 4, pagesCount: 2 })
    expect(names(second.body)).toEqual(['Яковлев Яков'])
  })

  it('fails with the simulated error carried in the body or the query', async () => {
    expect((await list({ error: '' })).body.code).toBe('GeneralError')
    expect((await admin.post(`/api/organizations/${orgId}/users?error=Forbidden`, {})).body.code).toBe('Forbidden')
  })

  it('refuses malformed bodies with 400', async () => {
    expect((await list({ itemsPerPage: 10_000 })).status).toBe(400)
    expect((await list({ filter: { role: 'Owner' } })).status).toBe(400)
    expect((await list({ search: 'x'.repeat(500) })).status).toBe(400)
  })
})

describe('employee card, organizations, active members and admins', () => {
  it('answers the employee with the avatar field; a declined or unknown user answers NotFound', async () => {
    const card = await admin.get(`/api/organizations/${orgId}/users/${ids.boris}`)
    expect(card.body).toMatchObject({ id: ids.boris, surname: 'Борисов', avatar: null, state: 'Accepted' })
    expect((await admin.get(`/api/organizations/${orgId}/users/${ids.gone}`)).status).toBe(404)
  })

  it('lists the employee’s organizations the viewer shares, never another organization of theirs', async () => {
    const other = await buildOrganization(t.ctx, { inn: nextInn(), shortName: 'ООО «Чужая»' })
    await addMember(t.ctx, other.id, ids.boris, { status: 'Accepted' })
    const answer = await admin.get(`/api/organizations/${orgId}/users/${ids.boris}/organizations`)
    expect(answer.body.items.map((o: { organizationId: string }) => o.organizationId)).toEqual([orgId])
    const platform = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
    const all = await platform.get(`/api/organizations/${orgId}/users/${ids.boris}/organizations`)
    expect(all.body.total).toBe(2)
  })

  it('lists accepted members and admins', async () => {
    const active = await admin.get(`/api/organizations/${orgId}/users/active`)
    expect(active.body.map((m: { fullName: string }) => m.fullName)).toEqual([
      'Андреева Анна',
      'Борисов Борис',
      'Яковлев Яков',
    ])
    const admins = await admin.get(`/api/organizations/${orgId}/admins`)
    expect(admins.body).toEqual([{ id: ids.admin, fio: 'Яковлев Я.', fullName: 'Яковлев Яков', role: 'Admin' }])
  })
})
