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
  headers?: Record<string, string>
  /** HTTP method and body (e.g. POST with a JSON text); GET without a body when absent. */
  method?: string
  body?: string
  /** Requests per second across all connections, held fixed (autocannon `overallRate`). */
  rate: number
  seconds: number
  connections?: number
}

/**
 * Drives autocannon in a worker thread, so the load generator has its own event loop and does not queue behind
 * the server it measures. Latencies are taken per response (no coordinated-omission fill-in), in milliseconds.
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
