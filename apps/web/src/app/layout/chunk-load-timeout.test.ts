import { CHUNK_LOAD_TIMEOUT_MS } from '@psp/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withChunkLoadTimeout, withTimeout } from './chunk-load-timeout'
import { isChunkLoadError } from './route-error-boundary'

afterEach(() => vi.useRealTimers())

describe('chunk load timeout', () => {
  it('fails a chunk that has not arrived after 120 s with an error the boundary treats as a loading error', async () => {
    vi.useFakeTimers()
    const pending = withTimeout(new Promise(() => {}))
    const outcome = pending.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    let settled = false
    void pending.catch(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(isChunkLoadError(await outcome)).toBe(true)
  })

  it('passes a chunk that arrives in time through', async () => {
    await expect(withTimeout(Promise.resolve('chunk'))).resolves.toBe('chunk')
  })

  it('wraps every lazy route of the map, however deep', async () => {
    vi.useFakeTimers()
    const [root] = withChunkLoadTimeout([{ children: [{ path: 'a', lazy: () => new Promise<never>(() => {}) }] }])
    const outcome = (root.children![0].lazy as () => Promise<unknown>)().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS)
    expect(isChunkLoadError(await outcome)).toBe(true)
  })
})
