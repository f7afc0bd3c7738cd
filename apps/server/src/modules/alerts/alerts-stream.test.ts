import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import type { ApiClient } from '../../../test/api-client'
import { notifyUser } from './notify-user'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ env: { NOTIFICATIONS_CHECK_SECONDS: '3600' } })
})
afterAll(() => t.close())

/** Opens the event stream as the browser's EventSource does and collects the named events. */
async function openStream(client: ApiClient) {
  const controller = new AbortController()
  const response = await fetch(`${t.url}/api/user/alerts/stream`, {
    headers: { cookie: client.cookieHeader, accept: 'text/event-stream' },
    signal: controller.signal,
  })
  const events: string[] = []
  const waiters: Array<() => void> = []
  const reader = response.body!.getReader()
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        for (const match of buffer.matchAll(/event: (\w+)\n/g)) events.push(match[1])
        buffer = buffer.slice(buffer.lastIndexOf('\n') + 1)
        waiters.splice(0).forEach((w) => w())
      }
    } catch {
      // aborted
    }
  })()
  const next = (name: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${name} event; got ${events.join(',')}`)), 5000)
      const check = () => {
        const at = events.indexOf(name)
        if (at >= 0) {
          events.splice(0, at + 1)
          clearTimeout(timer)
          resolve()
        } else waiters.push(check)
      }
      check()
    })
  return { response, events, next, close: () => controller.abort() }
}

describe('GET /api/user/alerts/stream', () => {
  it('pushes an event to the user an alert was raised for, and not to others', async () => {
    const user = await buildUser(t.ctx)
    const other = await buildUser(t.ctx)
    const mine = await openStream(await t.signIn(user.email))
    const theirs = await openStream(await t.signIn(other.email))
    expect(mine.response.status).toBe(200)
    expect(mine.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    await mine.next('ready')
    await theirs.next('ready')

    await notifyUser(t.ctx, user.id, { title: 'Заявка принята', text: '' })
    await mine.next('alerts')
    expect(theirs.events).not.toContain('alerts')
    mine.close()
    theirs.close()
  })

  it('pushes to everyone when a notification is published', async () => {
    const admin = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
    const stream = await openStream(await t.signIn((await buildUser(t.ctx)).email))
    await stream.next('ready')
    const form = new FormData()
    form.append('title', 'Всем')
    form.append('publishImmediately', 'true')
    expect((await admin.request('POST', '/api/alerts', { body: form })).status).toBe(200)
    await stream.next('alerts')
    stream.close()
  })
})
