import type { RequestLog } from './request-log'

/** A browser gives up on nothing, but a user does: a request unanswered this long is an error. */
const TIMEOUT_MS = 10_000
/** The alert stream's own `retry:` (5 s): how long a browser waits before opening a dropped stream again. */
const STREAM_RETRY_MS = 5_000

export interface CallOptions {
  method?: string
  json?: unknown
  form?: FormData
}

export interface Answer {
  status: number
  /** The parsed JSON; untyped, as the bench reads a few fields of many different answers. */
  body: any
}

/**
 * One browser's conversation with the portal: its session cookie, the header the CSRF check wants, and every call
 * timed from the moment it is sent until its whole body has arrived, into the shared log.
 */
export class PortalSession {
  private stream: AbortController | null = null
  streamDrops = 0

  constructor(
    private readonly base: string,
    private readonly log: RequestLog,
  ) {}

  /** A cookie jar of one origin: the session, and any other cookie the portal sets (a known-device cookie). */
  private readonly jar = new Map<string, string>()
  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  private keepCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a))
      if (!value || expired) this.jar.delete(name)
      else this.jar.set(name, value)
    }
  }

  async call(name: string, pathname: string, options: CallOptions = {}): Promise<Answer | null> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' }
    if (this.cookie) headers.cookie = this.cookie
    let body: string | FormData | undefined
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.json)
    } else if (options.form) body = options.form
    const { id, start } = this.log.begin()
    try {
      const answer = await fetch(`${this.base}${pathname}`, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      const text = await answer.text()
      this.keepCookies(answer.headers.getSetCookie())
      let parsed: unknown = null
      if ((answer.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text)
      const ok = answer.status >= 200 && answer.status < 300
      const code = (parsed as { code?: string } | null)?.code
      const failure = ok ? null : `HTTP ${answer.status} ${code ?? ''}`.trim()
      this.log.end(id, { name, start, status: answer.status, failure })
      return ok ? { status: answer.status, body: parsed } : null
    } catch (error) {
      this.log.end(id, { name, start, status: 0, failure: describeError(error) })
      return null
    }
  }

  /**
   * Opens the alert stream as the page's EventSource does and keeps it open in the background; when it drops, opens
   * it again after the stream's retry interval, until `closeStream`. Opening is timed up to the first event.
   */
  openStream() {
    const controller = new AbortController()
    this.stream = controller
    void this.holdStream(controller)
  }

  closeStream() {
    this.stream?.abort()
    this.stream = null
  }

  private async holdStream(controller: AbortController) {
    while (!controller.signal.aborted) {
      const { id, start } = this.log.begin()
      // One attempt: ended by the user leaving, or by the timeout while it has not opened yet.
      const attempt = new AbortController()
      const leave = () => attempt.abort()
      controller.signal.addEventListener('abort', leave, { once: true })
      const opening = setTimeout(() => attempt.abort(timeoutError()), TIMEOUT_MS)
      let opened = false
      try {
        const answer = await fetch(`${this.base}/api/user/alerts/stream`, {
          headers: { cookie: this.cookie, accept: 'text/event-stream' },
          signal: attempt.signal,
        })
        const reader = answer.body?.getReader()
        const first = answer.ok && reader ? await reader.read() : null
        clearTimeout(opening)
        opened = Boolean(first && !first.done)
        const failure = opened ? null : answer.ok ? 'stream closed before its first event' : `HTTP ${answer.status}`
        this.log.end(id, { name: 'alert stream (open)', start, status: answer.status, failure })
        if (opened && reader) while (!(await reader.read()).done);
        else await reader?.cancel().catch(() => {})
      } catch (error) {
        // Closed by the user leaving (a level shrinking, the run ending) is no failure; a drop once open is counted.
        if (controller.signal.aborted) this.log.cancel(id)
        else if (!opened) {
          this.log.end(id, { name: 'alert stream (open)', start, status: 0, failure: describeError(error) })
        }
      } finally {
        clearTimeout(opening)
        controller.signal.removeEventListener('abort', leave)
      }
      if (controller.signal.aborted) return
      if (opened) this.streamDrops++
      await sleep(STREAM_RETRY_MS, controller.signal)
    }
  }
}

const timeoutError = () => Object.assign(new Error('timeout'), { name: 'TimeoutError' })

function describeError(error: unknown): string {
  const e = error as { name?: string; cause?: { code?: string }; message?: string }
  if (e.name === 'TimeoutError') return 'timeout'
  return e.cause?.code ?? e.name ?? String(error)
}

/** Waits `ms`, or less when `signal` aborts first. */
export function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    signal?.addEventListener('abort', done, { once: true })
  })
}
