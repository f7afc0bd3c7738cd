import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render-with-providers'
import { ByTagRedirectPage } from './by-tag-redirect-page'

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))

const Where = () => {
  const l = useLocation()
  return <output data-testid="where">{decodeURIComponent(l.pathname + l.search)}</output>
}

const summary = {
  uuid: 'a-1',
  title: 'Статья',
  system: { uuid: 's-1', title: 'Система' },
  service: { uuid: 'v-1', title: 'Сервис' },
  isImportant: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  viewsCount: 0,
}

function open(answer: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => json(answer)),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderWithProviders(
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="/knowledge-base/by-tag-redirect" element={<ByTagRedirectPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </QueryClientProvider>,
    { url: '/knowledge-base/by-tag-redirect?tag=ЭЦП' },
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('ByTagRedirectPage', () => {
  it('opens the only article, keeping the tag the user arrived with', async () => {
    open({ tag: { id: 't-1', title: 'эцп' }, total: 1, article: summary })
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/knowledge-base/details?article=a-1&system=s-1&service=v-1&fromTag=ЭЦП',
    )
  })

  it('lists several articles on the tag page', async () => {
    open({ tag: { id: 't-1', title: 'эцп' }, total: 3, article: null })
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/knowledge-base/articles-by-tag/t-1?tag=эцп&fromTag=ЭЦП',
    )
  })

  it('shows the empty state when nothing has the tag', async () => {
    open({ tag: null, total: 0, article: null })
    expect(await screen.findByText('Записей не найдено')).toBeTruthy()
  })
})
