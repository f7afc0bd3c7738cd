/**
 * POST /api/search over BENCH_ARTICLES (100,000) generated articles at a fixed rate, for a rare word, a word in
 * every article, a typo (the trigram fallback), text typed in the Latin layout, and two words; beside a bare
 * Fastify route doing one primary-key lookup at the same rate. Goal: p95 under 20 ms and p99 under 50 ms for each.
 * `node --import tsx bench/search.bench.ts` (BENCH_DATA_DIR keeps the generated data between runs).
 */
import { COMMON_WORD, RARE_WORD } from './generate-articles'
import { formatResult, runLoad, type LoadResult } from './support/load'
import { ARTICLES, formatRatio, startKbBench } from './support/kb-bench'
import { runBench } from './support/run-bench'

const RATE = Number(process.env.BENCH_RATE ?? 100)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const GOAL_P95_MS = 20
const GOAL_P99_MS = 50

const queries: Array<{ label: string; text: string }> = [
  { label: `rare «${RARE_WORD}»`, text: RARE_WORD },
  { label: `common «${COMMON_WORD}ы»`, text: `${COMMON_WORD}ы` },
  { label: 'typo «ретроспектва»', text: 'ретроспектва' },
  { label: 'layout «ljrevtyns»', text: 'ljrevtyns' },
  { label: 'two words', text: `порядок ${COMMON_WORD}а` },
]

async function main(): Promise<boolean> {
  const bench = await startKbBench(console.log)
  try {
    const request = (text: string, page = 1) => ({
      url: `${bench.url}/api/search`,
      method: 'POST',
      headers: { ...bench.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ text, itemsPerPage: 10, page, whereToSearch: 'knowledge' }),
    })
    for (const q of queries) {
      const answer = await fetch(request(q.text).url, request(q.text))
      const body = (await answer.json()) as { total: number }
      if (answer.status !== 200 || body.total === 0) throw new Error(`search «${q.text}» failed: ${answer.status}`)
      console.log(`  «${q.text}»: ${body.total} hits`)
    }

    console.log(
      `POST /api/search vs a bare primary-key route, ${RATE} req/s evenly spaced for ${SECONDS} s each, ` +
        `${ARTICLES} articles`,
    )
    await runLoad({ label: 'warm-up', url: bench.bareUrl, rate: RATE, seconds: 2 })
    // Every query once at the measured rate first: PostgreSQL then has its index and heap pages in memory.
    for (const q of queries) await runLoad({ label: 'warm-up', ...request(q.text), rate: RATE, seconds: 2 })

    const bare = await bench.measure({
      label: 'bare Fastify pk lookup',
      url: bench.bareUrl,
      rate: RATE,
      seconds: SECONDS,
    })
    const results: Array<LoadResult & { cpu: string }> = []
    for (const q of queries) {
      results.push(
        await bench.measure({ label: `search ${q.label}`, ...request(q.text), rate: RATE, seconds: SECONDS }),
      )
    }
    results.push(
      await bench.measure({
        label: 'search common, page 10',
        ...request(`${COMMON_WORD}ы`, 10),
        rate: RATE,
        seconds: SECONDS,
      }),
    )
    for (const r of [bare, ...results]) console.log(`${formatResult(r)}\n${' '.repeat(29)}${r.cpu}`)
    for (const r of results) console.log(formatRatio(r.label.slice(7, 29), r, bare))
    const missed = results.filter(
      (r) => !(r.p95 < GOAL_P95_MS && r.p99 < GOAL_P99_MS && r.non2xx === 0 && r.rps >= RATE * 0.95),
    )
    console.log(
      `goal: search p95 < ${GOAL_P95_MS} ms and p99 < ${GOAL_P99_MS} ms at ${RATE} req/s: ` +
        (missed.length ? `MISSED for ${missed.map((r) => r.label).join(', ')}` : 'met for every query'),
    )
    return missed.length === 0
  } finally {
    await bench.close()
  }
}

runBench(main)
