// The load generator's thread (plain JavaScript: worker threads do not get tsx's loader on Node 20).
import { parentPort, workerData } from 'node:worker_threads'
import autocannon from 'autocannon'

const options = workerData
const latencies = []

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0

const started = process.hrtime.bigint()
const instance = autocannon(
  {
    url: options.url,
    headers: options.headers,
    method: options.method ?? 'GET',
    body: options.body,
    connections: options.connections ?? 50,
    overallRate: options.rate,
    duration: options.seconds,
    // Latencies are taken per response below; autocannon's fill-in assumes a 1 ms interval at these rates.
    ignoreCoordinatedOmission: true,
  },
  (error, result) => {
    if (error) throw error
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const sorted = latencies.sort((a, b) => a - b)
    parentPort.postMessage({
      label: options.label,
      requests: sorted.length,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      seconds,
      rps: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
    })
  },
)
instance.on('response', (_client, _status, _bytes, responseTime) => {
  latencies.push(responseTime)
})
