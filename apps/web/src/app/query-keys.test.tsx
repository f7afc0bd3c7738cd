import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSystems as useApplicationFormSystems } from '../features/applications/create/api/get-catalog'
import { systemsQuery, useSystems as useKnowledgeBaseSystems } from '../features/knowledge-base/api/get-systems'
import { useSystemOptions } from '../features/applications/list/api/systems'

const systems = [{ uuid: 's-1', title: 'Система', description: null, articlesCount: 2 }]

afterEach(() => vi.unstubAllGlobals())

/**
 * GET /systems was cached under ['applications', 'system-options'] by the order lists and under ['kb', 'systems'] by
 * the knowledge base and the application form: two keys, two calls, two copies. Keys derived from the endpoint give
 * the three one key.
 */
describe('one endpoint, one key across features', () => {
  it('asks GET /systems once for the order lists, the application form and the knowledge base', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(systems), { headers: { 'content-type': 'application/json' } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )

    const { result } = renderHook(
      () => ({ options: useSystemOptions(), form: useApplicationFormSystems(), kb: useKnowledgeBaseSystems() }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.kb.isSuccess).toBe(true))

    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([systemsQuery().queryKey])
    expect(result.current.options.data).toEqual([{ value: 'Система', label: 'Система' }])
    expect(result.current.form.data).toEqual(systems)
  })
})
