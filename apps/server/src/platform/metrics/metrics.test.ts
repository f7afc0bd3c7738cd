import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { enqueueMail } from '../mail/enqueue-mail'

const TOKEN = 'metrics-token-for-tests-0123456789'

let t: TestApp
beforeAll(async () => {
  // The test server listens on 127.0.0.1: a trusted proxy there lets X-Forwarded-For name a client elsewhere.
  t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1', METRICS_TOKEN: TOKEN } })
})
afterAll(() => t.close())

async function scrape(headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}/metrics`, { headers })
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

/** The value of one series of the exposition (0 when it is not there yet). */
function valueOf(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('GET /metrics', () => {
  it('answers in the Prometheus text format with the default process metrics and the event-loop lag', async () => {
    const { status, type, text } = await scrape()
    expect(status).toBe(200)
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter')
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds')
    expect(text).toMatch(/^psp_db_pool_connections\{state="idle"\} \d+$/m)
    expect(text).toMatch(/^psp_db_pool_waiting \d+$/m)
  })

  it('counts requests by route pattern and status, and times them', async () => {
    const pattern = 'method="GET",route="/api/articles/:id/by-tag",status="401"'
    const before = valueOf((await scrape()).text, `psp_http_requests_total{${pattern}}`)
    // Signed out: refused before the handler, and still counted under the route's pattern, never the raw URL.
    for (const id of ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']) {
      expect((await t.client().get(`/api/articles/${id}/by-tag`)).status).toBe(401)
    }
    await t.client().get('/no/such/page/at/all.txt')
    const { text } = await scrape()
    expect(valueOf(text, `psp_http_requests_total{${pattern}}`)).toBe(before + 2)
    expect(valueOf(text, `psp_http_request_duration_seconds_count{${pattern}}`)).toBe(before + 2)
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001')
    expect(text).toMatch(/^psp_http_requests_total\{method="GET",route="unmatched",status="404"\} \d+$/m)
  })

  it('counts the hits and misses of the session and unread-alerts caches', async () => {
    const client = await t.signIn((await buildUser(t.ctx)).email)
    const before = (await scrape()).text
    const moved = async (series: string) => valueOf((await scrape()).text, series) - valueOf(before, series)
    // The first call reads the user's unread alerts (a miss); the next are served from memory once the cache hears
    // the change feed, which starts listening as the app starts.
    await expect
      .poll(async () => {
        expect((await client.get('/api/user/alerts/unread')).status).toBe(200)
        return moved('psp_cache_hits_total{cache="unread-alerts"}')
      })
      .toBeGreaterThanOrEqual(1)
    expect(await moved('psp_cache_misses_total{cache="unread-alerts"}')).toBeGreaterThanOrEqual(1)
    expect(await moved('psp_cache_hits_total{cache="sessions"}')).toBeGreaterThanOrEqual(1)
  })

  it('counts mail deliveries and reports the outbox', async () => {
    const sent = 'psp_mail_deliveries_total{outcome="sent"}'
    const before = valueOf((await scrape()).text, sent)
    await enqueueMail(t.ctx, {
      to: 'someone@example.test',
      subject: 'Проверка',
      html: '<p>Проверка</p>',
      text: 'Проверка',
    })
    await t.ctx.mail.drain()
    const { text } = await scrape()
    expect(valueOf(text, sent)).toBe(before + 1)
    expect(text).toMatch(/^psp_mail_outbox_messages\{status="queued"\} 0$/m)
    expect(text).toMatch(/^psp_mail_outbox_messages\{status="failed"\} 0$/m)
  })

  it('counts the open alert streams, and leaves them out of the latency histogram', async () => {
    const open = async () => {
      const client = await t.signIn((await buildUser(t.ctx)).email)
      const response = await fetch(`${t.url}/api/user/alerts/stream`, {
        headers: { cookie: client.cookieHeader, accept: 'text/event-stream' },
        signal: controller.signal,
      })
      expect(response.status).toBe(200)
      return response
    }
    const controller = new AbortController()
    const streams = [await open(), await open()]
    expect(valueOf((await scrape()).text, 'psp_alert_streams_open')).toBe(2)
    // One closed by the browser, one by the server (as at shutdown): the gauge follows both.
    await streams[0].body!.cancel()
    t.ctx.alerts.endAll()
    await expect.poll(async () => valueOf((await scrape()).text, 'psp_alert_streams_open')).toBe(0)
    controller.abort()
    // An answered stream is counted, but not timed: its minutes open would drown every latency percentile.
    const { text } = await scrape()
    const stream = 'method="GET",route="/api/user/alerts/stream",status="200"'
    expect(valueOf(text, `psp_http_requests_total{${stream}}`)).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain(`psp_http_request_duration_seconds_count{${stream}}`)
  })

  it('counts the runs of the periodic jobs', async () => {
    // The session cleanup runs as soon as the app is ready.
    await expect
      .poll(async () => valueOf((await scrape()).text, 'psp_job_runs_total{job="session-cleanup",outcome="ok"}'))
      .toBe(1)
  })

  it('counts pooled connections the database cut', async () => {
    const series = 'psp_db_errors_total{kind="connection_lost"}'
    const before = valueOf((await scrape()).text, series)
    // Every connection of the app but the one asking: the pool's idle ones report their loss.
    const admin = new pg.Client({ connectionString: t.databaseUrl })
    await admin.connect()
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    )
    await admin.end()
    await expect.poll(async () => valueOf((await scrape()).text, series)).toBeGreaterThan(before)
  })

  it('is left out of the OpenAPI document', async () => {
    const document = await t.client().get('/api/docs/json')
    expect(Object.keys(document.body.paths)).not.toContain('/metrics')
  })
})

describe('who may read /metrics', () => {
  const outside = { 'X-Forwarded-For': '203.0.113.9' }

  it('serves a client on this host without a token', async () => {
    expect((await scrape()).status).toBe(200)
  })

  it('refuses a client elsewhere (through the trusted proxy) without the token, or with a wrong one', async () => {
    for (const headers of [outside, { ...outside, Authorization: 'Bearer wrong-token-wrong-token-00' }]) {
      const refused = await scrape(headers)
      expect(refused.status).toBe(403)
      expect(JSON.parse(refused.text)).toMatchObject({ code: 'Forbidden' })
    }
  })

  it('serves a client elsewhere that shows the token', async () => {
    const served = await scrape({ ...outside, Authorization: `Bearer ${TOKEN}` })
    expect(served.status).toBe(200)
    expect(served.text).toContain('psp_http_requests_total')
  })
})

describe('who may read /metrics without TRUST_PROXY or a token', () => {
  let plain: TestApp
  beforeAll(async () => {
    plain = await startTestApp()
  })
  afterAll(() => plain.close())

  it('refuses an outside client that a proxy on this host forwards, though the peer is loopback', async () => {
    const response = await fetch(`${plain.url}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })
    expect(response.status).toBe(403)
    expect((await fetch(`${plain.url}/metrics`)).status).toBe(200)
  })
})
