import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { renderWithProviders } from './render-with-providers'

/** Like renderWithProviders, with a fresh query client that does not retry (a failed call shows at once). */
export function renderWithQueryClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

/** A JSON answer of the server, for the `fetch` stub at the network boundary of a web unit test. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
