import { dehydrate, hashKey, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query'
import { endpoints } from '@psp/contracts/endpoints/index'
import { alertsEndpoints } from '@psp/contracts/endpoints/alerts.endpoints'
import { applicationsEndpoints as apps } from '@psp/contracts/endpoints/applications.endpoints'
import { knowledgeBaseEndpoints as kb } from '@psp/contracts/endpoints/knowledge-base.endpoints'
import { describe, expect, it, vi } from 'vitest'
import { endpointKey, invalidateResource, isQueryOf, queryKey, resourceOf } from './query-keys'

describe('queryKey', () => {
  it('is the resource, the method and path, and the request as sent', () => {
    expect(queryKey(kb.getSystems)).toEqual(['knowledge-base', 'GET /systems'])
    expect(queryKey(apps.getApplication, { params: { id: '7' } })).toEqual([
      'applications',
      'GET /applications/:id',
      { params: { id: '7' } },
    ])
    expect(endpointKey(apps.getOperatorQueue)).toEqual(['applications', 'POST /service-desk/applications'])
  })

  it('gives the same hash to the same call however its request object was built', () => {
    const a = queryKey(kb.getArticle, { query: { articleUuid: 'a', systemUuid: 's' } })
    const b = queryKey(kb.getArticle, { query: { systemUuid: 's', articleUuid: 'a' } })
    expect(hashKey(a)).toBe(hashKey(b))
    expect(hashKey(a)).not.toBe(hashKey(queryKey(kb.getArticle, { query: { articleUuid: 'b', systemUuid: 's' } })))
  })

  it('keeps two uses of one endpoint apart by their requests (GET /alerts: alerts and notifications)', () => {
    const alerts = queryKey(alertsEndpoints.getAlerts, { query: { page: 1, itemsPerPage: 10 } })
    const notes = queryKey(alertsEndpoints.getAlerts, {
      query: { page: 1, itemsPerPage: 10, filter: 'notifications' },
    })
    expect(alerts.slice(0, 2)).toEqual(notes.slice(0, 2))
    expect(hashKey(alerts)).not.toBe(hashKey(notes))
  })
})

describe('resourceOf', () => {
  it('gives every endpoint of the contract a resource', () => {
    for (const e of Object.values(endpoints)) expect(() => resourceOf(e), `${e.method} ${e.path}`).not.toThrow()
  })

  it('matches whole segments, the first listed prefix first', () => {
    expect(resourceOf({ path: '/user/alerts/:id' })).toBe('alerts')
    expect(resourceOf({ path: '/user/info' })).toBe('user')
    expect(resourceOf({ path: '/users/:id' })).toBe('accounts')
    expect(resourceOf({ path: '/articles/report/patterns' })).toBe('reports')
    expect(resourceOf({ path: '/articles/popular' })).toBe('knowledge-base')
    expect(resourceOf({ path: '/services/:id/hint' })).toBe('dictionaries')
    expect(resourceOf({ path: '/services/:id/files' })).toBe('knowledge-base')
    expect(() => resourceOf({ path: '/alertsx' })).toThrow(/no query resource/)
  })
})

describe('invalidateResource', () => {
  const seeded = () => {
    const client = new QueryClient()
    const keys = {
      order: queryKey(apps.getApplication, { params: { id: '1' } }),
      list: queryKey(apps.getApplications, { query: { statusGroup: 'Actual' }, body: {} }),
      queue: queryKey(apps.getOperatorQueue, { query: { queue: 'mine' }, body: {} }),
      systems: queryKey(kb.getSystems),
    }
    for (const key of Object.values(keys)) client.setQueryData(key, 'answer')
    const stale = () =>
      Object.entries(keys)
        .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
        .map(([name]) => name)
    return { client, stale }
  }

  it('marks every query of the resource stale and no other', async () => {
    const { client, stale } = seeded()
    await invalidateResource(client, 'applications')
    expect(stale()).toEqual(['order', 'list', 'queue'])
  })

  it('spares the endpoints named', async () => {
    const { client, stale } = seeded()
    await invalidateResource(client, 'applications', [apps.getApplication])
    expect(stale()).toEqual(['list', 'queue'])
  })

  it('asks again for a first answer that was on its way before the change', async () => {
    const client = new QueryClient()
    const key = queryKey(alertsEndpoints.getAlerts, { query: { page: 1, itemsPerPage: 20 } })
    let server = { unread: 12 }
    // The page opened just before «Отметить прочитанным»: its answer, read before the change, arrives after it.
    const answers: Array<() => void> = []
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => {
        const answer = { ...server }
        return new Promise((resolve) => answers.push(() => resolve(answer)))
      },
    })
    const unsubscribe = observer.subscribe(() => {})
    server = { unread: 0 }
    const invalidated = invalidateResource(client, 'alerts')
    answers.forEach((answer) => answer())
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[1]()
    await invalidated
    expect(client.getQueryData(key)).toEqual({ unread: 0 })
    unsubscribe()
  })

  it('tells the queries of an endpoint by its key', () => {
    expect(isQueryOf({ queryKey: queryKey(kb.getSystems) }, kb.getSystems)).toBe(true)
    expect(isQueryOf({ queryKey: queryKey(kb.getServices, { query: { systemUuid: 's' } }) }, kb.getSystems)).toBe(false)
  })
})

describe('the answers of a server-rendered page (ADR 0023)', () => {
  it('are found in the browser under the keys the page asks with, undefined query values included', async () => {
    const server = new QueryClient()
    const article = queryKey(kb.getArticle, { query: { articleUuid: 'a', systemUuid: 's' } })
    const lastModified = queryKey(kb.getLastModifiedArticles, { query: { systemUuid: undefined } })
    await server.prefetchQuery({ queryKey: article, queryFn: () => ({ uuid: 'a' }) })
    await server.prefetchQuery({ queryKey: lastModified, queryFn: () => ['newest'] })
    // The page carries the state as JSON (undefined values are dropped on the way).
    const state = JSON.parse(JSON.stringify(dehydrate(server)))

    const browser = new QueryClient()
    hydrate(browser, state)
    expect(browser.getQueryData(queryKey(kb.getArticle, { query: { systemUuid: 's', articleUuid: 'a' } }))).toEqual({
      uuid: 'a',
    })
    expect(browser.getQueryData(queryKey(kb.getLastModifiedArticles, { query: { systemUuid: undefined } }))).toEqual([
      'newest',
    ])
  })
})
