/**
 * Shared setup of the knowledge-base and search benches: a database holding BENCH_ARTICLES generated articles
 * (embedded PostgreSQL in a temporary directory, TEST_DATABASE_URL, or BENCH_DATA_DIR to keep the generated
 * cluster between runs), the portal as production builds it, a signed-in user, and the baseline: a bare Fastify
 * route doing one primary-key lookup on the same database.
 */
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp } from '../../apps/server/src/app'
import { loadConfig } from '../../apps/server/src/config'
import { connectDatabase } from '../../apps/server/src/db/client'
import { runMigrations } from '../../apps/server/src/db/migrate'
import { users } from '../../apps/server/src/db/schema/index'
import { systemClock } from '../../apps/server/src/platform/clock'
import { hashPassword } from '../../apps/server/src/platform/passwords'
import { LocalFileStorage } from '../../apps/server/src/platform/storage/local-storage'
import { generateArticles } from '../generate-articles'
import { openBenchDatabase, postgresCpuSeconds } from './database'
import { runLoad, type LoadOptions, type LoadResult } from './load'
import { createAppContext } from '../../apps/server/src/app-context'

export const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000)
const PASSWORD = 'Bench-Password-1'

const addressOf = (app: FastifyInstance) => {
  const a = app.server.address() as { port: number }
  return `http://127.0.0.1:${a.port}`
}

export interface KbBench {
  /** Runs one measured load and reports the CPU it cost per request (this process, and PostgreSQL when embedded). */
  measure(options: LoadOptions): Promise<LoadResult & { cpu: string }>
  url: string
  bareUrl: string
  cookie: string
  headers: Record<string, string>
  /** One article of the generated data, and the ids planted with the rare word. */
  articleId: string
  /** Ids of `limit` articles: the most viewed first, or a random sample. */
  articleIds(limit: number, order: 'most-viewed' | 'random'): Promise<string[]>
  close(): Promise<void>
}

export async function startKbBench(log: (line: string) => void): Promise<KbBench> {
  const kept = process.env.BENCH_DATA_DIR
  const workDir = kept ? path.resolve(kept) : await mkdtemp(path.join(tmpdir(), 'psp-bench-kb-'))
  await mkdir(workDir, { recursive: true })
  // Run as root, the embedded PostgreSQL runs as `postgres`, which must reach its data directory.
  await chmod(workDir, 0o755)
  const database = await openBenchDatabase(workDir, 'psp_bench_kb')
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    // The bench measures latency at a fixed rate from one user; the per-user search limit would refuse it.
    SEARCH_RATE_LIMIT: '1000000000',
  })
  const handle = connectDatabase(database.url, { max: config.DB_POOL_MAX })
  await runMigrations(handle.pool)
  const storage = new LocalFileStorage(path.join(workDir, 'files'))
  const ctx = createAppContext({ config, db: handle.db, storage, clock: systemClock })

  const [{ n }] = (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from kb_articles`)).rows
  if (n < ARTICLES) {
    if (n > 0) throw new Error(`${workDir} holds ${n} articles, fewer than ${ARTICLES}: remove it first`)
    log(`generating ${ARTICLES} articles…`)
    await generateArticles(handle.db, { count: ARTICLES, log })
  } else {
    log(`using ${n} articles already in ${workDir}`)
    // Kept data starts each run as generated: without the events of earlier runs (which grow by the 100,000s and
    // keep autovacuum busy during the measurements), with the views they added settled.
    await handle.db.execute(sql`truncate article_events`)
    await handle.db.execute(sql`vacuum analyze kb_article_views`)
  }

  const email = 'bench@example.test'
  await handle.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD), surname: 'Нагрузкин', name: 'Тест', role: 'Regular' })
    .onConflictDoNothing()
  const app = await buildApp(ctx)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const url = addressOf(app)
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ login: email, password: PASSWORD }),
  })
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`)
  const cookie = login.headers.getSetCookie()[0].split(';')[0]

  const [{ id: articleId }] = (
    await handle.db.execute<{ id: string }>(sql`select id from kb_articles order by slug limit 1 offset 4242`)
  ).rows

  // The baseline: the same database, one primary-key lookup, nothing else.
  const bare = Fastify()
  const basePool = new pg.Pool({ connectionString: database.url, max: config.DB_POOL_MAX })
  bare.get('/bare/:id', async (request) => {
    const { id } = request.params as { id: string }
    const { rows } = await basePool.query('select id, title from kb_articles where id = $1', [id])
    return rows[0]
  })
  await bare.listen({ port: 0, host: '127.0.0.1' })

  return {
    measure: async (options) => {
      const nodeBefore = process.cpuUsage()
      const pgBefore = postgresCpuSeconds(workDir)
      const result = await runLoad(options)
      const node = process.cpuUsage(nodeBefore)
      const pgAfter = postgresCpuSeconds(workDir)
      const per = (seconds: number) => `${((seconds * 1e6) / Math.max(1, result.requests)).toFixed(0)} µs`
      const cpu =
        `CPU per request: node ${per((node.user + node.system) / 1e6)} (server and load generator)` +
        (pgBefore !== null && pgAfter !== null ? `, PostgreSQL ${per(pgAfter - pgBefore)}` : '')
      return { ...result, cpu }
    },
    url,
    bareUrl: `${addressOf(bare)}/bare/${articleId}`,
    cookie,
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    articleId,
    articleIds: async (limit, order) => {
      const { rows } = await handle.db.execute<{ id: string }>(
        order === 'random'
          ? sql`select id from kb_articles order by random() limit ${limit}`
          : sql`select article_id as id from kb_article_views order by views_count desc, article_id limit ${limit}`,
      )
      return rows.map((r) => r.id)
    },
    close: async () => {
      await bare.close()
      await basePool.end()
      await app.close()
      await handle.close()
      await database.close()
      if (!kept) await rm(workDir, { recursive: true, force: true })
    },
  }
}

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a')

export const formatRatio = (label: string, r: LoadResult, base: LoadResult) =>
  `ratio ${label.padEnd(22)} req/s ${ratio(r.rps, base.rps)}  p50 ${ratio(r.p50, base.p50)}x  ` +
  `p95 ${ratio(r.p95, base.p95)}x  p99 ${ratio(r.p99, base.p99)}x`
