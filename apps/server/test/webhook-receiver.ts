import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedWebhook {
  path: string
  headers: IncomingHttpHeaders
  body: string
  json: { id: string; event: string; occurredAt: string; data: Record<string, any> }
}

/**
 * Another system's webhook endpoint: a real HTTP server on a free port that keeps what it is sent and answers what
 * the test tells it (200 unless `answer` says otherwise, e.g. 500 first, then 200).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = []
  let answer: (request: ReceivedWebhook) => {
    status: number
    body?: string
    headers?: Record<string, string>
  } = () => ({ status: 200, body: 'ok' })
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      let json: ReceivedWebhook['json']
      try {
        json = JSON.parse(body)
      } catch {
        json = { id: '', event: '', occurredAt: '', data: {} }
      }
      const hook = { path: request.url ?? '/', headers: request.headers, body, json }
      received.push(hook)
      const reply = answer(hook)
      response.writeHead(reply.status, reply.headers)
      response.end(reply.body ?? '')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    answerWith(next: typeof answer) {
      answer = next
    },
    /** Waits until a request matching `predicate` came, or fails after `timeoutMs`. */
    async waitFor(predicate: (hook: ReceivedWebhook) => boolean, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs
      for (;;) {
        const found = received.find(predicate)
        if (found) return found
        if (Date.now() > until) throw new Error('the webhook did not come')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // The portal keeps its connection open for the next delivery: closing waits for nobody.
        server.closeAllConnections()
      }),
  }
}

/** What the receiver checks: `X-Portal-Signature` is the body's HMAC-SHA256 with the endpoint's secret. */
export function signatureValid(hook: ReceivedWebhook, secret: string) {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(hook.body).digest('hex')}`)
  const given = Buffer.from(String(hook.headers['x-portal-signature'] ?? ''))
  return given.length === expected.length && timingSafeEqual(given, expected)
}
