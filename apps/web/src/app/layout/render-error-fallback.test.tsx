import { FALLBACK_SESSION_CLEAR_DELAY_MS } from '@psp/contracts'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/render-with-providers'
import { RenderErrorBoundary } from './render-error-boundary'

afterEach(() => vi.useRealTimers())

function Broken(): never {
  throw new Error('broken page')
}

describe('render error fallback', () => {
  it('replaces content that fails to render and clears session storage after 10 s', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    sessionStorage.setItem('probe', '1')
    renderWithProviders(
      <RenderErrorBoundary resetKey="/a">
        <Broken />
      </RenderErrorBoundary>,
    )
    expect(screen.getByText('Что-то пошло не так')).toBeTruthy()
    expect(screen.getByText('support@example.ru')).toBeTruthy()
    await vi.advanceTimersByTimeAsync(FALLBACK_SESSION_CLEAR_DELAY_MS - 1)
    expect(sessionStorage.getItem('probe')).toBe('1')
    await vi.advanceTimersByTimeAsync(1)
    expect(sessionStorage.getItem('probe')).toBeNull()
  })
})
