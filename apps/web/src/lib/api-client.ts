import type { ErrorCode } from '@psp/contracts'
import { API_BASE, API_TIMEOUT_MS } from '@psp/contracts/limits'
import { AGREEMENT_NOT_ACCEPTED, announceAgreementRequired } from './agreement-required'
import { ApiError, errorFromResponse } from './api-error'
import { takeEarlyResponse } from './early-requests'
import { clearAllStorage, local } from './storage'

export type QueryValue = string | number | boolean | null | undefined
export interface RequestOptions {
  query?: Record<string, QueryValue>
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown
  /** The code SPEC §8 gives this call when the server answers without a body. */
  fallbackCode?: ErrorCode
  /** Expect a file: resolves to a Blob and the file name from Content-Disposition. */
  blob?: boolean
  signal?: AbortSignal
  /** The login call itself answers 401 for wrong credentials; it must not trigger the 401 redirect. */
  skipAuthRedirect?: boolean
  /** False for calls the page's `?error` must not reach (the current user, without which no page renders). */
  withPageError?: boolean
}

type Transport = (url: string, init: RequestInit) => Promise<Response>
let transport: Transport = (url, init) => fetch(url, init)

/**
 * Replaces the network under every call. The server-side renderer (src/entry-server.tsx) answers the calls of the
 * page it renders from the server itself, as the signed-in user; the browser always uses fetch.
 */
export function setTransport(next: Transport) {
  transport = next
}

/** SPEC §7's test query: `?error` on the page adds an error parameter to the calls it makes. */
function pageErrorParam(): string | null {
  if (typeof window === 'undefined') return null
  return new URLSearchParams(window.location.search).get('error')
}

function buildUrl(path: string, query: RequestOptions['query'], withPageError: boolean) {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v))
  const pageError = withPageError ? pageErrorParam() : null
  if (pageError !== null && !params.has('error')) params.set('error', pageError)
  const qs = params.toString()
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`
}

/**
 * SPEC §4: a 401 on any call clears local storage and goes to /login, keeping the current path as `context`
 * unless the user has just logged out.
 */
export function redirectToLogin() {
  const loggedOut = local.get('logout') !== null
  const here = window.location.pathname + window.location.search
  clearAllStorage()
  if (loggedOut) local.set('logout', 'true')
  if (window.location.pathname === '/login') return
  const target = loggedOut || here === '/' ? '/login' : `/login?context=${encodeURIComponent(here)}`
  window.location.replace(target)
}

export interface FileResult {
  blob: Blob
  fileName: string | null
}

function fileNameOf(response: Response) {
  const header = response.headers.get('content-disposition') ?? ''
  const utf8 = header.match(/filename\*=UTF-8''([^;]+)/i)
  if (utf8) return decodeURIComponent(utf8[1])
  return header.match(/filename="?([^";]+)"?/i)?.[1] ?? null
}

/**
 * The transport under every call: base /api, the CSRF header, JSON or multipart bodies, SPEC §9's timeout, the 401
 * rule and SPEC §8's error mapping. Features never call it directly: they call `call(endpoint, request)` from
 * ./api-call, which takes method, path and types from the contract (ADR 0015).
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' }
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  const url = buildUrl(path, options.query, options.withPageError ?? true)
  let response: Response
  try {
    const early = method === 'GET' ? await takeEarlyResponse(url)?.catch(() => undefined) : undefined
    response = early ?? (await transport(url, { method, headers, body, signal, credentials: 'same-origin' }))
  } catch (e) {
    if (options.signal?.aborted) throw e
    throw errorFromResponse(0, null, options.fallbackCode)
  }
  if (response.status === 401 && !options.skipAuthRedirect) {
    redirectToLogin()
    throw errorFromResponse(401, await readJson(response), 'GeneralError')
  }
  if (!response.ok) {
    const error = errorFromResponse(response.status, await readJson(response), options.fallbackCode)
    if (error.reason === AGREEMENT_NOT_ACCEPTED) announceAgreementRequired()
    throw error
  }
  if (options.blob) return { blob: await response.blob(), fileName: fileNameOf(response) } as T
  if (response.status === 204) return undefined as T
  return (await readJson(response)) as T
}

async function readJson(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return null
  try {
    return await response.json()
  } catch {
    return null
  }
}

export { ApiError }
