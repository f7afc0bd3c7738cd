/**
 * GET /api/articles?articleUuid (one article, signed in, with its OpenArticle event recorded) at a fixed
 * 3,000 req/s over BENCH_ARTICLES (100,000) generated articles, beside a bare Fastify route doing one primary-key
 * lookup on the same database at the same rate. Goal: p99 under 25 ms.
 * `node --import tsx bench/knowledge-base.bench.ts` (BENCH_DATA_DIR keeps the generated data between runs).
 */
import { formatResult, runLoad } from './support/load'
import { ARTICLES, formatRatio, startKbBench } from './support/kb-bench'

const RATE = Number(process.env.BENCH_RATE ?? 3000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const GOAL_P99_MS = 25

async function main() {
  const bench = await startKbBench(console.log)
  try {
    const article = { url: `${bench.url}/api/articles?articleUuid=${bench.articleId}`, headers: bench.headers }
    const check = await fetch(article.url, { headers: article.headers })
    if (check.status !== 200) throw new Error(`GET /api/articles failed: ${check.status}`)
    const popular = { url: `${bench.url}/api/articles/popular`, headers: bench.headers }

    console.log(
      `GET one article vs a bare primary-key route, ${RATE} req/s for ${SECONDS} s each, ${ARTICLES} articles`,
    )
    await runLoad({ label: 'warm-up', url: bench.bareUrl, rate: RATE, seconds: 2 })
    await runLoad({ label: 'warm-up', ...article, rate: RATE, seconds: 3 })

    const bare = await bench.measure({
      label: 'bare Fastify pk lookup',
      url: bench.bareUrl,
      rate: RATE,
      seconds: SECONDS,
    })
    // The portal's cheapest signed-in call, for what the shared stack (session, hooks, headers) costs by itself.
    const floor = await bench.measure({
      label: 'GET /api/user/info',
      url: `${bench.url}/api/user/info`,
      headers: bench.headers,
      rate: RATE,
      seconds: SECONDS,
    })
    const one = await bench.measure({ label: 'GET /api/articles', ...article, rate: RATE, seconds: SECONDS })
    const lists = await bench.measure({ label: 'GET /api/articles/popular', ...popular, rate: 1000, seconds: SECONDS })
    for (const r of [bare, floor, one, lists]) console.log(`${formatResult(r)}\n${' '.repeat(29)}${r.cpu}`)
    console.log(formatRatio('article : bare', one, bare))
    console.log(formatRatio('article : user/info', one, floor))
    const met = one.p99 < GOAL_P99_MS && one.non2xx === 0 && one.rps >= RATE * 0.95
    console.log(
      `goal: GET one article p99 < ${GOAL_P99_MS} ms at ${RATE} req/s: ${met ? 'met' : 'MISSED'} ` +
        `(p99 ${one.p99.toFixed(2)} ms at ${one.rps.toFixed(0)} req/s)`,
    )
    if (!met) process.exitCode = 1
  } finally {
    await bench.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
