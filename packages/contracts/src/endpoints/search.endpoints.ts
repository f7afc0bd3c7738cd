import { endpoint } from './endpoint'

/** Search and its index (SPEC §7 Search). */
export const searchEndpoints = {
  search: endpoint({
    method: 'POST',
    path: '/search',
    schemas: () =>
      import('../search').then((m) => ({
        query: m.searchQuerySchema,
        body: m.searchRequestSchema,
        response: m.searchResponseSchema,
      })),
  }),
  getReindexState: endpoint({
    method: 'GET',
    path: '/search/reindex',
    schemas: () => import('../search').then((m) => ({ response: m.reindexStateSchema })),
  }),
  startReindex: endpoint({
    method: 'POST',
    path: '/search/reindex',
    schemas: () => import('../search').then((m) => ({ response: m.reindexStateSchema })),
  }),
}
