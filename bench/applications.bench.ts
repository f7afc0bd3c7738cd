/**
 * The application lists on BENCH_APPLICATIONS (100,000) applications of one organization (plus a tenth as many in
 * 50 others): filtered, sorted pages of the own and the organization lists at BENCH_RATE (200) req/s for
 * BENCH_SECONDS each, beside a bare Fastify route doing one primary-key lookup at the same rate; then the XLSX of the
 * organization's whole list (its admin: every application), its time to the first byte and to the end, and the
 * server's RSS growth, beside reading the same rows with plain SQL. Goals: p95 < 50 ms; the XLSX in at most 3 s,
 * its first byte within 1 s, at most 200 MB of RSS growth.
 * `BENCH_PG_PORT=… node --import tsx bench/applications.bench.ts` (BENCH_DATA_DIR keeps the data between runs,
 * BENCH_PARTS=pages or xlsx runs one part).
 */
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { connectDatabase } from '../apps/server/src/db/client'
import { runMigrations } from '../apps/server/src/db/migrate'
import { systemClock } from '../apps/server/src/platform/clock'
import { hashPassword } from '../apps/server/src/platform/passwords'
import { LocalFileStorage } from '../apps/server/src/platform/storage/local-storage'
import { BENCH_ORG, generateApplications, memberId } from './generate-applications'
import { openBenchDatabase } from './support/database'
import { formatResult, runLoad } from './support/load'
import { runBench } from './support/run-bench'
import { createAppContext } from '../apps/server/src/app-context'

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000)
const RATE = Number(process.env.BENCH_RATE ?? 200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
/** Changes to the organization's applications per second while its pages are measured once more. */
const WRITE_RATE = Number(process.env.BENCH_WRITE_RATE ?? 1)
const GOAL_PAGE_MS = 50
const GOAL_XLSX_MS = 3000
const GOAL_FIRST_BYTE_MS = 1000
const GOAL_XLSX_RSS_MB = 200
const PASSWORD = 'Bench-Password-1'
/** Which parts to run: `pages`, `xlsx` or both (the default). */
const PARTS = (process.env.BENCH_PARTS ?? 'pages,xlsx').split(',')

async function login(url: string, email: string) {
  const answer = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ login: email, password: PASSWORD }),
  })
  if (answer.status !== 200) throw new Error(`login ${email} failed: ${answer.status}`)
  return { cookie: answer.headers.getSetCookie()[0].split(';')[0], 'x-requested-with': 'XMLHttpRequest' }
}

/** The pages measured: who asks, which list, and the view (filter and sort) of the page. */
const PAGES = [
  {
    label: 'own actual, status, by date',
    who: 'employee',
    path: '/api/applications/get-applications?statusGroup=Actual',
    view: { applicationFilter: { status: 'inprogress' }, sortBy: { title: 'createdAt', sortOrder: 'Desc' } },
  },
  {
    label: 'org actual, status, by date',
    who: 'admin',
    path: '/api/organization/applications/find?statusGroup=Actual',
    view: { applicationFilter: { status: 'inprogress' }, sortBy: { title: 'createdAt', sortOrder: 'Desc' } },
  },
  {
    label: 'org all, subject, by number',
    who: 'admin',
    path: '/api/organization/applications/find?statusGroup=None',
    view: {
      applicationFilter: { subject: { text: 'принтер', contains: true } },
      sortBy: { title: 'number', sortOrder: 'Asc' },
    },
  },
  {
    label: 'org all, a month, default',
    who: 'admin',
    path: '/api/organization/applications/find?statusGroup=None',
    view: { applicationFilter: { createdAt: { from: '2026-03-01', to: '2026-03-31' } } },
  },
] as const

async function main(): Promise<boolean> {
  const kept = process.env.BENCH_DATA_DIR
  const workDir = kept ? path.resolve(kept) : await mkdtemp(path.join(tmpdir(), 'psp-bench-applications-'))
  await mkdir(workDir, { recursive: true })
  await chmod(workDir, 0o755)
  const database = await openBenchDatabase(workDir, 'psp_bench_applications')
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: database.url })
  const handle = connectDatabase(database.url, { max: config.DB_POOL_MAX })
  const basePool = new pg.Pool({ connectionString: database.url, max: config.DB_POOL_MAX })
  const bare = Fastify()
  try {
    await runMigrations(handle.pool)
    const count = async () =>
      (
        await handle.db.execute<{ n: number }>(
          sql`select count(*)::int as n from applications where organization_id = ${BENCH_ORG}`,
        )
      ).rows[0].n
    const n = await count()
    if (n === 0) {
      const started = Date.now()
      const passwordHash = await hashPassword(PASSWORD)
      await generateApplications(handle.db, { count: APPLICATIONS, passwordHash, log: console.log })
      console.log(`generated in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    } else if (n !== APPLICATIONS) {
      throw new Error(`${workDir} holds ${n} applications of the bench organization, not ${APPLICATIONS}`)
    } else {
      console.log(`using ${n} applications already in ${workDir}`)
      await handle.db.execute(sql`vacuum analyze applications`)
    }

    const app = await buildApp(
      createAppContext({
        config,
        db: handle.db,
        storage: new LocalFileStorage(path.join(workDir, 'files')),
        clock: systemClock,
      }),
    )
    await app.listen({ port: 0, host: '127.0.0.1' })
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    const sessions = {
      admin: await login(url, 'member0@bench.test'),
      employee: await login(url, 'member1@bench.test'),
    }

    bare.get(
      '/bare',
      async () => (await basePool.query('select id, email from users where id = $1', [memberId(1)])).rows[0],
    )
    await bare.listen({ port: 0, host: '127.0.0.1' })
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`

    const request = (page: (typeof PAGES)[number]) => ({
      url: `${url}${page.path}`,
      method: 'POST',
      headers: { ...sessions[page.who], 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, itemsPerPage: 25, ...page.view }),
    })
    for (const page of PAGES) {
      const answer = await fetch(request(page).url, request(page))
      const body = (await answer.json()) as { total: number }
      console.log(`  ${page.label}: ${answer.status}, ${body.total} rows in the list`)
    }

    const missed: string[] = []
    if (PARTS.includes('pages')) await measurePages()
    async function measurePages() {
      console.log(`pages of 25, ${RATE} req/s evenly spaced for ${SECONDS} s each`)
      await runLoad({ label: 'warm-up', url: bareUrl, rate: RATE, seconds: 1 })
      const baseline = await runLoad({ label: 'bare Fastify pk lookup', url: bareUrl, rate: RATE, seconds: SECONDS })
      console.log(formatResult(baseline))
      for (const page of PAGES) {
        await runLoad({ label: 'warm-up', ...request(page), rate: RATE, seconds: 1 })
        const r = await runLoad({ label: page.label, ...request(page), rate: RATE, seconds: SECONDS })
        console.log(`${formatResult(r)}  p95 ${(r.p95 / Math.max(0.01, baseline.p95)).toFixed(1)}x baseline`)
        if (!(r.p95 < GOAL_PAGE_MS && r.non2xx === 0 && r.errors === 0)) missed.push(r.label)
      }
      // The totals are kept until an application of the organization changes (ADR 0021): the same pages while
      // applications of the organization change WRITE_RATE times a second, so most pages count their list again.
      const { rows: numbers } = await basePool.query(
        'select number from applications where organization_id = $1 order by random() limit 1000',
        [BENCH_ORG],
      )
      let writes = 0
      const writer = setInterval(() => {
        const number = numbers[writes++ % numbers.length].number
        void basePool.query('update applications set unread_by_user = not unread_by_user where number = $1', [number])
      }, 1000 / WRITE_RATE)
      try {
        for (const page of PAGES.slice(2)) {
          const label = `${page.label}, ${WRITE_RATE} writes/s`
          const r = await runLoad({ label, ...request(page), rate: RATE, seconds: SECONDS })
          console.log(`${formatResult(r)}  p95 ${(r.p95 / Math.max(0.01, baseline.p95)).toFixed(1)}x baseline`)
          if (!(r.p95 < GOAL_PAGE_MS && r.non2xx === 0 && r.errors === 0)) missed.push(r.label)
        }
      } finally {
        clearInterval(writer)
      }
    }
    if (PARTS.includes('xlsx')) await measureXlsx()
    async function measureXlsx() {
      // The XLSX of the organization's whole list (None: every application), default sort.
      const { rows: counted } = await basePool.query(
        'select count(*)::int as n from applications where organization_id = $1',
        [BENCH_ORG],
      )
      const rows = counted[0].n as number
      const plainStarted = performance.now()
      await basePool.query(
        `select a.number, a.subject, a.status, a.system_name, a.service_name, a.application_type_title, u.surname,
         u.name, u.patronymic, u.phone, o.short_name, a.created_at, a.updated_at
       from applications a join users u on u.id = a.user_id left join organizations o on o.id = a.organization_id
       where a.organization_id = $1 order by a.updated_at desc, a.number desc`,
        [BENCH_ORG],
      )
      const plainMs = performance.now() - plainStarted
      // A warm-up export (the employee's own list) loads and compiles the export's code before the measured one.
      const warmUp = await fetch(`${url}/api/applications/xls?statusGroup=None`, {
        method: 'POST',
        headers: { ...sessions.employee, 'content-type': 'application/json' },
        body: '{}',
      })
      await warmUp.arrayBuffer()
      global.gc?.()
      const rssBefore = process.memoryUsage().rss
      let rssPeak = rssBefore
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20)
      const started = performance.now()
      const file = await fetch(`${url}/api/organization/applications/xls?statusGroup=None`, {
        method: 'POST',
        headers: { ...sessions.admin, 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, itemsPerPage: 25 }),
      })
      let bytes = 0
      let firstByteMs = 0
      for await (const part of file.body as unknown as AsyncIterable<Uint8Array>) {
        if (bytes === 0) firstByteMs = performance.now() - started
        bytes += part.length
      }
      const xlsxMs = performance.now() - started
      clearInterval(sampler)
      const growthMb = (rssPeak - rssBefore) / 2 ** 20
      console.log(
        `XLSX of ${rows} rows: ${file.status}, ${(bytes / 2 ** 20).toFixed(1)} MB in ${xlsxMs.toFixed(0)} ms, first byte ` +
          `${firstByteMs.toFixed(0)} ms, RSS growth ${growthMb.toFixed(0)} MB ` +
          `(baseline: reading the same rows with plain SQL ${plainMs.toFixed(0)} ms)`,
      )
      if (
        rows < 100_000 ||
        file.status !== 200 ||
        xlsxMs > GOAL_XLSX_MS ||
        firstByteMs > GOAL_FIRST_BYTE_MS ||
        growthMb > GOAL_XLSX_RSS_MB
      ) {
        missed.push('XLSX')
      }
    }
    console.log(
      `goal: pages p95 < ${GOAL_PAGE_MS} ms at ${RATE} req/s; XLSX of 100,000 rows ≤ ${GOAL_XLSX_MS} ms, first byte ` +
        `≤ ${GOAL_FIRST_BYTE_MS} ms, ≤ ${GOAL_XLSX_RSS_MB} MB RSS growth: ` +
        (missed.length ? `MISSED for ${missed.join(', ')}` : 'met'),
    )
    await app.close()
    return missed.length === 0
  } finally {
    await bare.close()
    await basePool.end()
    await handle.close()
    await database.close()
    if (!kept) await rm(workDir, { recursive: true, force: true })
  }
}

runBench(main)
