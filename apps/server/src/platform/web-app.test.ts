import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/harness'

/** Raw bytes and headers, without the transparent decompression fetch does. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

const INDEX_SCRIPT = '<script type="module" src="/assets/app-3f9a1c.js"></script>'
// The server may add its settings to the page; the page itself must come through.
const INDEX = `<!doctype html><html><head>${INDEX_SCRIPT}</head></html>`
// Large enough to be worth compressing; the precompressed copies say which file was sent.
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`

let t: TestApp
let dist: string
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'psp-dist-'))
  await mkdir(path.join(dist, 'assets'))
  await writeFile(path.join(dist, 'index.html'), INDEX)
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(path.join(dist, 'assets/app-3f9a1c.js'), SCRIPT)
  await writeFile(path.join(dist, 'assets/app-3f9a1c.js.br'), brotliCompressSync(`${SCRIPT}//br`))
  await writeFile(path.join(dist, 'assets/app-3f9a1c.js.gz'), gzipSync(`${SCRIPT}//gz`))
  t = await startTestApp({ webDistDir: dist })
})
afterAll(async () => {
  await t.close()
  await rm(dist, { recursive: true, force: true })
})

describe('security headers', () => {
  it.each(['/', '/api/health', '/api/user/info'])('are set on %s', async (pathname) => {
    const answer = await rawGet(t.url + pathname)
    const csp = String(answer.headers['content-security-policy'])
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc.trim()).toBe("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['x-request-id']).toBeTruthy()
  })

  it('echoes a well-formed request id and replaces a malformed one', async () => {
    expect((await rawGet(`${t.url}/api/health`, { 'x-request-id': 'abc-123' })).headers['x-request-id']).toBe('abc-123')
    const replaced = await rawGet(`${t.url}/api/health`, { 'x-request-id': 'bad id <script>' })
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('the web app', () => {
  it('serves hashed assets with a year-long immutable cache, precompressed for the client', async () => {
    const br = await rawGet(`${t.url}/assets/app-3f9a1c.js`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(brotliDecompressSync(br.body).toString()).toBe(`${SCRIPT}//br`)

    const gz = await rawGet(`${t.url}/assets/app-3f9a1c.js`, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(`${SCRIPT}//gz`)

    const plain = await rawGet(`${t.url}/assets/app-3f9a1c.js`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  it('never caches index.html and files outside assets/', async () => {
    const index = await rawGet(`${t.url}/`)
    expect(index.status).toBe(200)
    expect(index.headers['content-type']).toMatch(/text\/html/)
    expect(index.headers['cache-control']).toBe('no-cache')
    expect(index.body.toString()).toContain(INDEX_SCRIPT)
    const icon = await rawGet(`${t.url}/favicon.svg`)
    expect(icon.status).toBe(200)
    expect(icon.headers['cache-control']).toBe('no-cache')
  })

  it('answers deep links with index.html so the client router takes over', async () => {
    for (const pathname of ['/some/page', '/orders/123?tab=history', '/knowledge-base/details']) {
      const answer = await rawGet(t.url + pathname)
      expect(answer.status).toBe(200)
      expect(answer.headers['content-type']).toMatch(/text\/html/)
      expect(answer.headers['cache-control']).toBe('no-cache')
      expect(answer.body.toString()).toContain(INDEX_SCRIPT)
    }
  })

  it("sends a page's form that reached the server back to its page, never elsewhere", async () => {
    for (const [sent, back] of [
      ['/login?context=%2Forders', '/login?context=%2Forders'],
      ['//evil.example/login', '/'],
      ['/%5Cevil.example', '/%5Cevil.example'],
    ]) {
      const answer = await fetch(t.url + sent, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'login=a&password=b',
      })
      expect(answer.status, sent).toBe(303)
      expect(answer.headers.get('location'), sent).toBe(back)
    }
  })

  it('answers a missing asset with 404 rather than the page', async () => {
    const answer = await rawGet(`${t.url}/assets/app-0ld0ld.js`)
    expect(answer.status).toBe(404)
    expect(answer.headers['content-type']).not.toMatch(/text\/html/)
  })

  it('answers unknown /api paths with the JSON 404 of the catalogue', async () => {
    for (const pathname of ['/api/x', '/api', '/api/user/info/extra']) {
      const answer = await rawGet(t.url + pathname)
      expect(answer.status).toBe(404)
      expect(answer.headers['content-type']).toMatch(/application\/json/)
      expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'NotFound' })
    }
  })
})
