import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('GET /api/user/organizations', () => {
  it('lists the user’s own memberships of every status with the fields of SPEC §3, the default first', async () => {
    const user = await buildUser(t.ctx)
    const other = await buildUser(t.ctx)
    const first = await buildOrganization(t.ctx, { shortName: 'АО «Альфа»' })
    const second = await buildOrganization(t.ctx, { shortName: 'ООО «Бета»' })
    const third = await buildOrganization(t.ctx, { shortName: 'ПАО «Гамма»' })
    const foreign = await buildOrganization(t.ctx, { shortName: 'ООО «Чужая»' })
    await addMember(t.ctx, first.id, user.id, { role: 'Admin', status: 'Accepted' })
    await addMember(t.ctx, second.id, user.id, { status: 'Accepted', isDefault: true })
    await addMember(t.ctx, third.id, user.id, { status: 'Created' })
    await addMember(t.ctx, foreign.id, other.id, { status: 'Accepted', isDefault: true })

    const client = await t.signIn(user.email)
    const answer = await client.get('/api/user/organizations?itemsPerPage=10&page=1')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      items: [
        {
          organizationId: second.id,
          shortName: 'ООО «Бета»',
          inn: second.inn,
          role: 'Employee',
          status: 'Accepted',
          isDefault: true,
        },
        {
          organizationId: first.id,
          shortName: 'АО «Альфа»',
          inn: first.inn,
          role: 'Admin',
          status: 'Accepted',
          isDefault: false,
        },
        {
          organizationId: third.id,
          shortName: 'ПАО «Гамма»',
          inn: third.inn,
          role: 'Employee',
          status: 'Created',
          isDefault: false,
        },
      ],
      pagesCount: 1,
      total: 3,
    })
  })

  it('pages by itemsPerPage and page; a page that is not a positive number means page 1', async () => {
    const user = await buildUser(t.ctx)
    for (let i = 0; i < 3; i++) {
      const org = await buildOrganization(t.ctx, { shortName: `ООО «Страница ${i}»` })
      await addMember(t.ctx, org.id, user.id)
    }
    const client = await t.signIn(user.email)
    const second = await client.get('/api/user/organizations?itemsPerPage=2&page=2')
    expect(second.body).toMatchObject({ total: 3, pagesCount: 2 })
    expect(second.body.items.map((o: { shortName: string }) => o.shortName)).toEqual(['ООО «Страница 2»'])
    const bad = await client.get('/api/user/organizations?itemsPerPage=2&page=abc')
    expect(bad.status).toBe(200)
    expect(bad.body.items.map((o: { shortName: string }) => o.shortName)).toEqual([
      'ООО «Страница 0»',
      'ООО «Страница 1»',
    ])
  })

  it('answers an empty list for a user without organizations', async () => {
    const client = await t.signIn((await buildUser(t.ctx)).email)
    const answer = await client.get('/api/user/organizations')
    expect(answer.body).toEqual({ items: [], pagesCount: 0, total: 0 })
  })

  it('fails with the simulated error for the test query error, and 401 without a session', async () => {
    const client = await t.signIn((await buildUser(t.ctx)).email)
    const failed = await client.get('/api/user/organizations?error')
    expect(failed.status).toBeGreaterThanOrEqual(400)
    expect(failed.body).toMatchObject({ code: 'GeneralError' })
    expect((await t.client().get('/api/user/organizations')).status).toBe(401)
  })
})
