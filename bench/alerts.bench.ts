/**
 * Alerts at scale:
 * 1. Publishing one notification to 100,000 users, at once (POST /api/alerts) and by the scheduled job, with the
 *    time taken and the database work it caused (rows written, blocks touched, PostgreSQL CPU) printed.
 * 2. GET /api/user/alerts/unread with a signed-in session beside a bare Fastify route, both at 1,000 req/s.
 *    Goal: p99 under 10 ms. Uses TEST_DATABASE_URL when set, else an embedded PostgreSQL in a temporary directory.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { connectDatabase, type Database } from '../apps/server/src/db/client'
import { runMigrations } from '../apps/server/src/db/migrate'
import { publishDueNotifications } from '../apps/server/src/modules/alerts/notification-publisher'
import { systemClock } from '../apps/server/src/platform/clock'
import { LocalFileStorage } from '../apps/server/src/platform/storage/local-storage'
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../apps/server/src/seed/demo'
import { openBenchDatabase, postgresCpuSeconds } from './support/database'
import { formatResult, runLoad } from './support/load'
import { runBench } from './support/run-bench'
import { pino } from 'pino'
import { createAppContext, createLogger } from '../apps/server/src/app-context'

const USERS = Number(process.env.BENCH_USERS ?? 100_000)
const RATE = Number(process.env.BENCH_RATE ?? 1000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const GOAL_P99_MS = 10
const GOAL_PUBLISH_MS = 3000

type Stats = { inserted: number; updated: number; blocks: number }
async function databaseStats(db: Database): Promise<Stats> {
  const { rows } = await db.execute<{ ins: string; upd: string; blks: string }>(sql`
    select tup_inserted as ins, tup_updated as upd, blks_hit + blks_read as blks
      from pg_stat_database where datname = current_database()`)
  return { inserted: Number(rows[0].ins), updated: Number(rows[0].upd), blocks: Number(rows[0].blks) }
}

/** Times `work` and prints what it cost the database (statistics are flushed before reading them). */
async function costOf(label: string, db: Database, dataDir: string, work: () => Promise<unknown>) {
  await db.execute(sql`select pg_stat_force_next_flush()`).catch(() => {})
  const before = await databaseStats(db)
  const cpuBefore = postgresCpuSeconds(dataDir)
  const started = performance.now()
  await work()
  const ms = performance.now() - started
  await db.execute(sql`select pg_stat_force_next_flush()`).catch(() => {})
  await new Promise((r) => setTimeout(r, 600))
  const after = await databaseStats(db)
  const cpuAfter = postgresCpuSeconds(dataDir)
  console.log(
    `${label.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms  rows inserted ${after.inserted - before.inserted}, ` +
      `updated ${after.updated - before.updated}, blocks touched ${after.blocks - before.blocks}` +
      (cpuBefore !== null && cpuAfter !== null
        ? `, PostgreSQL CPU ${((cpuAfter - cpuBefore) * 1000).toFixed(0)} ms`
        : ''),
  )
  return ms
}

const addressOf = (server: { address(): unknown }) => `http://127.0.0.1:${(server.address() as { port: number }).port}`

async function login(base: string, email: string) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ login: email, password: DEMO_PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status}`)
  return response.headers.getSetCookie()[0].split(';')[0]
}

async function main(): Promise<boolean> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'psp-bench-'))
  await chmod(workDir, 0o755)
  const database = await openBenchDatabase(workDir, 'psp_bench_alerts')
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    NOTIFICATIONS_CHECK_SECONDS: '3600',
  })
  const handle = connectDatabase(database.url, { max: config.DB_POOL_MAX })
  await runMigrations(handle.pool)
  const storage = new LocalFileStorage(path.join(workDir, 'files'))
  // Logged as in production, to a sink: the log lines are part of the cost measured.
  const log = createLogger({ level: 'info' }, pino.destination('/dev/null'))
  const ctx = createAppContext({ config, db: handle.db, storage, clock: systemClock }, log)
  await seedDemoIfEmpty(ctx)
  // 100,000 users in one statement, sharing the demo admin's password hash (nobody signs in as them).
  await handle.db.execute(sql`
    insert into users (email, password_hash, surname, name, role, accepted_agreement_id)
    select 'bench-' || g || '@example.test', u.password_hash, 'Нагрузка', 'Пользователь ' || g, 'Regular',
           u.accepted_agreement_id
      from generate_series(1, ${USERS}) g, (select password_hash, accepted_agreement_id from users
                                             where email = 'admin@example.com') u`)
  await handle.db.execute(sql`analyze`)

  const app = await buildApp(ctx)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const bare = Fastify()
  bare.get('/bare', async () => ({ ok: true }))
  await bare.listen({ port: 0, host: '127.0.0.1' })
  const base = addressOf(app.server)

  try {
    const adminCookie = await login(base, 'admin@example.com')
    console.log(`Publishing one notification to ${USERS.toLocaleString('en')} users (+ demo users)`)
    const publishNow = await costOf('POST /api/alerts, publish immediately', handle.db, workDir, async () => {
      const form = new FormData()
      form.append('title', '<b>Плановые работы</b>')
      form.append('text', 'Портал будет недоступен ночью')
      form.append('publishImmediately', 'true')
      const response = await fetch(`${base}/api/alerts`, {
        method: 'POST',
        headers: { cookie: adminCookie, 'x-requested-with': 'XMLHttpRequest' },
        body: form,
      })
      if (response.status !== 200) throw new Error(`publish failed: ${response.status}`)
    })
    // A scheduled one, due now: published by the job as it runs on each instance.
    await handle.db.execute(sql`
      insert into alerts (title, text, publication_at, published_at)
      values ('Запланированное', '', now() - interval '1 second', null)`)
    const publishJob = await costOf('scheduled publication by the job', handle.db, workDir, async () => {
      const { published } = await publishDueNotifications(ctx)
      if (published !== 1) throw new Error(`job published ${published}`)
    })
    const last = await handle.db.execute<{ n: string }>(sql`
      select count(*) as n from alerts a, users u
       where u.email = ${`bench-${USERS}@example.test`} and a.recipient_user_id is null
         and a.published_at is not null
         and not exists (select 1 from alert_reads r where r.alert_id = a.id and r.user_id = u.id)`)
    console.log(`the last of the ${USERS.toLocaleString('en')} users now has ${last.rows[0].n} unread notifications`)

    const cookie = await login(base, 'employee@example.com')
    const unread = { url: `${base}/api/user/alerts/unread`, headers: { cookie } }
    const check = await fetch(unread.url, { headers: unread.headers })
    if (check.status !== 200) throw new Error(`unread failed: ${check.status}`)
    console.log(`\nGET /api/user/alerts/unread vs a bare Fastify route, ${RATE} req/s for ${SECONDS} s each`)
    await runLoad({ label: 'warm-up', url: `${addressOf(bare.server)}/bare`, rate: RATE, seconds: 2 })
    await runLoad({ label: 'warm-up', ...unread, rate: RATE, seconds: 3 })
    const bareResult = await runLoad({
      label: 'bare Fastify route',
      url: `${addressOf(bare.server)}/bare`,
      rate: RATE,
      seconds: SECONDS,
    })
    const unreadResult = await runLoad({
      label: 'GET /api/user/alerts/unread',
      ...unread,
      rate: RATE,
      seconds: SECONDS,
    })
    console.log(formatResult(bareResult))
    console.log(formatResult(unreadResult))

    const unreadMet = unreadResult.p99 < GOAL_P99_MS && unreadResult.non2xx === 0 && unreadResult.rps >= RATE * 0.95
    const publishMet = publishNow < GOAL_PUBLISH_MS && publishJob < GOAL_PUBLISH_MS
    console.log(
      `goal: publishing to ${USERS.toLocaleString('en')} users under ${GOAL_PUBLISH_MS} ms: ${publishMet ? 'met' : 'MISSED'} ` +
        `(${publishNow.toFixed(0)} ms at once, ${publishJob.toFixed(0)} ms by the job)`,
    )
    console.log(
      `goal: unread p99 < ${GOAL_P99_MS} ms at ${RATE} req/s: ${unreadMet ? 'met' : 'MISSED'} ` +
        `(p99 ${unreadResult.p99.toFixed(2)} ms at ${unreadResult.rps.toFixed(0)} req/s; bare p99 ${bareResult.p99.toFixed(2)} ms)`,
    )
    return unreadMet && publishMet
  } finally {
    await bare.close()
    await app.close()
    await handle.close()
    await database.close()
    await rm(workDir, { recursive: true, force: true })
  }
}

runBench(main)
