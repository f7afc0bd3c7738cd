/**
 * The applicant's list and an application's page with each desk behind the portal (ADR 0038): the built-in desk, and
 * Request Tracker 5 from Debian's packages, started on loopback as `npm run test:rt` starts it. Each portal gets the
 * same BENCH_DESK_APPLICATIONS (200) applications of one user, filed through the API, and with RT delivered to it as
 * tickets, half of them answered by an operator in RT and read back; then the list page and application pages are
 * asked at BENCH_RATE (100) req/s for BENCH_SECONDS (5) each, on one portal after the other, twice. Prints p50 and p95
 * for each desk and RT's ratio to the built-in's in the same run. Goal: a p95 ratio of at most 1.25, as the portal
 * answers both from its own record and never waits for the desk.
 *
 *   node --import tsx bench/service-desk.bench.ts   (needs request-tracker5 and rt5-db-postgresql; RT_TEST_DATABASE_URL)
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createAppContext } from '../apps/server/src/app-context'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { connectDatabase } from '../apps/server/src/db/client'
import { runMigrations } from '../apps/server/src/db/migrate'
import { readDeskChanges } from '../apps/server/src/modules/applications/service-desk-changes'
import { deliverToDesk } from '../apps/server/src/modules/applications/service-desk-deliveries'
import { systemClock } from '../apps/server/src/platform/clock'
import { LocalFileStorage } from '../apps/server/src/platform/storage/local-storage'
import { buildUser, TEST_PASSWORD } from '../apps/server/test/factories'
import { buildPlace } from '../apps/server/test/kb-factories'
import { startRequestTracker, type RequestTracker } from '../apps/server/test/request-tracker'
import { openBenchDatabase } from './support/database'
import { formatResult, runLoad, type LoadResult } from './support/load'
import { runBench } from './support/run-bench'

const APPLICATIONS = Number(process.env.BENCH_DESK_APPLICATIONS ?? 200)
const RATE = Number(process.env.BENCH_RATE ?? 100)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const GOAL_RATIO = 1.25
const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }

interface Portal {
  desk: string
  url: string
  headers: Record<string, string>
  ids: string[]
  close(): Promise<void>
}

async function startPortal(desk: 'builtin' | 'rt', rt: RequestTracker): Promise<Portal> {
  const workDir = await mkdtemp(path.join(tmpdir(), `psp-bench-desk-${desk}-`))
  // The embedded PostgreSQL's own user must reach its directory inside.
  await chmod(workDir, 0o755)
  const database = await openBenchDatabase(workDir, `psp_bench_desk_${desk}`)
  const config = loadConfig({
    // Not production: the bench files hundreds of applications from one address in a minute.
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATA_DIR: workDir,
    SERVICE_DESK: desk,
    ...(desk === 'rt' ? { RT_URL: rt.url, RT_TOKEN: rt.token, RT_POLL_SECONDS: '3600' } : {}),
  })
  const handle = connectDatabase(database.url, { max: config.DB_POOL_MAX })
  await runMigrations(handle.pool)
  const ctx = createAppContext({
    config,
    db: handle.db,
    storage: new LocalFileStorage(path.join(workDir, 'files')),
    clock: systemClock,
  })
  const app = await buildApp(ctx)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

  const place = await buildPlace(ctx)
  const user = await buildUser(ctx)
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: XHR,
    body: JSON.stringify({ login: user.email, password: TEST_PASSWORD }),
  })
  const headers = { ...XHR, cookie: login.headers.getSetCookie()[0].split(';')[0] }
  const api = async (method: string, pathname: string, body?: unknown) => {
    const answer = await fetch(`${url}/api${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!answer.ok) throw new Error(`${method} ${pathname}: ${answer.status}`)
    return answer.json()
  }
  const [type] = await api('GET', `/services/${place.service.id}/applicationTypes`)
  const [warranty] = await api('GET', '/warranties')
  const [impact] = await api('GET', '/impacts')
  const ids: string[] = []
  for (let i = 0; i < APPLICATIONS; i++) {
    const filed = await api('POST', '/applications', {
      systemUuid: place.system.id,
      serviceUuid: place.service.id,
      applicationType: type.fullyQualifiedName,
      warranty: warranty.value,
      impact: impact.value,
      subject: `Заявка для замера ${i + 1}`,
      text: 'Текст заявки для замера задержки списка и страницы.',
    })
    ids.push(filed.id)
  }
  if (desk === 'rt') {
    await deliverToDesk(ctx)
    // Half of them answered by the operator in RT, and read back as the desk's comments.
    const tickets = await handle.pool.query<{ ticket: string }>('select ticket from service_desk_tickets')
    for (const { ticket } of tickets.rows.slice(0, Math.ceil(APPLICATIONS / 2))) {
      await rt.rest('POST', `/ticket/${ticket}/correspond`, { Content: 'Ответ оператора', ContentType: 'text/plain' })
    }
    await readDeskChanges(ctx)
  }
  return {
    desk,
    url,
    headers,
    ids,
    close: async () => {
      await app.close()
      await handle.close()
      await database.close()
      await rm(workDir, { recursive: true, force: true })
    },
  }
}

const measure = (portal: Portal, part: 'list' | 'page'): Promise<LoadResult> =>
  runLoad({
    label: `${portal.desk} ${part}`,
    url: portal.url,
    headers: portal.headers,
    rate: RATE,
    seconds: SECONDS,
    ...(part === 'list'
      ? {
          paths: ['/api/applications/get-applications?statusGroup=None'],
          method: 'POST',
          body: JSON.stringify({ page: 1, itemsPerPage: 20 }),
        }
      : { paths: portal.ids.slice(0, 50).map((id) => `/api/applications/${id}`) }),
  })

async function main(): Promise<boolean> {
  const rt = await startRequestTracker()
  const portals: Portal[] = []
  try {
    for (const desk of ['builtin', 'rt'] as const) {
      const started = Date.now()
      portals.push(await startPortal(desk, rt))
      console.log(`${desk}: ${APPLICATIONS} applications filed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    }
    const results: LoadResult[] = []
    for (let round = 0; round < 2; round++) {
      for (const part of ['list', 'page'] as const) {
        for (const portal of portals) {
          const result = await measure(portal, part)
          console.log(formatResult(result))
          if (round === 1) results.push(result)
        }
      }
    }
    let met = true
    for (const part of ['list', 'page']) {
      const [builtIn, withRt] = ['builtin', 'rt'].map((desk) => results.find((r) => r.label === `${desk} ${part}`)!)
      const ratio = withRt.p95 / builtIn.p95
      const ok = ratio <= GOAL_RATIO && withRt.non2xx === 0 && builtIn.non2xx === 0
      met &&= ok
      console.log(
        `${part}: p50 ${builtIn.p50.toFixed(2)} / ${withRt.p50.toFixed(2)} ms, p95 ${builtIn.p95.toFixed(2)} / ` +
          `${withRt.p95.toFixed(2)} ms (built-in / RT), RT's p95 ratio ${ratio.toFixed(2)} (goal ≤ ${GOAL_RATIO}): ` +
          (ok ? 'PASS' : 'FAIL'),
      )
    }
    return met
  } finally {
    for (const portal of portals) await portal.close()
    await rt.close()
  }
}

runBench(main)
