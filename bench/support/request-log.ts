/** One answered (or failed) request of a virtual user; times in ms of `performance.now()`. */
export interface RequestRecord {
  name: string
  start: number
  end: number
  status: number
  /** Why it counts as an error (`HTTP 503 DatabaseUnavailable`, `timeout`, `ECONNREFUSED`…); null when it did not. */
  failure: string | null
}

export interface LatencySummary {
  requests: number
  failures: number
  p50: number
  p95: number
  p99: number
  max: number
}

/** Every request of a run, to be cut into windows afterwards (a level of the ramp, the seconds after a fault). */
export class RequestLog {
  readonly records: RequestRecord[] = []
  /** Start times of the requests still in flight, so a window is read only once its slowest request has ended. */
  private readonly pending = new Map<number, number>()
  private nextId = 0

  begin(): { id: number; start: number } {
    const start = performance.now()
    const id = this.nextId++
    this.pending.set(id, start)
    return { id, start }
  }

  end(id: number, record: Omit<RequestRecord, 'end'>) {
    this.pending.delete(id)
    this.records.push({ ...record, end: performance.now() })
  }

  /** A request its user gave up on by leaving (the stream of a user a level stops): neither a latency nor an error. */
  cancel(id: number) {
    this.pending.delete(id)
  }

  /** Waits until every request that started before `time` has ended (bounded: requests time out anyway). */
  async settled(time: number, timeoutMs = 15_000) {
    const deadline = performance.now() + timeoutMs
    while (performance.now() < deadline && [...this.pending.values()].some((start) => start < time)) {
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  /** The requests that started within [from, to). */
  startedBetween(from: number, to: number) {
    return this.records.filter((r) => r.start >= from && r.start < to)
  }
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0

/** Latency percentiles of every request in the window, failed ones included (a slow 503 is slow too). */
export function summarize(records: RequestRecord[]): LatencySummary {
  const latencies = records.map((r) => r.end - r.start).sort((a, b) => a - b)
  return {
    requests: records.length,
    failures: records.filter((r) => r.failure).length,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
  }
}

/** `search: HTTP 503 DatabaseUnavailable ×120, article: timeout ×3`: the failures by call and kind, most first. */
export function failureKinds(records: RequestRecord[]) {
  const counts = new Map<string, number>()
  for (const r of records) {
    const kind = `${r.name}: ${r.failure}`
    if (r.failure) counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${kind} ×${n}`)
    .join(', ')
}

/** The same summary for each request name, slowest p95 first. */
export function byName(records: RequestRecord[]) {
  const groups = new Map<string, RequestRecord[]>()
  for (const r of records) {
    const group = groups.get(r.name)
    if (group) group.push(r)
    else groups.set(r.name, [r])
  }
  return [...groups.entries()].map(([name, group]) => ({ name, ...summarize(group) })).sort((a, b) => b.p95 - a.p95)
}

export const ms = (value: number) => `${value.toFixed(1)} ms`
