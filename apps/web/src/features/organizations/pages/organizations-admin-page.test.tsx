import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { theme } from '../../../app/theme'
import { OrganizationsAdminPage } from './organizations-admin-page'

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [], pagesCount: 0, total: 0 }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  )
})
afterEach(() => vi.unstubAllGlobals())

function renderPage(url: string) {
  const layout = (
    <>
      <Link to="/organizations">Все организации</Link>
      <Outlet />
    </>
  )
  const router = createMemoryRouter(
    [
      {
        element: layout,
        children: [
          { path: '/organizations', element: <OrganizationsAdminPage /> },
          { path: '/organizations/search', element: <OrganizationsAdminPage /> },
        ],
      },
    ],
    { initialEntries: [url] },
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  )
  return { address: () => router.state.location.pathname + router.state.location.search }
}

const box = () => screen.getByLabelText('Поиск по наименованию или ИНН') as HTMLInputElement
const pause = () => new Promise((resolve) => setTimeout(resolve, 400))

describe('the search of every organization', () => {
  it('leads the address once typing pauses', async () => {
    const user = userEvent.setup()
    const page = renderPage('/organizations')
    await user.type(box(), 'Север ')
    await waitFor(() => expect(page.address()).toBe(`/organizations/search?search=${encodeURIComponent('Север')}`))
    expect(box().value).toBe('Север ')
    await user.clear(box())
    await waitFor(() => expect(page.address()).toBe('/organizations'))
  })

  it('follows the address when it changes by itself, even with typing not yet applied', async () => {
    const user = userEvent.setup()
    const page = renderPage(`/organizations/search?search=${encodeURIComponent('Север')}`)
    expect(box().value).toBe('Север')
    await user.type(box(), 'ный')
    await user.click(screen.getByRole('link', { name: 'Все организации' }))
    expect(box().value).toBe('')
    await pause()
    expect(page.address()).toBe('/organizations')
    expect(box().value).toBe('')
  })
})
