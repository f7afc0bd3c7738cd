import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alertReads, alerts } from '../../db/schema/index'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const HOUR = 3_600_000
async function buildAlert(values: Partial<typeof alerts.$inferInsert> & { hoursAgo?: number }) {
  const { hoursAgo = 1, ...rest } = values
  const [row] = await t.ctx.db
    .insert(alerts)
    .values({
      title: 'Оповещение',
      text: 'Текст оповещения',
      publicationAt: new Date(t.clock.now().getTime() - hoursAgo * HOUR),
      ...rest,
    })
    .returning()
  return row
}

describe('unread alerts', () => {
  it('lists the personal and broadcast alerts the user has not read, newest first, with the total', async () => {
    const user = await buildUser(t.ctx)
    const other = await buildUser(t.ctx)
    const older = await buildAlert({ recipientUserId: user.id, title: 'Старое', hoursAgo: 5 })
    const newer = await buildAlert({ recipientUserId: user.id, title: 'Новое', hoursAgo: 1, link: '/orders' })
    const read = await buildAlert({ recipientUserId: user.id, title: 'Прочитанное' })
    await t.ctx.db.insert(alertReads).values({ alertId: read.id, userId: user.id })
    await buildAlert({ recipientUserId: other.id, title: 'Чужое' })
    await buildAlert({ recipientUserId: user.id, title: 'Будущее', hoursAgo: -2 })
    await buildAlert({
      recipientUserId: user.id,
      title: 'Истекшее',
      expirationAt: new Date(t.clock.now().getTime() - HOUR),
    })

    const client = await t.signIn(user.email)
    const answer = await client.get('/api/user/alerts/unread')
    expect(answer.status).toBe(200)
    const personal = answer.body.alerts.filter((a: { id: string }) => [older.id, newer.id].includes(a.id))
    expect(personal.map((a: { title: string }) => a.title)).toEqual(['Новое', 'Старое'])
    expect(personal[0]).toEqual({
      id: newer.id,
      title: 'Новое',
      text: 'Текст оповещения',
      link: '/orders',
      publicationDate: newer.publicationAt.toISOString(),
      isRead: false,
    })
    const titles = answer.body.alerts.map((a: { title: string }) => a.title)
    expect(titles).not.toContain('Чужое')
    expect(titles).not.toContain('Будущее')
    expect(titles).not.toContain('Истекшее')
    expect(titles).not.toContain('Прочитанное')
    expect(answer.body.total).toBe(answer.body.alerts.length)
  })

  it('marks an alert read when it is opened, which drops the unread total', async () => {
    const user = await buildUser(t.ctx)
    const client = await t.signIn(user.email)
    const first = await buildAlert({ recipientUserId: user.id, title: 'Первое' })
    await buildAlert({ recipientUserId: user.id, title: 'Второе' })
    const before = (await client.get('/api/user/alerts/unread')).body.total

    const opened = await client.get(`/api/user/alerts/${first.id}`)
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ id: first.id, title: 'Первое', isRead: true })
    const after = (await client.get('/api/user/alerts/unread')).body
    expect(after.total).toBe(before - 1)
    expect(after.alerts.map((a: { id: string }) => a.id)).not.toContain(first.id)
    // Opening it again is fine and changes nothing.
    expect((await client.get(`/api/user/alerts/${first.id}`)).body.isRead).toBe(true)
    expect((await client.get('/api/user/alerts/unread')).body.total).toBe(before - 1)
  })

  it('counts a broadcast alert read for the reader only', async () => {
    const reader = await buildUser(t.ctx)
    const other = await buildUser(t.ctx)
    const broadcast = await buildAlert({ recipientUserId: null, title: 'Для всех' })
    const readerClient = await t.signIn(reader.email)
    const otherClient = await t.signIn(other.email)
    const otherBefore = (await otherClient.get('/api/user/alerts/unread')).body.total
    expect((await readerClient.get(`/api/user/alerts/${broadcast.id}`)).status).toBe(200)
    expect((await otherClient.get('/api/user/alerts/unread')).body.total).toBe(otherBefore)
  })

  it("answers another user's personal alert and an unknown one as NotFound", async () => {
    const owner = await buildUser(t.ctx)
    const stranger = await buildUser(t.ctx)
    const alert = await buildAlert({ recipientUserId: owner.id })
    const client = await t.signIn(stranger.email)
    const foreign = await client.get(`/api/user/alerts/${alert.id}`)
    expect(foreign.status).toBe(404)
    expect(foreign.body).toMatchObject({ code: 'NotFound' })
    expect((await client.get('/api/user/alerts/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    // The owner's alert stays unread.
    const ownerClient = await t.signIn(owner.email)
    const unread = (await ownerClient.get('/api/user/alerts/unread')).body
    expect(unread.alerts.map((a: { id: string }) => a.id)).toContain(alert.id)
  })

  it('answers 401 without a session', async () => {
    expect((await t.client().get('/api/user/alerts/unread')).status).toBe(401)
  })
})
