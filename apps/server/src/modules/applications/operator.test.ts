import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { buildPlace } from '../../../test/kb-factories'
import type { ApiClient } from '../../../test/api-client'
import { fileApplication } from '../../../test/application-factories'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
const base = '/api/service-desk/applications'

let t: TestApp
let applicant: ApiClient
let operator: ApiClient
let operatorFio: string
let place: Awaited<ReturnType<typeof buildPlace>>
beforeAll(async () => {
  t = await startTestApp()
  place = await buildPlace(t.ctx)
  applicant = await t.signIn((await buildUser(t.ctx)).email)
  const admin = await buildUser(t.ctx, { role: 'Admin', surname: 'Операторов', name: 'Олег', patronymic: null })
  operatorFio = 'Операторов Олег'
  operator = await t.signIn(admin.email)
})
afterAll(() => t.close())

const file = async (subject: string) => (await fileApplication(applicant, place, subject)).id as string

describe('operator console', () => {
  it('is for platform Admins only', async () => {
    const id = await file('Только операторы')
    expect((await applicant.post(base, {})).status).toBe(403)
    expect((await applicant.put(`${base}/${id}/take`)).status).toBe(403)
    expect((await applicant.put(`${base}/${id}/status`, { status: 'resolved' })).status).toBe(403)
    expect((await t.client().post(base, {})).status).toBe(401)
  })

  it('takes an application, asks the user, gets the answer, resolves; the user sees each step as unread', async () => {
    const id = await file('Не открывается раздел')
    const unassigned = await operator.post(`${base}?queue=unassigned`, { itemsPerPage: 100 })
    expect(unassigned.body.items.map((i: { id: string }) => i.id)).toContain(id)

    const taken = await operator.put(`${base}/${id}/take`)
    expect(taken.body.status).toBe('inprogress')
    const mine = await operator.post(`${base}?queue=mine`, { itemsPerPage: 100 })
    expect(mine.body.items.find((i: { id: string }) => i.id === id).assigneeFio).toBe(operatorFio)

    const asked = await operator.put(`${base}/${id}/status`, { status: 'waiting', comment: 'Пришлите снимок экрана' })
    expect(asked.body.status).toBe('waiting')
    expect(asked.body.assigneeFio).toBe(operatorFio)
    const unreadIn = async () =>
      (await applicant.post('/api/applications/get-applications', { itemsPerPage: 100 })).body.items.find(
        (i: { id: string }) => i.id === id,
      ).unread
    expect(await unreadIn()).toBe(true)
    // The operator opening it changes nothing for the applicant; the applicant opening it has seen it.
    await operator.get(`/api/applications/${id}`)
    expect(await unreadIn()).toBe(true)
    const seen = await applicant.get(`/api/applications/${id}`)
    expect(seen.body.unread).toBe(true)
    expect(await unreadIn()).toBe(false)
    expect((await applicant.get(`/api/applications/${id}`)).body.unread).toBe(false)
    expect(seen.body.comments.at(-1)).toMatchObject({
      text: 'Пришлите снимок экрана',
      fromServiceDesk: true,
      authorFio: operatorFio,
    })

    const form = new FormData()
    form.append('text', 'Вот снимок')
    form.append('files[]', new Blob([PDF]), 'снимок.pdf')
    const answered = await applicant.request('POST', `/api/applications/${id}/comment`, { body: form })
    expect(answered.body.status).toBe('inprogress')

    const reply = new FormData()
    reply.append('text', 'Исправлено, проверьте')
    reply.append('files[]', new Blob([PDF]), 'инструкция.pdf')
    const replied = await operator.request('POST', `${base}/${id}/reply`, { body: reply })
    expect(replied.status).toBe(200)
    const resolved = await operator.put(`${base}/${id}/status`, { status: 'resolved' })
    expect(resolved.body.status).toBe('resolved')

    const history = await applicant.get(`/api/applications/${id}/statushistory`)
    expect(history.body.map((h: { newState: string; userFio: string }) => [h.newState, h.userFio])).toEqual([
      ['Новая', expect.any(String)],
      ['В работе', operatorFio],
      ['Ожидает уточнений у пользователя', operatorFio],
      ['В работе', expect.any(String)],
      ['Выполнена', operatorFio],
    ])
    const files = (await applicant.get(`/api/applications/${id}`)).body.comments.flatMap(
      (c: { files: Array<{ uuid: string }> }) => c.files,
    )
    for (const f of files) expect((await applicant.get(`/api/files/${f.uuid}`)).status).toBe(200)
  })

  it('moves only along the workflow and never touches a closed application', async () => {
    const id = await file('Порядок статусов')
    expect((await operator.put(`${base}/${id}/status`, { status: 'resolved' })).body.code).toBe('InappropriateStatus')
    expect((await operator.put(`${base}/${id}/status`, { status: 'closed' })).status).toBe(400)
    await operator.put(`${base}/${id}/take`)
    await operator.put(`${base}/${id}/status`, { status: 'resolved' })
    await applicant.put(`/api/applications/${id}/close?mark=5`)
    expect((await operator.put(`${base}/${id}/status`, { status: 'inprogress' })).body.code).toBe('InappropriateStatus')
    const reply = new FormData()
    reply.append('text', 'Поздно')
    expect((await operator.request('POST', `${base}/${id}/reply`, { body: reply })).body.code).toBe(
      'InappropriateStatus',
    )
    const queue = await operator.post(base, { itemsPerPage: 100 })
    expect(queue.body.items.map((i: { id: string }) => i.id)).not.toContain(id)
  })
})
