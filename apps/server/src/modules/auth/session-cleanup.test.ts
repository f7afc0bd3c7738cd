import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { loginDevices, scheduledJobs, sessions } from '../../db/schema/index'
import { connectDatabase } from '../../db/client'
import { claimJobRun } from '../../platform/periodic-job'
import { cleanUpSessions } from './session-cleanup'

// Sessions and known browsers that count for nothing any more are deleted, by one instance per interval.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '12', LOGIN_WINDOW_MINUTES: '15' } })
})
afterAll(() => t.close())

const sessionIds = async (userId: string) =>
  (await t.ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length
const devicesOf = async (deviceId: string) =>
  (await t.ctx.db.select().from(loginDevices).where(eq(loginDevices.deviceId, deviceId))).length

describe('the session clean-up', () => {
  it('deletes idle and outlived sessions and browsers not signed in for 180 days, keeping what still counts', async () => {
    const idle = await buildUser(t.ctx)
    const outlived = await buildUser(t.ctx)
    const live = await buildUser(t.ctx)
    await t.signIn(idle.email)
    const old = await t.signIn(outlived.email)
    const forgotten = new Date(t.clock.now().getTime() - 180 * DAY + 6 * HOUR)
    await t.ctx.db.insert(loginDevices).values({ deviceId: 'forgotten', userId: live.id, signedInAt: forgotten })
    // The outlived session stays active every 20 minutes, until its 12 hours are over.
    for (let elapsed = 0; elapsed < 12 * HOUR; elapsed += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE)
      await old.get('/api/user/info')
    }
    const liveClient = await t.signIn(live.email)
    const lately = new Date(t.clock.now().getTime() - 179 * DAY)
    await t.ctx.db.insert(loginDevices).values({ deviceId: 'known', userId: live.id, signedInAt: lately })
    expect(await sessionIds(idle.id)).toBe(1)
    expect(await sessionIds(outlived.id)).toBe(1)

    const deleted = await cleanUpSessions(t.ctx)
    expect(deleted.sessions).toBeGreaterThanOrEqual(2)
    expect(await sessionIds(idle.id)).toBe(0)
    expect(await sessionIds(outlived.id)).toBe(0)
    expect(await sessionIds(live.id)).toBe(1)
    expect((await liveClient.get('/api/user/info')).status).toBe(200)
    expect(deleted.loginDevices).toBe(1)
    expect(await devicesOf('forgotten')).toBe(0)
    expect(await devicesOf('known')).toBe(1)
  })

  it('is claimed by one instance per interval, however many ask at once', async () => {
    // Several instances: each its own connection pool on the same database.
    const instances = Array.from({ length: 5 }, () => connectDatabase(t.databaseUrl, { max: 1 }))
    try {
      const now = t.clock.now()
      const claims = await Promise.all(instances.map((i) => claimJobRun(i.db, 'test-job', now, HOUR)))
      expect(claims.filter(Boolean)).toHaveLength(1)
      const soon = new Date(now.getTime() + 30 * MINUTE)
      expect(await claimJobRun(instances[0].db, 'test-job', soon, HOUR)).toBe(false)
      const later = new Date(now.getTime() + HOUR)
      const next = await Promise.all(instances.map((i) => claimJobRun(i.db, 'test-job', later, HOUR)))
      expect(next.filter(Boolean)).toHaveLength(1)
    } finally {
      await Promise.all(instances.map((i) => i.close()))
    }
  })
})

describe('the running server', () => {
  it('cleans up when it starts and then every CLEANUP_INTERVAL_MINUTES', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const app = await startTestApp({ env: { CLEANUP_INTERVAL_MINUTES: '5', SESSION_IDLE_MINUTES: '30' } })
    try {
      const lastRun = async () =>
        (await app.ctx.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'session-cleanup')))[0]?.lastRunAt
      await vi.waitFor(async () => expect(await lastRun()).toEqual(app.clock.now()), { timeout: 5000 })

      const user = await buildUser(app.ctx)
      await app.signIn(user.email)
      app.clock.advance(31 * MINUTE)
      const count = async () =>
        (await app.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from sessions`)).rows[0].n
      expect(await count()).toBe(1)
      vi.advanceTimersByTime(5 * MINUTE)
      await vi.waitFor(async () => expect(await count()).toBe(0), { timeout: 5000 })
      expect(await lastRun()).toEqual(app.clock.now())
    } finally {
      await app.close()
      vi.useRealTimers()
    }
  })

  it('never runs with CLEANUP_INTERVAL_MINUTES=0', async () => {
    const app = await startTestApp({ env: { CLEANUP_INTERVAL_MINUTES: '0' } })
    try {
      expect(await app.ctx.db.select().from(scheduledJobs)).toEqual([])
    } finally {
      await app.close()
    }
  })
})
