import { sleep } from './server-process'

export interface Outcome {
  /** Milliseconds since the load started. */
  at: number
  /** When the answer (or the failure) came. */
  doneAt: number
  kind: 'read' | 'write' | 'ready'
  /** The HTTP status, or 0 when no answer came (a refused or broken connection, a timeout). */
  status: number
  retryAfter: string | null
  error?: string
  /** The id the server gave an acknowledged write. */
  written?: string
}

export interface LoadOptions {
  url: string
  /** Session cookie of a platform Admin, who may write to the knowledge base. */
  cookie: string
  ratePerSecond: number
  durationMs: number
  /** One request in this many is a write whose acknowledgement is recorded. */
  writeEvery: number
}

const headers = (cookie: string) => ({ cookie, 'X-Requested-With': 'XMLHttpRequest' })

/**
 * An open-loop load on loopback: a request every 1000/rate ms whatever the answers take, as users keep clicking
 * while the server struggles. Reads touch the database (the signed-in user, the knowledge base); writes create a
 * knowledge-base system and keep its id once the server acknowledges it; every tenth request asks readiness.
 */
export async function runLoad(options: LoadOptions): Promise<Outcome[]> {
  const started = performance.now()
  const outcomes: Promise<Outcome>[] = []
  const gapMs = 1000 / options.ratePerSecond
  for (let n = 0; performance.now() - started < options.durationMs; n++) {
    const at = performance.now() - started
    outcomes.push(oneRequest(options, n, at, started))
    const next = (n + 1) * gapMs - (performance.now() - started)
    if (next > 0) await sleep(next)
  }
  return Promise.all(outcomes)
}

async function oneRequest(options: LoadOptions, n: number, at: number, started: number): Promise<Outcome> {
  const kind: Outcome['kind'] = n % options.writeEvery === 0 ? 'write' : n % 10 === 5 ? 'ready' : 'read'
  const signal = AbortSignal.timeout(20_000)
  try {
    const response =
      kind === 'write'
        ? await fetch(`${options.url}/api/admin/knowledge-base/systems`, {
            method: 'POST',
            headers: { ...headers(options.cookie), 'content-type': 'application/json' },
            body: JSON.stringify({ title: `Система под нагрузкой ${n}`, description: null }),
            signal,
          })
        : await fetch(`${options.url}${readPath(kind, n)}`, { headers: headers(options.cookie), signal })
    const body = (await response.json().catch(() => null)) as { uuid?: string; id?: string } | null
    return {
      at,
      doneAt: performance.now() - started,
      kind,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      written: kind === 'write' && response.status === 200 ? (body?.uuid ?? body?.id) : undefined,
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    return {
      at,
      doneAt: performance.now() - started,
      kind,
      status: 0,
      retryAfter: null,
      error: cause ?? String(error),
    }
  }
}

function readPath(kind: Outcome['kind'], n: number) {
  if (kind === 'ready') return '/api/health/ready'
  return n % 2 ? '/api/user/info' : '/api/systems'
}

/** Counts of each status, e.g. `{ 200: 510, 503: 40 }`, for the test's messages and the report. */
export function statusCounts(outcomes: Outcome[]) {
  const counts: Record<string, number> = {}
  for (const o of outcomes) counts[o.status || o.error || 'none'] = (counts[o.status || o.error || 'none'] ?? 0) + 1
  return counts
}
