import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedContent } from './use-debounced-content'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('debouncing request parameters by their content', () => {
  it('keeps the same object while new copies of the same content arrive, and takes a change after the delay', () => {
    let renders = 0
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) => {
        renders++
        return useDebouncedContent({ page, filter: { from: '2026-01-01' } }, 50)
      },
      { initialProps: { page: 1 } },
    )
    const first = result.current
    expect(first).toEqual({ page: 1, filter: { from: '2026-01-01' } })
    rerender({ page: 1 })
    act(() => vi.advanceTimersByTime(200))
    // A new copy of the same parameters neither changes the answer nor renders again by itself.
    expect(result.current).toBe(first)
    const settled = renders
    act(() => vi.advanceTimersByTime(500))
    expect(renders).toBe(settled)

    rerender({ page: 2 })
    expect(result.current).toBe(first)
    act(() => vi.advanceTimersByTime(60))
    expect(result.current).toEqual({ page: 2, filter: { from: '2026-01-01' } })
  })

  it('passes null through', () => {
    const { result } = renderHook(() => useDebouncedContent(null, 50))
    expect(result.current).toBeNull()
  })
})
