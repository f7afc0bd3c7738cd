import type { Endpoint, ParamsOf, RequestOf, ResponseOf } from '@psp/contracts/endpoints/endpoint'
import { API_BASE } from '@psp/contracts/limits'
import { apiRequest, type FileResult, type RequestOptions } from './api-client'

/** Per-call options that are about this page, not the contract (the contract gives method, path and fallbackCode). */
export type CallOptions = Pick<RequestOptions, 'signal' | 'skipAuthRedirect' | 'withPageError'>

/** `/articles/:id/by-tag` + `{ id }` -> `/articles/<id, encoded>/by-tag`. */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`)
    return encodeURIComponent(value)
  })
}

/**
 * The URL of a record's call, its params filled in and encoded: for what the browser fetches itself, a link, an image,
 * an EventSource. `apiUrl(filesEndpoints.downloadFile, { id })` -> `/api/files/<id>`.
 */
export function apiUrl<E extends Endpoint>(
  endpoint: E,
  ...[params]: [ParamsOf<E>] extends [undefined] ? [] : [params: ParamsOf<E>]
): string {
  return `${API_BASE}${fillPath(endpoint.path, params as Record<string, string> | undefined)}`
}

/**
 * Makes one call of the contract (ADR 0015): `call(kbEndpoints.getArticle, { query })`. The endpoint gives method,
 * path, the SPEC §8 fallback code and every type; the request takes exactly the params, query and body it declares.
 * In development and tests the answer is checked against the endpoint's zod schema (loaded on demand), so a server
 * and a client that drift apart fail loudly; a production build drops the check and never loads zod for it.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[request, options]: unknown extends RequestOf<E>
    ? [request?: RequestOf<E>, options?: CallOptions]
    : [request: RequestOf<E>, options?: CallOptions]
): Promise<ResponseOf<E>> {
  const parts = (request ?? {}) as { params?: Record<string, string>; query?: RequestOptions['query']; body?: unknown }
  const data = await apiRequest<unknown>(endpoint.method, fillPath(endpoint.path, parts.params), {
    query: parts.query,
    body: parts.body,
    fallbackCode: endpoint.fallbackCode,
    ...options,
  })
  if (import.meta.env.DEV) await checkResponse(endpoint, data)
  return data as ResponseOf<E>
}

/**
 * Like `call`, for an endpoint that answers a file (XLSX exports, reports): resolves to the Blob and the file name
 * from Content-Disposition. The answer is a file, not JSON, so there is no contract check of it.
 */
export function callFile<E extends Endpoint>(
  endpoint: E,
  ...[request, options]: unknown extends RequestOf<E>
    ? [request?: RequestOf<E>, options?: CallOptions]
    : [request: RequestOf<E>, options?: CallOptions]
): Promise<FileResult> {
  const parts = (request ?? {}) as { params?: Record<string, string>; query?: RequestOptions['query']; body?: unknown }
  return apiRequest<FileResult>(endpoint.method, fillPath(endpoint.path, parts.params), {
    query: parts.query,
    body: parts.body,
    fallbackCode: endpoint.fallbackCode,
    ...options,
    blob: true,
  })
}

/** Development and tests only: the answer must match the contract. The answer itself is returned unparsed, so the
 * app behaves the same with and without the check. */
async function checkResponse(endpoint: Endpoint, data: unknown) {
  const { response } = await endpoint.schemas()
  // No body (204), or not JSON (a file, an event stream, a redirect): nothing to check.
  if (response === null || typeof response === 'string') return
  const result = response.safeParse(data)
  if (!result.success) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: the answer does not match its contract: ${result.error.message}`,
    )
  }
}
