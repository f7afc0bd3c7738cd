import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { notifyUser } from './notify-user'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { NOTIFICATIONS_CHECK_SECONDS: '3600' } })
})
afterAll(() => t.close())

async function userWithAlerts(n: number) {
  const user = await buildUser(t.ctx)
  for (let i = 0; i < n; i++) {
    await notifyUser(t.ctx, user.id, { title: `Оповещение ${i + 1}`, text: `Текст ${i + 1}` })
    t.clock.advance(1000)
  }
  return { user, client: await t.signIn(user.email) }
}

describe('GET /api/alerts', () => {
  it('pages the user’s alerts newest first with the total, pages count and unread count', async () => {
    const { client } = await userWithAlerts(12)
    const first = await client.get('/api/alerts?page=1&itemsPerPage=10')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 12, pagesCount: 2, unread: 12 })
    expect(first.body.items).toHaveLength(10)
    expect(first.body.items[0]).toEqual({
      id: expect.any(String),
      title: 'Оповещение 12',
      text: 'Текст 12',
      publicationDate: expect.any(String),
      isRead: false,
      link: null,
    })
    const second = await client.get('/api/alerts?page=2&itemsPerPage=10')
    expect(second.body.items.map((a: { title: string }) => a.title)).toEqual(['Оповещение 2', 'Оповещение 1'])
    // A page that is not a positive number means page 1 (SPEC §2).
    expect((await client.get('/api/alerts?page=abc&itemsPerPage=10')).body.items[0].title).toBe('Оповещение 12')
  })

  it('shows read alerts as read and counts only the unread', async () => {
    const { client } = await userWithAlerts(3)
    const [newest] = (await client.get('/api/alerts')).body.items
    await client.get(`/api/user/alerts/${newest.id}`)
    const after = await client.get('/api/alerts')
    expect(after.body.unread).toBe(2)
    expect(after.body.items[0]).toMatchObject({ id: newest.id, isRead: true })
  })

  it('marks every alert read with POST /api/user/alerts/read', async () => {
    const { client } = await userWithAlerts(4)
    const marked = await client.post('/api/user/alerts/read')
    expect(marked.status).toBe(200)
    expect(marked.body.marked).toBeGreaterThanOrEqual(4)
    expect((await client.get('/api/alerts')).body.unread).toBe(0)
    expect((await client.get('/api/user/alerts/unread')).body.total).toBe(0)
    expect((await client.post('/api/user/alerts/read')).body.marked).toBe(0)
  })

  it('answers an empty list to a user without alerts', async () => {
    const client = await t.signIn((await buildUser(t.ctx)).email)
    const list = await client.get('/api/alerts')
    expect(list.body).toMatchObject({ items: [], total: 0, pagesCount: 0, unread: 0 })
  })

  it('fails with the simulated error on ?error, and answers 401 without a session', async () => {
    const client = await t.signIn((await buildUser(t.ctx)).email)
    const failed = await client.get('/api/alerts?error')
    expect(failed.status).toBe(500)
    expect(failed.body).toMatchObject({ code: 'GeneralError' })
    expect((await client.get('/api/alerts?error=NotFound')).body.code).toBe('NotFound')
    expect((await t.client().get('/api/alerts')).status).toBe(401)
    expect((await t.client().post('/api/user/alerts/read')).status).toBe(401)
    expect((await t.client().get('/api/user/alerts/stream')).status).toBe(401)
  })
})
