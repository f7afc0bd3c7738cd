import { z } from 'zod'
import { alertsEndpoints } from '@psp/contracts/endpoints/alerts.endpoints'
import { endpoint } from '@psp/contracts/endpoints/endpoint'
import { filesEndpoints } from '@psp/contracts/endpoints/files.endpoints'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, call, fillPath } from './api-call'

/** The network boundary: fetch answers with real Response objects. */
let fetchMock: ReturnType<typeof vi.fn>
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const item = z.object({ id: z.string(), count: z.number() })
const getItem = endpoint({
  method: 'PUT',
  path: '/things/:id/parts/:partId',
  fallbackCode: 'FailedToGetDataFromSd',
  schemas: async () => ({
    query: z.object({ page: z.coerce.number().default(1) }),
    body: z.object({ title: z.string() }),
    response: item,
  }),
})

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('call', () => {
  it('takes method and path from the endpoint, fills and encodes the params, sends query and body', async () => {
    fetchMock.mockResolvedValue(json({ id: 'a', count: 1 }))
    const answer = await call(getItem, { params: { id: 'a/b', partId: 'ц' }, query: { page: 2 }, body: { title: 'x' } })
    expect(answer).toEqual({ id: 'a', count: 1 })
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/things/a%2Fb/parts/%D1%86?page=2')
    expect(init.method).toBe('PUT')
    expect(init.body).toBe('{"title":"x"}')
  })

  it("uses the endpoint's fallback code when the server answers without a body", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 502 }))
    await expect(
      call(getItem, { params: { id: '1', partId: '2' }, query: {}, body: { title: '' } }),
    ).rejects.toMatchObject({ code: 'FailedToGetDataFromSd' })
  })

  it('rejects, in development and tests, an answer that does not match the contract', async () => {
    fetchMock.mockResolvedValue(json({ id: 'a', count: 'many' }))
    await expect(call(getItem, { params: { id: '1', partId: '2' }, query: {}, body: { title: '' } })).rejects.toThrow(
      /PUT \/things\/:id\/parts\/:partId: the answer does not match its contract/,
    )
  })

  it('returns the answer as sent, not as parsed, so development and production behave alike', async () => {
    const stripped = endpoint({ method: 'GET', path: '/x', schemas: async () => ({ response: item }) })
    fetchMock.mockResolvedValue(json({ id: 'a', count: 1, extra: true }))
    expect(await call(stripped)).toEqual({ id: 'a', count: 1, extra: true })
  })

  it('refuses a path whose parameter is missing', () => {
    expect(() => fillPath('/a/:id', {})).toThrow(/missing path parameter id/)
  })
})

describe('apiUrl', () => {
  it('is the record’s path under /api with its params encoded, for links, images and event streams', () => {
    expect(apiUrl(filesEndpoints.downloadFile, { id: 'a/b c' })).toBe('/api/files/a%2Fb%20c')
    expect(apiUrl(alertsEndpoints.alertsStream)).toBe('/api/user/alerts/stream')
  })
})
