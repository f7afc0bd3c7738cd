import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'

// Sessions are kept in memory for the routes that only need the actor. Everything that ends a session or changes
// whom it acts for must still take effect at once: on this instance right away, from elsewhere through the feed.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const FEED_WAIT = { timeout: 3000, interval: 20 }
/** A call that resolves its session through the cache (not the user-data lookup of /user/info). */
const CACHED = '/api/systems'
const ADMIN_ONLY = '/api/search/reindex'

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.ctx, overrides)
  const client = await t.signIn(user.email)
  expect((await client.get(CACHED)).status).toBe(200)
  return { user, client }
}

describe('the session cache', () => {
  it('serves a session from memory', async () => {
    const { user, client } = await signedIn()
    const org = await buildOrganization(t.ctx)
    await addMember(t.ctx, org.id, user.id, { role: 'Employee' })
    // Moved without an announcement, as nothing in the portal does: only the cache can hide it.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      await tx.execute(sql`update sessions set organization_id = ${org.id} where user_id = ${user.id}`)
    })
    expect((await client.get('/api/user/organizations/active')).body).toBeNull()
  })

  it('ends a signed-out session for the very next request', async () => {
    const { client } = await signedIn()
    const jar = client.cookieHeader
    expect((await client.delete('/api/login')).status).toBe(204)
    expect((await fetch(`${t.url}${CACHED}`, { headers: { cookie: jar } })).status).toBe(401)
  })

  it('applies an organization chosen here to the very next request', async () => {
    const { user, client } = await signedIn()
    const org = await buildOrganization(t.ctx, { shortName: 'ООО «Сразу»' })
    await addMember(t.ctx, org.id, user.id, { role: 'Employee' })
    expect((await client.post('/api/login/organization', { organizationId: org.id })).status).toBe(200)
    expect((await client.get('/api/user/organizations/active')).body).toMatchObject({ shortName: 'ООО «Сразу»' })
  })

  it('still ends an idle session and one past its absolute limit', async () => {
    const idle = await signedIn()
    t.clock.advance(61 * 60_000)
    expect((await idle.client.get(CACHED)).status).toBe(401)

    const busy = await signedIn()
    // A request every half hour keeps it from idling, until 12 hours after sign-in.
    for (let halfHour = 1; halfHour < 24; halfHour++) {
      t.clock.advance(30 * 60_000)
      expect((await busy.client.get(CACHED)).status).toBe(200)
    }
    t.clock.advance(30 * 60_000)
    expect((await busy.client.get(CACHED)).status).toBe(401)
  })

  it('hears a session ended elsewhere', async () => {
    const { user, client } = await signedIn()
    await t.ctx.db.execute(sql`delete from sessions where user_id = ${user.id}`)
    await expect.poll(async () => (await client.get(CACHED)).status, FEED_WAIT).toBe(401)
  })

  it('hears a user disabled elsewhere', async () => {
    const { user, client } = await signedIn()
    await t.ctx.db.execute(sql`update users set disabled_at = now() where id = ${user.id}`)
    await expect.poll(async () => (await client.get(CACHED)).status, FEED_WAIT).toBe(401)
  })

  it('hears an Admin role taken away elsewhere', async () => {
    const { user, client } = await signedIn({ role: 'Admin' })
    expect((await client.get(ADMIN_ONLY)).status).toBe(200)
    await t.ctx.db.execute(sql`update users set role = 'Regular' where id = ${user.id}`)
    await expect.poll(async () => (await client.get(ADMIN_ONLY)).status, FEED_WAIT).toBe(403)
  })
})
