import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alerts } from '../../db/schema/index'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import type { ApiClient } from '../../../test/api-client'

// The kept unread lists against a real database: what another instance or a manual fix writes (here: the test's own
// SQL, which passes by this server) reaches the user's bell at once, and the clock alone makes alerts appear and
// expire.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const HOUR = 3_600_000
const FEED_WAIT = { timeout: 3000, interval: 20 }
const hoursFromNow = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR)

async function signedInUser() {
  const user = await buildUser(t.ctx)
  return { user, client: await t.signIn(user.email) }
}

async function addAlert(values: Partial<typeof alerts.$inferInsert>) {
  const [row] = await t.ctx.db
    .insert(alerts)
    .values({ title: 'Оповещение', text: '', publicationAt: hoursFromNow(-1), ...values })
    .returning()
  return row
}

const unreadTitles = async (client: ApiClient) =>
  (await client.get('/api/user/alerts/unread')).body.alerts.map((a: { title: string }) => a.title)

describe('the unread alerts kept in memory', () => {
  it('answers from memory: a change no trigger announces is not seen', async () => {
    const { user, client } = await signedInUser()
    await addAlert({ recipientUserId: user.id, title: 'Первое' })
    // Once the insert's own announcement has come back, the list stays in memory.
    await expect
      .poll(
        async () => (await unreadTitles(client)).includes('Первое') && !!t.ctx.caches.unreadAlerts.peek(user.id),
        FEED_WAIT,
      )
      .toBe(true)
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.execute(sql`update alerts set title = 'Тихо' where recipient_user_id = ${user.id}`)
    })
    expect(await unreadTitles(client)).toEqual(['Первое'])
  })

  it("hears a user's alert, a read and a notification written by anyone else", async () => {
    const { user, client } = await signedInUser()
    expect(await unreadTitles(client)).not.toContain('Личное')
    const personal = await addAlert({ recipientUserId: user.id, title: 'Личное' })
    await expect.poll(() => unreadTitles(client), FEED_WAIT).toContain('Личное')

    await t.ctx.db.execute(sql`insert into alert_reads (alert_id, user_id) values (${personal.id}, ${user.id})`)
    await expect.poll(() => unreadTitles(client), FEED_WAIT).not.toContain('Личное')

    const waiting = await addAlert({ title: 'Для всех', publishedAt: null })
    expect(await unreadTitles(client)).not.toContain('Для всех')
    await t.ctx.db.execute(sql`update alerts set published_at = now() where id = ${waiting.id}`)
    await expect.poll(() => unreadTitles(client), FEED_WAIT).toContain('Для всех')

    await t.ctx.db.execute(sql`delete from alerts where id = ${waiting.id}`)
    await expect.poll(() => unreadTitles(client), FEED_WAIT).not.toContain('Для всех')
  })

  it('lets an alert appear and expire at its time, with no change announced', async () => {
    const { user, client } = await signedInUser()
    // Steps shorter than the session's idle time, so the user stays signed in.
    await addAlert({ recipientUserId: user.id, title: 'Позже', publicationAt: hoursFromNow(0.3) })
    await addAlert({ recipientUserId: user.id, title: 'Истекает', expirationAt: hoursFromNow(0.6) })
    expect(await unreadTitles(client)).toEqual(['Истекает'])
    t.clock.advance(0.45 * HOUR)
    expect(await unreadTitles(client)).toEqual(['Позже', 'Истекает'])
    t.clock.advance(0.3 * HOUR)
    expect(await unreadTitles(client)).toEqual(['Позже'])
  })

  it('answers 304 to the ETag of an unchanged list, and the new list once it changed', async () => {
    const { user, client } = await signedInUser()
    const alert = await addAlert({ recipientUserId: user.id, title: 'С меткой' })
    const first = await client.get('/api/user/alerts/unread')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    const again = await fetch(`${t.url}/api/user/alerts/unread`, {
      headers: { cookie: client.cookieHeader, 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    expect((await client.get(`/api/user/alerts/${alert.id}`)).status).toBe(200)
    const changed = await client.request('GET', '/api/user/alerts/unread', { headers: { 'if-none-match': etag } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(changed.body.total).toBe(first.body.total - 1)
  })

  it("answers its own instance's read and 'mark all read' on the very next request", async () => {
    const { user, client } = await signedInUser()
    const one = await addAlert({ recipientUserId: user.id, title: 'Один' })
    await addAlert({ recipientUserId: user.id, title: 'Два' })
    await addAlert({ recipientUserId: user.id, title: 'Три' })
    expect(await unreadTitles(client)).toEqual(expect.arrayContaining(['Один', 'Два', 'Три']))
    await client.get(`/api/user/alerts/${one.id}`)
    expect(await unreadTitles(client)).not.toContain('Один')
    expect((await client.post('/api/user/alerts/read')).body.marked).toBeGreaterThanOrEqual(2)
    expect((await client.get('/api/user/alerts/unread')).body).toEqual({ alerts: [], total: 0 })
  })
})
