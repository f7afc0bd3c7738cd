import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import type { ApiClient } from '../../../test/api-client'
import { buildPlace } from '../../../test/kb-factories'
import { fileApplication } from '../../../test/application-factories'
import { nextInn } from '../../../test/org-world'
import { formOf } from '../../../test/upload-samples'
import { signatureValid, startWebhookReceiver } from '../../../test/webhook-receiver'
import { insertEndpoint } from './webhooks.repository'
import { deliverDueWebhooks } from './webhook-delivery'

const ALL_EVENTS = [
  'application.created',
  'application.status_changed',
  'application.commented',
  'membership.requested',
  'membership.decided',
  'notification.published',
]
const MINUTE = 60_000

let t: TestApp
let admin: ApiClient
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
beforeAll(async () => {
  // This instance delivers nothing by itself: the tests run the delivery when they mean to.
  t = await startTestApp({
    env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_POLL_SECONDS: '0', WEBHOOK_DISABLE_AFTER_FAILURES: '3' },
  })
  admin = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
  receiver = await startWebhookReceiver()
})
afterAll(async () => {
  await t.close()
  await receiver.close()
})
beforeEach(() => receiver.answerWith(() => ({ status: 200, body: 'ok' })))

/** Registers an endpoint of the receiver; earlier endpoints are deleted so each test hears only its own. */
async function register(events: string[] = ALL_EVENTS, path = '/hook') {
  for (const old of (await admin.get('/api/admin/webhooks')).body.items) {
    await admin.delete(`/api/admin/webhooks/${old.id}`)
  }
  const created = await admin.post('/api/admin/webhooks', { url: receiver.url(path), events })
  expect(created.status).toBe(200)
  return created.body as { id: string; secret: string }
}

const deliveries = async (id: string, query = 'itemsPerPage=100') =>
  (await admin.get(`/api/admin/webhooks/${id}/deliveries?${query}`)).body as {
    items: Array<Record<string, any>>
    total: number
    pagesCount: number
  }

describe('registering endpoints', () => {
  it('is for platform Admins only', async () => {
    const user = await t.signIn((await buildUser(t.ctx)).email)
    expect((await t.client().get('/api/admin/webhooks')).status).toBe(401)
    expect((await user.get('/api/admin/webhooks')).status).toBe(403)
    expect((await user.post('/api/admin/webhooks', { url: receiver.url(), events: ALL_EVENTS })).status).toBe(403)
  })

  it('refuses an address the operator does not allow, and bad input, in Russian', async () => {
    for (const url of ['http://example.com/hook', `http://localhost:${receiver.port}/hook`, 'http://10.0.0.1/hook']) {
      const refused = await admin.post('/api/admin/webhooks', { url, events: ['application.created'] })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ code: 'GeneralError', reason: 'ValidationError' })
      expect(refused.body.message).toBe('Адрес не входит в список разрешённых (WEBHOOK_ALLOWED_HOSTS)')
    }
    const notUrl = await admin.post('/api/admin/webhooks', {
      url: 'ftp://127.0.0.1/x',
      events: ['application.created'],
    })
    expect(notUrl.status).toBe(400)
    const noEvents = await admin.post('/api/admin/webhooks', { url: receiver.url(), events: [] })
    expect(noEvents.status).toBe(400)
    const unknown = await admin.post('/api/admin/webhooks', { url: receiver.url(), events: ['user.deleted'] })
    expect(unknown.status).toBe(400)
  })

  it('lists, changes, turns off and deletes an endpoint, each recorded in the audit log', async () => {
    const { id, secret } = await register(['application.created'])
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/)
    const listed = (await admin.get('/api/admin/webhooks')).body.items
    expect(listed).toEqual([expect.objectContaining({ id, url: receiver.url(), enabled: true })])
    expect(JSON.stringify(listed)).not.toContain(secret)

    const changed = await admin.patch(`/api/admin/webhooks/${id}`, { events: ['membership.requested'], enabled: false })
    expect(changed.body).toMatchObject({ events: ['membership.requested'], enabled: false })
    expect((await admin.delete(`/api/admin/webhooks/${id}`)).status).toBe(204)
    expect((await admin.delete(`/api/admin/webhooks/${id}`)).status).toBe(404)

    const audit = (await admin.get('/api/admin/audit-log?itemsPerPage=100')).body.items.filter(
      (e: { objectId: string }) => e.objectId === id,
    )
    expect(audit.map((e: { action: string }) => e.action)).toEqual([
      'webhook.deleted',
      'webhook.changed',
      'webhook.created',
    ])
    expect(audit[2]).toMatchObject({ objectType: 'webhook', objectName: receiver.url() })
  })
})

describe('delivering events of real portal actions', () => {
  it('tells of an application filed, moved, commented; a join request and its decision; a notification', async () => {
    const { id, secret } = await register()
    const since = receiver.received.length

    const place = await buildPlace(t.ctx)
    const applicantUser = await buildUser(t.ctx)
    const applicant = await t.signIn(applicantUser.email)
    const application = await fileApplication(applicant, place, 'Вебхук: новая заявка')
    expect((await admin.put(`/api/service-desk/applications/${application.id}/take`)).status).toBe(200)
    const comment = await applicant.request('POST', `/api/applications/${application.id}/comment`, {
      body: formOf({ text: 'Уточнение к заявке' }),
    })
    expect(comment.status).toBe(200)

    const org = await buildOrganization(t.ctx, { inn: nextInn() })
    const orgAdmin = await buildUser(t.ctx)
    await addMember(t.ctx, org.id, orgAdmin.id, { role: 'Admin', isDefault: true })
    const requester = await buildUser(t.ctx)
    const asked = await (
      await t.signIn(requester.email)
    ).request('POST', '/api/user/organizations', { body: formOf({ inn: org.inn, role: 'Employee' }) })
    expect(asked.status).toBe(200)
    const accepted = await (
      await t.signIn(orgAdmin.email)
    ).patch(`/api/organizations/${org.id}/users/${requester.id}/accept`, { role: 'Employee' })
    expect(accepted.status).toBe(200)

    const notice = await admin.request('POST', '/api/alerts', {
      body: formOf({ title: 'Плановые работы', text: 'Ночью', publishImmediately: 'true' }),
    })
    expect(notice.status).toBe(200)

    // Nothing is sent before the delivery runs: the events wait in the outbox.
    expect(receiver.received.length).toBe(since)
    expect(await deliverDueWebhooks(t.ctx)).toBe(6)
    const got = receiver.received.slice(since)
    expect(got.map((h) => h.json.event)).toEqual(expect.arrayContaining(ALL_EVENTS))
    for (const hook of got) {
      expect(signatureValid(hook, secret)).toBe(true)
      expect(hook.headers['x-portal-event']).toBe(hook.json.event)
      expect(hook.headers['content-type']).toBe('application/json')
      expect(hook.json.occurredAt).toBe(new Date(hook.json.occurredAt).toISOString())
    }
    const of = (event: string) => got.find((h) => h.json.event === event)!.json.data
    expect(of('application.created').application).toMatchObject({
      id: application.id,
      number: application.number,
      subject: 'Вебхук: новая заявка',
      status: 'registered',
      userId: applicantUser.id,
    })
    expect(of('application.status_changed')).toMatchObject({ from: 'registered', to: 'inprogress' })
    expect(of('application.commented').comment).toMatchObject({ text: 'Уточнение к заявке', fromServiceDesk: false })
    expect(of('membership.requested')).toMatchObject({ organization: { id: org.id }, userId: requester.id })
    expect(of('membership.decided')).toMatchObject({ decision: 'accepted', role: 'Employee', decidedBy: orgAdmin.id })
    expect(of('notification.published').notification).toMatchObject({ id: notice.body.id, title: 'Плановые работы' })

    const listed = await deliveries(id)
    expect(listed.total).toBe(6)
    expect(listed.items.every((d) => d.status === 'delivered' && d.attempts === 1 && d.responseStatus === 200)).toBe(
      true,
    )
    const deliveryIds = new Set(got.map((h) => h.headers['x-portal-delivery']))
    expect(deliveryIds).toEqual(new Set(listed.items.map((d) => d.id)))
  })

  it('sends only the events an endpoint takes', async () => {
    await register(['membership.requested'])
    const since = receiver.received.length
    await fileApplication(await t.signIn((await buildUser(t.ctx)).email), await buildPlace(t.ctx))
    expect(await deliverDueWebhooks(t.ctx)).toBe(0)
    expect(receiver.received.length).toBe(since)
  })
})

describe('failures', () => {
  it('retries after the receiver fails, with backoff, until it recovers; the answers are kept', async () => {
    const { id } = await register(['notification.published'])
    receiver.answerWith(() => ({ status: 500, body: 'x'.repeat(10_000) }))
    await admin.request('POST', '/api/alerts', { body: formOf({ title: 'Повтор', publishImmediately: 'true' }) })
    expect(await deliverDueWebhooks(t.ctx)).toBe(0)
    let [delivery] = (await deliveries(id)).items
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 })
    // The answer's body is kept only in part.
    expect(delivery.responseExcerpt.length).toBeLessThanOrEqual(4096)
    expect(new Date(delivery.nextAttemptAt).getTime() - t.clock.now().getTime()).toBe(MINUTE)

    // Not due yet: nothing is sent.
    const before = receiver.received.length
    await deliverDueWebhooks(t.ctx)
    expect(receiver.received.length).toBe(before)

    receiver.answerWith(() => ({ status: 204 }))
    t.clock.advance(MINUTE)
    expect(await deliverDueWebhooks(t.ctx)).toBe(1)
    ;[delivery] = (await deliveries(id)).items
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, responseStatus: 204, nextAttemptAt: null })
    const endpoint = (await admin.get('/api/admin/webhooks')).body.items[0]
    expect(endpoint).toMatchObject({ enabled: true, consecutiveFailures: 0 })
  })

  it('never follows a redirect: a 3xx is a failure and the other address is not asked', async () => {
    const { id } = await register(['notification.published'])
    receiver.answerWith((hook) =>
      hook.path === '/hook' ? { status: 302, headers: { location: receiver.url('/elsewhere') } } : { status: 200 },
    )
    await admin.request('POST', '/api/alerts', { body: formOf({ title: 'Переадресация', publishImmediately: 'true' }) })
    await deliverDueWebhooks(t.ctx)
    expect((await deliveries(id)).items[0]).toMatchObject({ status: 'pending', responseStatus: 302 })
    expect(receiver.received.some((h) => h.path === '/elsewhere')).toBe(false)
  })

  it('turns an endpoint off after WEBHOOK_DISABLE_AFTER_FAILURES failed attempts in a row', async () => {
    const { id } = await register(['notification.published'])
    receiver.answerWith(() => ({ status: 503, body: 'down' }))
    await admin.request('POST', '/api/alerts', { body: formOf({ title: 'Сбой', publishImmediately: 'true' }) })
    for (const wait of [0, 1, 5]) {
      t.clock.advance(wait * MINUTE)
      await deliverDueWebhooks(t.ctx)
    }
    const endpoint = (await admin.get('/api/admin/webhooks')).body.items[0]
    expect(endpoint).toMatchObject({ enabled: false, consecutiveFailures: 3 })
    expect(endpoint.disabledReason).toBe('Отключен после 3 неудачных попыток подряд')
    expect((await deliveries(id)).items[0]).toMatchObject({ status: 'failed', attempts: 3 })

    // Off: new events are not queued for it, and resending is refused until an Admin turns it on.
    await admin.request('POST', '/api/alerts', { body: formOf({ title: 'Не для него', publishImmediately: 'true' }) })
    expect((await deliveries(id)).total).toBe(1)
    const [failed] = (await deliveries(id)).items
    const refused = await admin.post(`/api/admin/webhooks/${id}/deliveries/${failed.id}/resend`)
    expect(refused.status).toBe(409)
    const on = await admin.patch(`/api/admin/webhooks/${id}`, { enabled: true })
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 })
  })

  it('checks the address again at delivery: an endpoint outside the allowed hosts is never called', async () => {
    await register(['notification.published'])
    const sneaked = await insertEndpoint(t.ctx.db, {
      url: `http://localhost:${receiver.port}/sneaked`,
      events: ['notification.published'],
      secret: 's',
      now: t.clock.now(),
    })
    await admin.request('POST', '/api/alerts', { body: formOf({ title: 'Проверка', publishImmediately: 'true' }) })
    await deliverDueWebhooks(t.ctx)
    expect(receiver.received.some((h) => h.path === '/sneaked')).toBe(false)
    const [refused] = (await deliveries(sneaked.id)).items
    expect(refused).toMatchObject({ status: 'pending', responseStatus: null })
    expect(refused.responseExcerpt).toContain('WEBHOOK_ALLOWED_HOSTS')
  })
})

describe('the outbox and resending', () => {
  it('delivers later an event written while no delivery ran, from another instance', async () => {
    const { secret } = await register(['membership.requested'])
    const org = await buildOrganization(t.ctx, { inn: nextInn() })
    const requester = await buildUser(t.ctx)
    const asked = await (
      await t.signIn(requester.email)
    ).request('POST', '/api/user/organizations', { body: formOf({ inn: org.inn, role: 'Employee' }) })
    expect(asked.status).toBe(200)
    // This instance never delivers; a second one on the same database, with its delivery job on, sends it.
    const second = await startTestApp({
      secondInstanceOf: t,
      env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_POLL_SECONDS: '1' },
    })
    try {
      const hook = await receiver.waitFor(
        (h) => h.json.event === 'membership.requested' && h.json.data.userId === requester.id,
      )
      expect(signatureValid(hook, secret)).toBe(true)
    } finally {
      await second.close()
    }
  })

  it('resends a delivery: the same body and signature under a new delivery id, recorded in the audit log', async () => {
    const { id, secret } = await register(['notification.published'])
    await admin.request('POST', '/api/alerts', { body: formOf({ title: 'Ещё раз', publishImmediately: 'true' }) })
    await deliverDueWebhooks(t.ctx)
    const [first] = (await deliveries(id)).items
    const original = receiver.received.find((h) => h.headers['x-portal-delivery'] === first.id)!

    t.clock.advance(MINUTE)
    const resent = await admin.post(`/api/admin/webhooks/${id}/deliveries/${first.id}/resend`)
    expect(resent.status).toBe(200)
    expect(resent.body).toMatchObject({ status: 'pending', attempts: 0, event: 'notification.published' })
    expect(await deliverDueWebhooks(t.ctx)).toBe(1)
    const again = receiver.received.find((h) => h.headers['x-portal-delivery'] === resent.body.id)!
    expect(again.body).toBe(original.body)
    expect(signatureValid(again, secret)).toBe(true)
    const page = await deliveries(id, 'itemsPerPage=1')
    expect(page).toMatchObject({ total: 2, pagesCount: 2 })
    expect(page.items[0].id).toBe(resent.body.id)

    const missing = await admin.post(`/api/admin/webhooks/${id}/deliveries/${crypto.randomUUID()}/resend`)
    expect(missing.status).toBe(404)
    const audit = await admin.get('/api/admin/audit-log?action=webhook.resent')
    expect(audit.body.items[0]).toMatchObject({ objectId: id })
  })
})
