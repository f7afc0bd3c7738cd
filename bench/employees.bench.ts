/**
 * The employee list of an organization of 10,000 employees: a filtered, sorted page of
 * POST /api/organizations/{id}/users, beside a bare Fastify route in the same run, both at a fixed 200 req/s.
 * Goal: p95 under 30 ms. Uses TEST_DATABASE_URL when set, else an embedded PostgreSQL in a temporary directory.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { completeInn } from '@psp/contracts'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { connectDatabase } from '../apps/server/src/db/client'
import { runMigrations } from '../apps/server/src/db/migrate'
import { systemClock } from '../apps/server/src/platform/clock'
import { hashPassword } from '../apps/server/src/platform/passwords'
import { LocalFileStorage } from '../apps/server/src/platform/storage/local-storage'
import { openBenchDatabase } from './support/database'
import { formatResult, runLoad } from './support/load'
import { runBench } from './support/run-bench'
import { pino } from 'pino'
import { createAppContext, createLogger } from '../apps/server/src/app-context'

const RATE = Number(process.env.BENCH_RATE ?? 200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000)
const GOAL_P95_MS = 30
const PASSWORD = 'Bench-2026'

const addressOf = (server: { address(): unknown }) => `http://127.0.0.1:${(server.address() as { port: number }).port}`

/** One organization with its Admin and EMPLOYEES members (a tenth of them join requests, a twentieth Admins). */
export async function seedOrganization(db: ReturnType<typeof connectDatabase>['db']) {
  const hash = await hashPassword(PASSWORD)
  const surnames = ['Иванов', 'Петрова', 'Сидоров', 'Кузнецова', 'Смирнов', 'Попова', 'Васильев', 'Морозова']
  const names = ['Анна', 'Борис', 'Вера', 'Глеб', 'Дарья', 'Егор', 'Жанна', 'Илья']
  await db.execute(sql`
    insert into organizations (id, full_name, short_name, inn, kpp, status)
    values ('00000000-0000-4000-8000-00000000b0b0', 'ООО «Большая»', 'ООО «Большая»', ${completeInn('770000001')}, null, 'Accepted')`)
  await db.execute(sql`
    insert into users (email, password_hash, surname, name, patronymic, phone, role)
    select 'bench-' || g || '@example.test', ${hash},
           (${`{${surnames.join(',')}}`}::text[])[1 + g % 8] || g,
           (${`{${names.join(',')}}`}::text[])[1 + (g / 8) % 8], 'Отчество',
           '+7 (9' || lpad((g % 100)::text, 2, '0') || ') ' || lpad((g % 1000)::text, 3, '0') || '-00-00', 'Regular'
      from generate_series(0, ${EMPLOYEES}) g`)
  await db.execute(sql`
    insert into organization_members (organization_id, user_id, role, status, is_default)
    select '00000000-0000-4000-8000-00000000b0b0', u.id,
           case when u.email = 'bench-0@example.test' or n % 20 = 0 then 'Admin' else 'Employee' end,
           case when u.email <> 'bench-0@example.test' and n % 10 = 3 then 'Created' else 'Accepted' end, true
      from (select id, email, row_number() over (order by email) as n from users where email like 'bench-%') u`)
  await db.execute(sql`vacuum analyze`)
}

async function main(): Promise<boolean> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'psp-bench-'))
  await chmod(workDir, 0o755)
  const database = await openBenchDatabase(workDir, 'psp_bench_employees')
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: database.url })
  const handle = connectDatabase(database.url, { max: config.DB_POOL_MAX })
  await runMigrations(handle.pool)
  await seedOrganization(handle.db)
  const storage = new LocalFileStorage(path.join(workDir, 'files'))
  // Logged as in production, to a sink: the log lines are part of the cost measured.
  const log = createLogger({ level: 'info' }, pino.destination('/dev/null'))
  const ctx = createAppContext({ config, db: handle.db, storage, clock: systemClock }, log)
  const app = await buildApp(ctx)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const bare = Fastify()
  bare.post('/bare', async () => ({ ok: true }))
  await bare.listen({ port: 0, host: '127.0.0.1' })

  try {
    const login = await fetch(`${addressOf(app.server)}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ login: 'bench-0@example.test', password: PASSWORD }),
    })
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`)
    const cookie = login.headers.getSetCookie()[0].split(';')[0]
    // A filtered, sorted page deep in the list: accepted employees, e-mail descending, page 20 of 25 rows.
    const body = JSON.stringify({
      page: 20,
      itemsPerPage: 25,
      filter: { state: 'Accepted', role: 'Employee' },
      sort: { field: 'email', order: 'Desc' },
    })
    const list = {
      url: `${addressOf(app.server)}/api/organizations/00000000-0000-4000-8000-00000000b0b0/users`,
      method: 'POST',
      body,
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    }
    const check = await fetch(list.url, list)
    const page = (await check.json()) as { total: number; items: unknown[] }
    if (check.status !== 200 || page.items.length !== 25) throw new Error(`employee list failed: ${check.status}`)
    const baseline = { url: `${addressOf(bare.server)}/bare`, method: 'POST', body, headers: list.headers }

    console.log(
      `POST /api/organizations/{id}/users (${EMPLOYEES} employees, ${page.total} match the filter) vs a bare Fastify ` +
        `route, ${RATE} req/s for ${SECONDS} s each, evenly spaced`,
    )
    await runLoad({ label: 'warm-up', ...baseline, rate: RATE, seconds: 2 })
    await runLoad({ label: 'warm-up', ...list, rate: RATE, seconds: 3 })
    const bareResult = await runLoad({ label: 'bare Fastify route', ...baseline, rate: RATE, seconds: SECONDS })
    const listResult = await runLoad({ label: 'employee list page', ...list, rate: RATE, seconds: SECONDS })
    console.log(formatResult(bareResult))
    console.log(formatResult(listResult))
    const met = listResult.p95 < GOAL_P95_MS && listResult.non2xx === 0 && listResult.rps >= RATE * 0.95
    console.log(
      `goal: p95 < ${GOAL_P95_MS} ms at ${RATE} req/s: ${met ? 'met' : 'MISSED'} ` +
        `(p95 ${listResult.p95.toFixed(2)} ms, baseline p95 ${bareResult.p95.toFixed(2)} ms, at ${listResult.rps.toFixed(0)} req/s)`,
    )
    return met
  } finally {
    await bare.close()
    await app.close()
    await handle.close()
    await database.close()
    await rm(workDir, { recursive: true, force: true })
  }
}

if (process.argv[1]?.endsWith('employees.bench.ts')) runBench(main)
