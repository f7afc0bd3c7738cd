import { TEST_PASSWORD } from './factories'

export interface ApiResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
}

/** A small HTTP client with a cookie jar, sending the headers the web client sends. */
export class ApiClient {
  private cookies = new Map<string, string>()
  constructor(readonly baseUrl: string) {}

  /** The same browser, with this cookie jar, sent to another server: another instance behind a load balancer. */
  at(baseUrl: string) {
    const other = new ApiClient(baseUrl)
    other.cookies = this.cookies
    return other
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.csrf !== false) headers['X-Requested-With'] = 'XMLHttpRequest'
    if (this.cookies.size) headers.cookie = this.cookieHeader
    let body: RequestInit['body'] = options.body
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.json)
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...rest] = pair.split('=')
      const value = rest.join('=')
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const type = response.headers.get('content-type') ?? ''
    const parsed = type.includes('application/json') ? await response.json() : await response.arrayBuffer()
    return { status: response.status, headers: response.headers, body: parsed as T }
  }

  get<T = any>(path: string, options?: Parameters<ApiClient['request']>[2]) {
    return this.request<T>('GET', path, options)
  }
  post<T = any>(path: string, json?: unknown, options?: Parameters<ApiClient['request']>[2]) {
    return this.request<T>('POST', path, { ...options, json })
  }
  put<T = any>(path: string, json?: unknown, options?: Parameters<ApiClient['request']>[2]) {
    return this.request<T>('PUT', path, { ...options, json })
  }
  patch<T = any>(path: string, json?: unknown, options?: Parameters<ApiClient['request']>[2]) {
    return this.request<T>('PATCH', path, { ...options, json })
  }
  delete<T = any>(path: string, options?: Parameters<ApiClient['request']>[2]) {
    return this.request<T>('DELETE', path, options)
  }

  async login(login: string, password = TEST_PASSWORD) {
    const response = await this.post('/api/login', { login, password })
    if (response.status !== 200) throw new Error(`login ${login} failed: ${response.status}`)
    return response
  }
}
