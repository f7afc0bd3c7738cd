import { describe, expect, it } from 'vitest'
import { startTestApp } from '../../test/harness'

// Which client address the per-IP limits see: the peer's own unless the peer is a proxy the operator named.

const bad = { login: 'nobody@example.test', password: 'wrong' }

/** Three failed sign-ins, each claiming another client address, then a fourth claiming the first one again. */
async function burstWithForgedAddresses(env: Record<string, string>) {
  const t = await startTestApp({ env: { LOGIN_MAX_PER_IP: '2', LOGIN_MAX_PER_ACCOUNT: '100', ...env } })
  try {
    const statuses: number[] = []
    for (const forged of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.1', '203.0.113.1']) {
      const answer = await t.client().post('/api/login', bad, { headers: { 'X-Forwarded-For': forged } })
      statuses.push(answer.status)
    }
    return statuses
  } finally {
    await t.close()
  }
}

describe('TRUST_PROXY', () => {
  it('is off by default: a forged X-Forwarded-For is ignored, the peer address is limited', async () => {
    expect(await burstWithForgedAddresses({})).toEqual([401, 401, 429, 429, 429])
  })

  it('ignores the header from a peer that is not a listed proxy', async () => {
    expect(await burstWithForgedAddresses({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7' })).toEqual([401, 401, 429, 429, 429])
  })

  it('honours the header from a listed proxy: each client address has its own limit', async () => {
    expect(await burstWithForgedAddresses({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' })).toEqual([401, 401, 401, 401, 429])
  })

  it('honours the header through a hop count', async () => {
    expect(await burstWithForgedAddresses({ TRUST_PROXY: '1' })).toEqual([401, 401, 401, 401, 429])
  })
})
