import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDelayedFlag } from './use-delayed-flag'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useDelayedFlag', () => {
  it('turns true only once the flag has stayed on for the delay', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 1000), {
      initialProps: { active: false },
    })
    expect(result.current).toBe(false)
    rerender({ active: true })
    act(() => vi.advanceTimersByTime(999))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
  })

  it('turns false at once when the flag goes off, and the next wait starts from zero', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 1000), {
      initialProps: { active: true },
    })
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toBe(true)
    rerender({ active: false })
    expect(result.current).toBe(false)
    rerender({ active: true })
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(500))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(500))
    expect(result.current).toBe(true)
  })

  it('never turns true for a wait shorter than the delay', () => {
    const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active, 1000), {
      initialProps: { active: true },
    })
    act(() => vi.advanceTimersByTime(600))
    rerender({ active: false })
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toBe(false)
  })
})
