import type { Query, QueryClient } from '@tanstack/react-query'
import type { Endpoint, RequestOf } from '@psp/contracts/endpoints/endpoint'

/**
 * The query keys of the app, derived from the endpoint records (ADR 0015): a query of `call(endpoint, request)` is
 * cached under `[resource, 'METHOD /path', request]`, so one endpoint asked with the same request has one key whichever
 * feature asks, the server-rendered page's answers (ADR 0023) land under the keys the browser then asks for, and a change
 * makes a whole resource stale with `invalidateResource` instead of a feature spelling another feature's keys.
 */

/** What one change makes stale together. */
export type Resource =
  | 'user'
  | 'agreements'
  | 'alerts'
  | 'organizations'
  | 'memberships'
  | 'knowledge-base'
  | 'reports'
  | 'search'
  | 'accounts'
  | 'user-data-changes'
  | 'applications'
  | 'dictionaries'
  | 'password'
  | 'email'
  | 'files'
  | 'health'
  | 'audit-log'
  | 'api-tokens'
  | 'webhooks'

/** The resource of an endpoint by its path: the first prefix that matches whole segments wins. */
const RESOURCES: readonly (readonly [prefix: string, resource: Resource])[] = [
  ['/user/info', 'user'],
  ['/user/api-tokens', 'api-tokens'],
  ['/user/phone', 'user'],
  ['/user/avatar', 'user'],
  ['/user/no-organization-notice', 'user'],
  ['/user/2fa', 'user'],
  ['/login', 'user'],
  ['/user/alerts', 'alerts'],
  ['/alerts', 'alerts'],
  ['/user/organizations', 'memberships'],
  ['/organizations', 'organizations'],
  ['/useragreement', 'agreements'],
  ['/articles/report', 'reports'],
  ['/articles', 'knowledge-base'],
  ['/systems', 'knowledge-base'],
  ['/services/:id/hint', 'dictionaries'],
  ['/services/:id/applicationTypes', 'dictionaries'],
  ['/services', 'knowledge-base'],
  ['/admin/knowledge-base', 'knowledge-base'],
  ['/search', 'search'],
  ['/users', 'accounts'],
  ['/userdatachange', 'user-data-changes'],
  ['/applications', 'applications'],
  ['/organization/applications', 'applications'],
  ['/service-desk/applications', 'applications'],
  ['/views', 'applications'],
  ['/warranties', 'dictionaries'],
  ['/impacts', 'dictionaries'],
  ['/password', 'password'],
  ['/email', 'email'],
  ['/files', 'files'],
  ['/health', 'health'],
  ['/admin/audit-log', 'audit-log'],
  ['/admin/webhooks', 'webhooks'],
]

export function resourceOf(endpoint: Pick<Endpoint, 'path'>): Resource {
  const { path } = endpoint
  const found = RESOURCES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))
  if (!found) throw new Error(`${path}: no query resource (lib/query-keys.ts)`)
  return found[1]
}

/** The prefix of every key of one endpoint: `[resource, 'GET /path']`. */
export const endpointKey = (endpoint: Endpoint) =>
  [resourceOf(endpoint), `${endpoint.method} ${endpoint.path}`] as const

/** The key of one call, `call(endpoint, request)`: the same endpoint and request give the same key everywhere. */
export function queryKey<E extends Endpoint>(
  endpoint: E,
  ...[request]: unknown extends RequestOf<E> ? [request?: RequestOf<E>] : [request: RequestOf<E>]
): readonly [Resource, string, ...RequestOf<E>[]] {
  const key = endpointKey(endpoint)
  return request === undefined ? key : [...key, request]
}

/** Whether a cached query is one of `endpoint`'s. */
export const isQueryOf = (query: Pick<Query, 'queryKey'>, endpoint: Endpoint) => {
  const [resource, id] = endpointKey(endpoint)
  return query.queryKey[0] === resource && query.queryKey[1] === id
}

/**
 * Marks every query of a resource stale (the shown ones refetch), but those of `except` (an answer the caller has just
 * stored itself, say). A first answer still on its way (a page opened just before the change) was asked before the
 * change, and React Query would hand it over rather than ask again: it restarts only the fetches of queries that have
 * data. So such fetches are dropped first, and asked again.
 */
export async function invalidateResource(client: QueryClient, resource: Resource, except: readonly Endpoint[] = []) {
  const kept = (query: Query) => !except.some((endpoint) => isQueryOf(query, endpoint))
  await client.cancelQueries({
    queryKey: [resource],
    predicate: (query) => kept(query) && query.state.data === undefined,
  })
  return client.invalidateQueries({ queryKey: [resource], predicate: except.length === 0 ? undefined : kept })
}
