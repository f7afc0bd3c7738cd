import { act, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render-with-providers'
import { PAGE_LOADING_DELAY_MS, PageLoading, useSlowLoading } from './page-loading'

describe('page loading', () => {
  afterEach(() => vi.useRealTimers())

  it('counts a load as slow only once it has lasted the delay, and forgets it when it ends', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ loading }) => useSlowLoading(loading), {
      initialProps: { loading: true },
    })
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(PAGE_LOADING_DELAY_MS - 1))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
    rerender({ loading: false })
    expect(result.current).toBe(false)
    rerender({ loading: true })
    expect(result.current).toBe(false)
  })

  it('says «Страница загружается...», as the page itself when there is no frame', () => {
    renderWithProviders(<PageLoading standalone />)
    expect(screen.getByRole('status').textContent).toContain('Страница загружается...')
    expect(screen.getByRole('main')).toBeTruthy()
  })
})
