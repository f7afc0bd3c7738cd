import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { mayReadMetrics } from './metrics-access'

// The spellings of "this host" and of a forwarded client that the HTTP tests (metrics.test.ts) do not send.

const TOKEN = 'metrics-token-for-tests-0123456789'
const request = (ip: string, headers: Record<string, string> = {}) => ({ ip, headers }) as unknown as FastifyRequest

describe('mayReadMetrics', () => {
  it('serves every loopback spelling', () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(mayReadMetrics(request(ip), undefined), ip).toBe(true)
    }
  })

  it('refuses a client elsewhere, or one a local proxy names in any forwarding header', () => {
    for (const [ip, headers] of [
      ['10.0.0.7', {}],
      ['::ffff:192.0.2.1', {}],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' }],
      ['127.0.0.1', { 'x-real-ip': '203.0.113.9' }],
      ['127.0.0.1', { forwarded: 'for="[2001:db8::1]:4711";proto=https' }],
    ] as const) {
      expect(mayReadMetrics(request(ip, headers), undefined), `${ip} ${JSON.stringify(headers)}`).toBe(false)
    }
    expect(mayReadMetrics(request('127.0.0.1', { forwarded: 'for=127.0.0.1;proto=http' }), undefined)).toBe(true)
  })

  it('takes the token only whole and only as a bearer token', () => {
    const outside = (authorization: string) => mayReadMetrics(request('203.0.113.9', { authorization }), TOKEN)
    expect(outside(`Bearer ${TOKEN}`)).toBe(true)
    expect(outside(`bearer ${TOKEN}`)).toBe(true)
    expect(outside(`Bearer ${TOKEN.slice(0, -1)}`)).toBe(false)
    expect(outside(`Basic ${TOKEN}`)).toBe(false)
    expect(outside('Bearer ')).toBe(false)
    expect(mayReadMetrics(request('203.0.113.9', { authorization: 'Bearer ' }), undefined)).toBe(false)
  })
})
