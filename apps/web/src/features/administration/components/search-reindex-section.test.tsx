import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse as json, renderWithQueryClient } from '../../../test/render-with-query-client'
import { SearchReindexSection } from './search-reindex-section'

const render = () => renderWithQueryClient(<SearchReindexSection />)

afterEach(() => vi.unstubAllGlobals())

describe('SearchReindexSection (SPEC §4 Search reindex)', () => {
  it('shows progress at once on start and clears it when the start fails', async () => {
    let failStart: (r: Response) => void = () => {}
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return new Promise<Response>((resolve) => (failStart = resolve))
      return Promise.resolve(json({ indexing: false, lastIndexing: '2026-11-01T12:00:00.000Z' }))
    })
    vi.stubGlobal('fetch', fetchMock)
    render()
    expect(await screen.findByText(/01\.11\.2026/)).toBeTruthy()
    expect(screen.queryByText(/Идет переиндексация/)).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Запустить переиндексацию' }))
    expect(await screen.findByText(/Идет переиндексация/)).toBeTruthy()

    failStart(json({ code: 'GeneralError', message: 'Общая ошибка' }, 500))
    await waitFor(() => expect(screen.queryByText(/Идет переиндексация/)).toBeNull())
    expect(screen.getByRole('alert').textContent).toContain('Общая ошибка')
  })

  it('takes indexing from the answer and polls until the run ends', async () => {
    let polls = 0
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (init?.method === 'POST')
          return Promise.resolve(json({ indexing: true, lastIndexing: null, progress: { done: 1, total: 4 } }))
        polls += 1
        // First the idle state on opening, then one poll while running, then the finished state.
        if (polls === 1) return Promise.resolve(json({ indexing: false, lastIndexing: null }))
        if (polls === 2)
          return Promise.resolve(json({ indexing: true, lastIndexing: null, progress: { done: 3, total: 4 } }))
        return Promise.resolve(json({ indexing: false, lastIndexing: '2026-11-22T12:00:00.000Z' }))
      }),
    )
    render()
    expect(await screen.findByText('не выполнялась')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Запустить переиндексацию' }))
    expect(await screen.findByText('Идет переиндексация: 1 из 4')).toBeTruthy()
    expect(await screen.findByText('Идет переиндексация: 3 из 4', {}, { timeout: 4000 })).toBeTruthy()
    expect(await screen.findByText(/22\.11\.2026/, {}, { timeout: 4000 })).toBeTruthy()
    expect(screen.queryByText(/Идет переиндексация/)).toBeNull()
  }, 15_000)
})
