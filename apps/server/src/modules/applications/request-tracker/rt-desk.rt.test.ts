import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../../test/api-client'
import { fileApplication } from '../../../../test/application-factories'
import { buildUser } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/harness'
import { buildPlace } from '../../../../test/kb-factories'
import { CUSTOM_FIELDS, startRequestTracker, type RequestTracker } from '../../../../test/request-tracker'
import { portalSettingsOf } from '../../../platform/portal-settings'
import { readDeskChanges } from '../service-desk-changes'
import { deliverToDesk } from '../service-desk-deliveries'

/*
 * The portal with Request Tracker 5 behind it (SERVICE_DESK=rt, ADR 0038): the applicant's whole life cycle of an
 * application through the portal's API, while an operator answers and resolves it in RT through RT's own REST API;
 * files both ways; and RT stopped mid-way, with nothing lost. The jobs that carry changes both ways are run by the
 * test at the moments it checks, instead of on their timers.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
const MINUTE = 60_000

let rt: RequestTracker
let t: TestApp
let applicant: ApiClient
let place: Awaited<ReturnType<typeof buildPlace>>
beforeAll(async () => {
  rt = await startRequestTracker()
  t = await startTestApp({
    env: { SERVICE_DESK: 'rt', RT_URL: rt.url, RT_TOKEN: rt.token, RT_POLL_SECONDS: '3600', RT_TIMEOUT_SECONDS: '5' },
  })
  place = await buildPlace(t.ctx)
  applicant = await t.signIn((await buildUser(t.ctx, { surname: 'Заявкин', name: 'Пётр' })).email)
}, 180_000)
afterAll(async () => {
  await t?.close()
  await rt?.close()
})

interface RtTicket {
  Subject: string
  Status: string
}
type RtItems = { items: Array<{ id: string; Type: string; Creator: { id: string } }> }

/** The RT ticket of the portal's application number N, as RT's search finds it. */
async function ticketOf(number: number) {
  const found = await rt.rest('GET', `/tickets?query=${encodeURIComponent(`Subject LIKE '[ПСП №${number}]'`)}`)
  const [item] = (found.json as { items: Array<{ id: string }> }).items
  const ticket = await rt.rest('GET', `/ticket/${item.id}`)
  return { id: item.id, ...(ticket.json as RtTicket) }
}

const history = async (ticket: string) =>
  (await rt.rest('GET', `/ticket/${ticket}/history?fields=Type,Creator&per_page=100`)).json as RtItems

const asFile = (name: string, body: Buffer) => ({
  FileName: `=?UTF-8?B?${Buffer.from(name).toString('base64')}?=`,
  FileType: 'application/pdf',
  FileContent: body.toString('base64'),
})

describe('Request Tracker behind the portal', () => {
  it('files the application as a ticket, and brings the operator’s reply, files and resolution back to the applicant', async () => {
    const filed = await fileApplication(applicant, place, 'Не открывается реестр')
    expect(await deliverToDesk(t.ctx)).toBe(1)
    const ticket = await ticketOf(filed.number)
    expect(ticket).toMatchObject({ Subject: `[ПСП №${filed.number}] Не открывается реестр`, Status: 'new' })

    // The operator answers in RT, with a file, and RT opens the ticket.
    const answer = await rt.rest('POST', `/ticket/${ticket.id}/correspond`, {
      Content: 'Пришлите снимок экрана',
      ContentType: 'text/plain',
      Attachments: [asFile('памятка.pdf', PDF)],
    })
    expect(answer.status).toBe(201)
    expect(await readDeskChanges(t.ctx)).toBe(2)
    // The applicant hears of it before opening the application (which marks its alerts read).
    const alerts = await applicant.get('/api/user/alerts/unread')
    expect(JSON.stringify(alerts.body)).toContain(`Заявка №${filed.number}: новый ответ`)
    const seen = await applicant.get(`/api/applications/${filed.id}`)
    expect(seen.body.status).toBe('inprogress')
    expect(seen.body.unread).toBe(true)
    const reply = seen.body.comments.at(-1)
    expect(reply).toMatchObject({ text: 'Пришлите снимок экрана', fromServiceDesk: true, authorFio: 'Иванова Анна' })
    expect(reply.files.map((f: { name: string }) => f.name)).toEqual(['памятка.pdf'])
    const download = await applicant.get(`/api/files/${reply.files[0].uuid}`)
    expect(Buffer.from(download.body as ArrayBuffer).equals(PDF)).toBe(true)

    // The applicant answers with a file: a reply in RT, by the portal's user.
    const form = new FormData()
    form.append('text', 'Вот снимок')
    form.append('files[]', new Blob([PDF]), 'снимок.pdf')
    expect((await applicant.request('POST', `/api/applications/${filed.id}/comment`, { body: form })).status).toBe(200)
    expect(await deliverToDesk(t.ctx)).toBe(1)
    const replies = (await history(ticket.id)).items.filter((i) => i.Type === 'Correspond')
    expect(replies.map((i) => i.Creator.id)).toEqual(['operator', 'root'])

    // The operator resolves it in RT; the applicant closes it with a mark, which RT records.
    await rt.rest('PUT', `/ticket/${ticket.id}`, { Status: 'resolved' })
    expect(await readDeskChanges(t.ctx)).toBe(1)
    const resolved = await applicant.get(`/api/applications/${filed.id}`)
    expect(resolved.body.status).toBe('resolved')
    const statusHistory = await applicant.get(`/api/applications/${filed.id}/statushistory`)
    expect(statusHistory.body.map((s: { newState: string }) => s.newState)).toEqual(['Новая', 'В работе', 'Выполнена'])

    expect((await applicant.put(`/api/applications/${filed.id}/close?mark=4`)).body.status).toBe('closed')
    expect(await deliverToDesk(t.ctx)).toBe(1)
    expect((await ticketOf(filed.number)).Status).toBe('resolved')
    expect((await history(ticket.id)).items.some((i) => i.Type === 'Comment')).toBe(true)
    // The portal's own changes in RT come back as nothing new.
    expect(await readDeskChanges(t.ctx)).toBe(0)
    expect((await applicant.get(`/api/applications/${filed.id}`)).body.status).toBe('closed')

    // Reopened with a reason: the ticket is open again, the reason a reply on it.
    const reopened = await applicant.put(`/api/applications/${filed.id}/reopen`, { reason: 'Ошибка вернулась' })
    expect(reopened.body.status).toBe('resumed')
    expect(await deliverToDesk(t.ctx)).toBe(1)
    expect((await ticketOf(filed.number)).Status).toBe('open')
  })

  it('files once: a filing whose answer was lost takes the ticket RT made instead of a second one', async () => {
    const filed = await fileApplication(applicant, place, 'Ответ RT потерян')
    expect(await deliverToDesk(t.ctx)).toBe(1)
    const first = await ticketOf(filed.number)
    // As if the portal's transaction had failed once RT had taken the filing.
    await t.ctx.db.$client.query('delete from service_desk_tickets where application_id = $1', [filed.id])
    await t.ctx.db.$client.query(
      "update service_desk_outbox set delivered_at = null, attempts = 1, next_attempt_at = '2000-01-01' where application_id = $1",
      [filed.id],
    )
    expect(await deliverToDesk(t.ctx)).toBe(1)
    const query = encodeURIComponent(`Subject LIKE '[ПСП №${filed.number}]'`)
    const found = (await rt.rest('GET', `/tickets?query=${query}`)).json as { items: Array<{ id: string }> }
    expect(found.items.map((i) => String(i.id))).toEqual([String(first.id)])
    const mapped = await t.ctx.db.$client.query('select ticket from service_desk_tickets where application_id = $1', [
      filed.id,
    ])
    expect(mapped.rows).toEqual([{ ticket: String(first.id) }])
  })

  it('reads a status the map does not name as «Неизвестный статус»', async () => {
    const filed = await fileApplication(applicant, place, 'Удалена в RT')
    expect(await deliverToDesk(t.ctx)).toBe(1)
    const ticket = await ticketOf(filed.number)
    expect((await rt.rest('PUT', `/ticket/${ticket.id}`, { Status: 'deleted' })).status).toBe(200)
    expect(await readDeskChanges(t.ctx)).toBe(1)
    const seen = await applicant.get(`/api/applications/${filed.id}`)
    expect(seen.body).toMatchObject({ status: 'deleted', statusLabel: 'Неизвестный статус' })
    const history = await applicant.get(`/api/applications/${filed.id}/statushistory`)
    expect(history.body.at(-1)).toMatchObject({ newState: 'Неизвестный статус', userFio: rt.operator.realName })
  })

  it('leaves the operators to RT: the built-in console refuses, and the portal settings say so', async () => {
    const admin = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
    const queue = await admin.post('/api/service-desk/applications', { itemsPerPage: 10 })
    expect(queue.status).toBe(502)
    expect(queue.body).toMatchObject({ code: 'SdGeneralError', message: 'Заявки ведутся во внешней службе поддержки' })
    const filed = await fileApplication(applicant, place, 'Не для консоли')
    expect((await admin.put(`/api/service-desk/applications/${filed.id}/take`)).body.code).toBe('SdGeneralError')
    expect(portalSettingsOf(t.ctx.config).builtInServiceDesk).toBe(false)
    expect(await deliverToDesk(t.ctx)).toBe(1)
  })

  it('keeps what RT could not take while it is down, says so, and sends it in order once RT is back', async () => {
    await rt.stop()
    let filed
    try {
      filed = await fileApplication(applicant, place, 'Подана при остановленном RT')
      const form = new FormData()
      form.append('text', 'Дополнение')
      await applicant.request('POST', `/api/applications/${filed.id}/comment`, { body: form })
      // Acknowledged to the applicant, kept for RT, and the application says so.
      const kept = await applicant.get(`/api/applications/${filed.id}`)
      expect(kept.body).toMatchObject({
        subject: 'Подана при остановленном RT',
        serviceDesk: { waiting: 'file', error: null },
      })
      expect(await deliverToDesk(t.ctx)).toBe(0)
      expect((await applicant.get(`/api/applications/${filed.id}`)).body.serviceDesk).toEqual({
        waiting: 'file',
        error: 'SdGeneralError',
      })
      const outbox = await t.ctx.db.$client.query(
        'select kind, attempts, last_error from service_desk_outbox where application_id = $1 order by id',
        [filed.id],
      )
      expect(outbox.rows).toEqual([
        { kind: 'file', attempts: 1, last_error: 'SdGeneralError' },
        { kind: 'comment', attempts: 0, last_error: null },
      ])
      await expect(readDeskChanges(t.ctx)).rejects.toMatchObject({ problem: 'FailedToGetApplicationsFromSd' })
    } finally {
      await rt.start()
    }
    // Not before its time to try again; then the filing and the comment, in that order.
    expect(await deliverToDesk(t.ctx)).toBe(0)
    t.clock.advance(2 * MINUTE)
    expect(await deliverToDesk(t.ctx)).toBe(2)
    expect((await applicant.get(`/api/applications/${filed.id}`)).body.serviceDesk).toBeNull()
    const ticket = await ticketOf(filed.number)
    const types = (await history(ticket.id)).items.map((i) => i.Type)
    expect(types.indexOf('Create')).toBeLessThan(types.indexOf('Correspond'))
  }, 120_000)
})

describe('Request Tracker with the custom fields mapped (RT_MAPPING_FILE)', () => {
  let mapped: TestApp
  let user: ApiClient
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'psp-rt-mapping-'))
    const mapping = path.join(dir, 'mapping.json')
    const customFields = {
      system: 'Система',
      service: 'Услуга',
      applicationType: 'Тип заявки',
      warranty: 'Гарантия',
      impact: 'Влияние',
      mark: 'Оценка',
    }
    writeFileSync(mapping, JSON.stringify({ customFields }))
    mapped = await startTestApp({
      env: {
        SERVICE_DESK: 'rt',
        RT_URL: rt.url,
        RT_TOKEN: rt.token,
        RT_POLL_SECONDS: '3600',
        RT_MAPPING_FILE: mapping,
      },
    })
    user = await mapped.signIn((await buildUser(mapped.ctx)).email)
  }, 120_000)
  afterAll(() => mapped?.close())

  it('offers RT’s lists in the form, fills the ticket’s fields, and records the mark on it', async () => {
    const where = await buildPlace(mapped.ctx)
    const types = await user.get(`/api/services/${where.service.id}/applicationTypes`)
    expect(types.body.map((t: { title: string }) => t.title)).toEqual(CUSTOM_FIELDS['Тип заявки'])
    expect((await user.get('/api/warranties')).body.map((w: { text: string }) => w.text)).toEqual(
      CUSTOM_FIELDS['Гарантия'],
    )
    expect((await user.get('/api/impacts')).body.map((w: { value: string }) => w.value)).toEqual(
      CUSTOM_FIELDS['Влияние'],
    )

    const filed = await fileApplication(user, where, 'Поля RT')
    expect(await deliverToDesk(mapped.ctx)).toBe(1)
    // This portal numbers its applications from 1 too: its ticket is the one it recorded.
    const recorded = await mapped.ctx.db.$client.query(
      'select ticket as id from service_desk_tickets where application_id = $1',
      [filed.id],
    )
    const ticket = recorded.rows[0] as { id: string }
    const fields = async () => {
      const read = (await rt.rest('GET', `/ticket/${ticket.id}`)).json as {
        CustomFields: Array<{ name: string; values: string[] }>
      }
      return Object.fromEntries(read.CustomFields.map((f) => [f.name, f.values]))
    }
    expect(await fields()).toMatchObject({
      'Тип заявки': ['Консультация'],
      Гарантия: ['Гарантийный случай'],
      Влияние: ['Один пользователь'],
      Система: [where.system.name],
      Услуга: [where.service.name],
    })

    await rt.rest('PUT', `/ticket/${ticket.id}`, { Status: 'resolved' })
    await readDeskChanges(mapped.ctx)
    expect((await user.put(`/api/applications/${filed.id}/close?mark=4`)).body.status).toBe('closed')
    expect(await deliverToDesk(mapped.ctx)).toBe(1)
    expect((await fields())['Оценка']).toEqual(['4'])
  })

  it('answers FailedToGetDataFromSd for the form’s lists while RT is down', async () => {
    await rt.stop()
    try {
      const answer = await user.get('/api/warranties')
      expect(answer.status).toBe(502)
      expect(answer.body.code).toBe('FailedToGetDataFromSd')
    } finally {
      await rt.start()
    }
    expect((await user.get('/api/warranties')).status).toBe(200)
  }, 120_000)
})
