import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { recordUserDataChange } from './record-user-data-change'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('GET /api/userdatachange', () => {
  it('answers 401 signed out', async () => {
    expect((await t.client().get('/api/userdatachange')).status).toBe(401)
  })

  it("pages the user's own changes, newest first, with the day only", async () => {
    const user = await buildUser(t.ctx)
    for (let i = 1; i <= 3; i++) {
      await recordUserDataChange(t.ctx, { userId: user.id, status: 'Changed', changes: `Изменение ${i}` })
    }
    const client = await t.signIn(user.email)
    const first = await client.get('/api/userdatachange?itemsPerPage=2&page=1')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 3, pagesCount: 2 })
    expect(first.body.items.map((i: { changes: string }) => i.changes)).toEqual(['Изменение 3', 'Изменение 2'])
    expect(first.body.items[0].confirmationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const second = await client.get('/api/userdatachange?itemsPerPage=2&page=2')
    expect(second.body.items.map((i: { changes: string }) => i.changes)).toEqual(['Изменение 1'])
    // SPEC §2: a page that is not a positive number means page 1.
    const bad = await client.get('/api/userdatachange?itemsPerPage=2&page=abc')
    expect(bad.body.items[0].changes).toBe('Изменение 3')
  })

  it('does not show one user the changes of another; a Regular naming another user is Forbidden', async () => {
    const [a, b] = [await buildUser(t.ctx), await buildUser(t.ctx)]
    await recordUserDataChange(t.ctx, { userId: b.id, status: 'Added', changes: 'Телефон: — → +7 (916) 000-00-00' })
    const client = await t.signIn(a.email)
    expect((await client.get('/api/userdatachange')).body.total).toBe(0)
    const res = await client.get(`/api/userdatachange?userId=${b.id}`)
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('Forbidden')
    // Naming oneself is the same as not naming anyone.
    expect((await client.get(`/api/userdatachange?userId=${a.id}`)).status).toBe(200)
  })

  it("lets a platform Admin read any user's changes; an unknown user is NotFound", async () => {
    const admin = await buildUser(t.ctx, { role: 'Admin' })
    const user = await buildUser(t.ctx)
    await recordUserDataChange(t.ctx, { userId: user.id, status: 'Deleted', changes: 'Фотография профиля удалена' })
    const client = await t.signIn(admin.email)
    const res = await client.get(`/api/userdatachange?userId=${user.id}`)
    expect(res.status).toBe(200)
    expect(res.body.items).toEqual([
      expect.objectContaining({ changeUserDataStatusType: 'Deleted', changes: 'Фотография профиля удалена' }),
    ])
    const unknown = await client.get('/api/userdatachange?userId=00000000-0000-4000-8000-000000000000')
    expect(unknown.status).toBe(404)
    expect((await client.get('/api/userdatachange?userId=not-a-uuid')).status).toBe(400)
  })

  it('records within the transaction of the change: a rolled-back change leaves no record', async () => {
    const user = await buildUser(t.ctx)
    await t.ctx.db
      .transaction(async (tx) => {
        await recordUserDataChange(tx, { userId: user.id, status: 'Changed', changes: 'Откат' })
        throw new Error('rolled back')
      })
      .catch(() => {})
    const client = await t.signIn(user.email)
    expect((await client.get('/api/userdatachange')).body.total).toBe(0)
  })
})
