import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render-with-providers'
import { TagList } from './tag-list'

const Where = () => <output data-testid="where">{useLocation().pathname + useLocation().search}</output>

afterEach(() => vi.unstubAllGlobals())

describe('TagList', () => {
  it('records the click without waiting for it and follows the tag', async () => {
    // The analytics call never answers: the navigation must not wait for it.
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}))
    vi.stubGlobal('fetch', fetchMock)
    renderWithProviders(
      <Routes>
        <Route
          path="/knowledge-base/details"
          element={<TagList articleUuid="a-1" tags={[{ id: 't-1', title: 'подпись' }]} fromTag="ЭЦП" />}
        />
        <Route path="*" element={<Where />} />
      </Routes>,
      { url: '/knowledge-base/details?article=a-1' },
    )
    await userEvent.click(screen.getByRole('link', { name: '#подпись' }))
    expect(screen.getByTestId('where').textContent).toBe(
      '/knowledge-base/articles-by-tag/t-1?tag=%D0%BF%D0%BE%D0%B4%D0%BF%D0%B8%D1%81%D1%8C&fromTag=%D0%AD%D0%A6%D0%9F',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/articles/a-1/events')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ type: 'ClickOnTag', tag: 'подпись', tagFromExternal: 'ЭЦП' })
  })

  it('swallows a failed recording', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    )
    renderWithProviders(<TagList articleUuid="a-1" tags={[{ id: 't-1', title: 'вход' }]} />)
    await userEvent.click(screen.getByRole('link', { name: '#вход' }))
    // No unhandled rejection fails the test run; the link stays usable.
    expect(screen.getByRole('link', { name: '#вход' })).toBeTruthy()
  })
})
