import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** Seconds: most calls answer in milliseconds; the tail shows where the 200 ms target (p95) is missed. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5, 10]

/**
 * What one running app counts, in a registry of its own: tests run several apps in one process, and prom-client's
 * global registry would mix their numbers (and refuse the second registration of a name).
 */
export function createAppMetrics() {
  const registry = new Registry()
  const registers = [registry]
  // Process and runtime: CPU, memory, handles, GC and the event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry })
  return {
    registry,
    httpRequests: new Counter({
      name: 'psp_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'psp_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    databaseErrors: new Counter({
      name: 'psp_db_errors_total',
      help: 'Database errors: unavailable (a call answered 503), query (a call failed on SQL), connection_lost (an idle pooled connection was cut)',
      labelNames: ['kind'] as const,
      registers,
    }),
    cacheHits: new Counter({
      name: 'psp_cache_hits_total',
      help: 'Lookups answered from memory (or joined to a read already under way), by cache',
      labelNames: ['cache'] as const,
      registers,
    }),
    cacheMisses: new Counter({
      name: 'psp_cache_misses_total',
      help: 'Lookups that read the database, by cache',
      labelNames: ['cache'] as const,
      registers,
    }),
    mailDeliveries: new Counter({
      name: 'psp_mail_deliveries_total',
      help: 'Delivery attempts of this instance: sent, retry (failed, tried again later) or failed (given up)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    jobRuns: new Counter({
      name: 'psp_job_runs_total',
      help: 'Background job runs of this instance, by job and outcome (ok or failed)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    alertStreams: new Gauge({
      name: 'psp_alert_streams_open',
      help: 'Alert streams (server-sent events) open on this instance',
      registers,
    }),
  }
}

export type AppMetrics = ReturnType<typeof createAppMetrics>
