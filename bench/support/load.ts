import { Worker } from 'node:worker_threads'

export interface LoadResult {
  label: string
  requests: number
  non2xx: number
  errors: number
  timeouts: number
  seconds: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
}

export interface LoadOptions {
  label: string
  url: string
  /** Paths (with their queries) on the server of `url` to pick from at random for each request, instead of its own. */
  paths?: string[]
  /** Pick the k-th of `paths` with a weight of 1 / k^zipf instead of all alike. */
  zipf?: number
  headers?: Record<string, string>
  /** HTTP method and body (e.g. POST with a JSON text); GET without a body when absent. */
  method?: string
  body?: string
  /** Requests per second, sent evenly spaced whatever the answers do (an open loop). */
  rate: number
  seconds: number
  /** Keep-alive connections to spread the requests over (64 when absent). */
  connections?: number
}

/**
 * Runs the fixed-rate load generator (`load-worker.mjs`) in a worker thread, so it has its own event loop and does
 * not queue behind the server it measures. Latencies run from each request's due time, in milliseconds.
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: options })
    worker.once('message', (result: LoadResult) => resolve(result))
    worker.once('error', reject)
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`))
    })
  })
}

export const formatResult = (r: LoadResult) =>
  `${r.label.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  ` +
  `p95 ${r.p95.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms  max ${r.max.toFixed(1).padStart(6)} ms  ` +
  `(${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts)`
