import { API_TIMEOUT_MS } from '@psp/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onAgreementRequired } from './agreement-required'
import { ApiError, apiRequest, type RequestOptions } from './api-client'

/** The transport by method, as the contract-typed `call` drives it. */
const api = {
  get: <T = unknown>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: (path: string, body?: unknown, options?: RequestOptions) => apiRequest('POST', path, { ...options, body }),
  delete: (path: string, options?: RequestOptions) => apiRequest('DELETE', path, options),
}

/** The network boundary: fetch answers with real Response objects; everything above it is the product's code. */
let fetchMock: ReturnType<typeof vi.fn>
let replace: ReturnType<typeof vi.fn>

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

/** Puts the page at a path; `location.replace` is recorded instead of navigating (jsdom cannot navigate). */
function visit(pathAndQuery: string) {
  const url = new URL(pathAndQuery, 'http://localhost')
  vi.stubGlobal('location', {
    pathname: url.pathname,
    search: url.search,
    href: url.href,
    origin: url.origin,
    replace,
  })
}

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit]
  return { url, init, headers: init.headers as Record<string, string> }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (e) {
    return e as ApiError
  }
  throw new Error('the call did not fail')
}

beforeEach(() => {
  fetchMock = vi.fn()
  replace = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  visit('/orders')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('requests', () => {
  it('calls /api with the CSRF header, same-origin credentials and a JSON body', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }))
    expect(await api.post('/login', { login: 'a', password: 'b' })).toEqual({ ok: true })
    const { url, init, headers } = lastCall()
    expect(url).toBe('/api/login')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('same-origin')
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest')
    expect(headers['Content-Type']).toBe('application/json')
    expect(init.body).toBe('{"login":"a","password":"b"}')
  })

  it('sends no body and no content type when there is none, and FormData as it is', async () => {
    fetchMock.mockResolvedValue(json({}))
    await api.post('/login/organization')
    expect(lastCall().init.body).toBeUndefined()
    expect(lastCall().headers['Content-Type']).toBeUndefined()
    const form = new FormData()
    form.append('inn', '7705123452')
    await api.post('/user/organizations', form)
    expect(lastCall().init.body).toBe(form)
    expect(lastCall().headers['Content-Type']).toBeUndefined()
  })

  it('builds the query, leaving out empty values', async () => {
    fetchMock.mockResolvedValue(json([]))
    await api.get('/organizations', { query: { page: 2, itemsPerPage: 25, search: 'ООО', error: undefined, x: null } })
    expect(lastCall().url).toBe(`/api/organizations?page=2&itemsPerPage=25&search=${encodeURIComponent('ООО')}`)
  })

  it(`gives every call a ${API_TIMEOUT_MS} ms timeout`, async () => {
    expect(API_TIMEOUT_MS).toBe(180_000)
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    fetchMock.mockResolvedValue(json({}))
    await api.get('/user/info')
    expect(timeout).toHaveBeenCalledWith(180_000)
    expect(lastCall().init.signal).toBe(timeout.mock.results[0].value)
  })

  it('fails a call unanswered after 180 s and lets one answered at 170 s through', async () => {
    vi.useFakeTimers()
    // AbortSignal.timeout runs on the runtime's own timers; this stand-in runs on the fake clock.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController()
      setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms)
      return controller.signal
    })
    try {
      // A server that answers after `ms`, unless the call is aborted first.
      const answerAfter = (ms: number) => (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const timer = setTimeout(() => resolve(json({ late: true })), ms)
          init.signal?.addEventListener('abort', () => {
            clearTimeout(timer)
            reject(init.signal?.reason)
          })
        })
      fetchMock.mockImplementationOnce(answerAfter(170_000))
      const slow = api.get('/applications/xls')
      await vi.advanceTimersByTimeAsync(170_000)
      expect(await slow).toEqual({ late: true })

      fetchMock.mockImplementationOnce(answerAfter(200_000))
      const tooSlow = failure(api.get('/impacts', { fallbackCode: 'FailedToGetDataFromSd' }))
      await vi.advanceTimersByTimeAsync(179_000)
      await vi.advanceTimersByTimeAsync(1_000)
      expect(await tooSlow).toMatchObject({ code: 'FailedToGetDataFromSd', status: 0 })
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers undefined for 204 and a file with its UTF-8 name for blob calls', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    expect(await api.delete('/login')).toBeUndefined()
    fetchMock.mockResolvedValue(
      new Response('PDF', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('Отчет.pdf')}`,
        },
      }),
    )
    const file = await api.get<{ blob: Blob; fileName: string }>('/files/1', { blob: true })
    expect(file.fileName).toBe('Отчет.pdf')
    expect(await file.blob.text()).toBe('PDF')
  })
})

describe('the `error` test query of the page', () => {
  it('is forwarded to the calls the page makes', async () => {
    visit('/orders?error=FailedToGetDataFromSd')
    fetchMock.mockResolvedValue(json({}))
    await api.get('/impacts')
    expect(lastCall().url).toBe('/api/impacts?error=FailedToGetDataFromSd')
    visit('/orders?error')
    await api.get('/impacts', { query: { page: 1 } })
    expect(lastCall().url).toBe('/api/impacts?page=1&error=')
  })

  it("gives way to the call's own error parameter and is absent when the page has none", async () => {
    visit('/orders?error=NotFound')
    fetchMock.mockResolvedValue(json({}))
    await api.get('/alerts', { query: { error: 'Forbidden' } })
    expect(lastCall().url).toBe('/api/alerts?error=Forbidden')
    visit('/orders')
    await api.get('/alerts')
    expect(lastCall().url).toBe('/api/alerts')
  })
})

describe('error mapping (SPEC §8)', () => {
  it('passes the server body through, with its reason', async () => {
    fetchMock.mockResolvedValue(json({ code: 'OrganizationNotFound', message: 'Нет такой', reason: 'X' }, 404))
    const error = await failure(api.get('/organizations/1'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'OrganizationNotFound', message: 'Нет такой', reason: 'X', status: 404 })
  })

  it('announces a refusal for want of the user agreement, so the shell brings up the terms dialog', async () => {
    const heard = vi.fn()
    const stop = onAgreementRequired(heard)
    fetchMock.mockResolvedValue(json({ code: 'Forbidden', message: 'Доступ запрещен' }, 403))
    await failure(api.get('/systems'))
    expect(heard).not.toHaveBeenCalled()
    fetchMock.mockResolvedValue(
      json({ code: 'Forbidden', message: 'Примите пользовательское соглашение', reason: 'AgreementNotAccepted' }, 403),
    )
    expect(await failure(api.get('/systems'))).toMatchObject({ code: 'Forbidden', reason: 'AgreementNotAccepted' })
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
  })

  it("answers the call's fallback code, or GeneralError, for a failure without a body", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500 }))
    expect((await failure(api.get('/user/info'))).code).toBe('GeneralError')
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }))
    const orders = await failure(
      api.post('/applications/get-applications', {}, { fallbackCode: 'FailedToGetApplicationsFromSd' }),
    )
    expect(orders).toMatchObject({ code: 'FailedToGetApplicationsFromSd', status: 502 })
  })

  it.each([
    [404, 'NotFound'],
    [403, 'Forbidden'],
    [405, 'MethodNotAllowed'],
  ])('maps a bare %i to %s', async (status, code) => {
    fetchMock.mockResolvedValue(new Response(null, { status }))
    expect((await failure(api.get('/organizations/1', { fallbackCode: 'SdGeneralError' }))).code).toBe(code)
  })

  it("answers the call's fallback code when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await failure(api.get('/warranties', { fallbackCode: 'FailedToGetDataFromSd' }))).toMatchObject({
      code: 'FailedToGetDataFromSd',
      status: 0,
    })
  })

  it('lets a cancellation through as it is', async () => {
    const controller = new AbortController()
    controller.abort()
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'))
    const error = await failure(api.get('/search', { signal: controller.signal }))
    expect(error).not.toBeInstanceOf(ApiError)
  })
})

describe('the 401 rule (SPEC §4)', () => {
  const unauthorized = () =>
    json({ code: 'GeneralError', message: 'Требуется вход в систему', reason: 'Unauthorized' }, 401)

  it('clears local storage and goes to the login page, keeping the current page as context', async () => {
    visit('/orders/15?tab=history')
    localStorage.setItem('systemUuid', 'abc')
    localStorage.setItem('hiddenUnreadAlerts', '[1]')
    fetchMock.mockResolvedValue(unauthorized())
    const error = await failure(api.get('/applications/15'))
    expect(error).toMatchObject({ code: 'GeneralError', status: 401 })
    expect(localStorage.length).toBe(0)
    expect(replace).toHaveBeenCalledWith(`/login?context=${encodeURIComponent('/orders/15?tab=history')}`)
  })

  it('keeps no context from the home page', async () => {
    visit('/')
    fetchMock.mockResolvedValue(unauthorized())
    await failure(api.get('/user/info'))
    expect(replace).toHaveBeenCalledWith('/login')
  })

  it('keeps no context after a logout', async () => {
    visit('/profile')
    localStorage.setItem('logout', 'true')
    localStorage.setItem('systemUuid', 'abc')
    fetchMock.mockResolvedValue(unauthorized())
    await failure(api.get('/user/info'))
    expect(replace).toHaveBeenCalledWith('/login')
    expect(localStorage.getItem('systemUuid')).toBeNull()
  })

  it('does not redirect on the login page itself', async () => {
    visit('/login?context=%2Forders')
    localStorage.setItem('systemUuid', 'abc')
    fetchMock.mockResolvedValue(unauthorized())
    await failure(api.get('/user/info'))
    expect(replace).not.toHaveBeenCalled()
  })

  it('leaves a call that expects 401 (the login itself) alone', async () => {
    visit('/login')
    localStorage.setItem('systemUuid', 'abc')
    fetchMock.mockResolvedValue(
      json({ code: 'GeneralError', message: 'Неверный пароль', reason: 'InvalidCredentials' }, 401),
    )
    const error = await failure(api.post('/login', { login: 'a', password: 'b' }, { skipAuthRedirect: true }))
    expect(error).toMatchObject({ code: 'GeneralError', reason: 'InvalidCredentials', message: 'Неверный пароль' })
    expect(replace).not.toHaveBeenCalled()
    expect(localStorage.getItem('systemUuid')).toBe('abc')
  })
})

describe('answers started early by early-requests.js', () => {
  afterEach(() => delete window.__pspEarlyRequests)

  it('takes the early answer of exactly that URL once, then asks the network', async () => {
    window.__pspEarlyRequests = { '/api/user/info': Promise.resolve(json({ id: 'early' })) }
    fetchMock.mockImplementation(async () => json({ id: 'network' }))
    expect(await api.get('/user/info')).toEqual({ id: 'early' })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(await api.get('/user/info')).toEqual({ id: 'network' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('asks the network when the early request failed, and never for another URL or method', async () => {
    window.__pspEarlyRequests = {
      '/api/user/info': Promise.reject(new TypeError('offline')),
      '/api/search': Promise.resolve(json({ id: 'early' })),
    }
    fetchMock.mockImplementation(async () => json({ id: 'network' }))
    expect(await api.get('/user/info')).toEqual({ id: 'network' })
    expect(await api.post('/search', {})).toEqual({ id: 'network' })
    expect(await api.get('/user/info', { query: { page: 2 } })).toEqual({ id: 'network' })
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('hands an early 401 to the 401 rule like any answer', async () => {
    window.__pspEarlyRequests = { '/api/user/info': Promise.resolve(json({ code: 'Unauthorized' }, 401)) }
    expect((await failure(api.get('/user/info'))).status).toBe(401)
    expect(replace).toHaveBeenCalledWith('/login?context=%2Forders')
  })
})
