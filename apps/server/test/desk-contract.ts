import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from './api-client'
import { fileApplication } from './application-factories'
import { buildUser } from './factories'
import type { TestApp } from './harness'
import { buildPlace } from './kb-factories'

/**
 * What every service desk behind the portal does the same (ADR 0038), run against the built-in desk
 * (`built-in-desk.test.ts`) and against Request Tracker (`rt-desk-contract.rt.test.ts`): the applicant's life cycle of
 * an application as the portal shows it, while the desk's operator works on it in the desk's own way.
 */
export interface DeskUnderTest {
  t: TestApp
  /** The operator's name as the application's history and comments show it. */
  operatorName: string
  /** The operator takes the application in work. */
  take(applicationId: string): Promise<void>
  /** The operator replies with one file. */
  reply(applicationId: string, text: string, file: { name: string; content: Buffer }): Promise<void>
  resolve(applicationId: string): Promise<void>
  /** What the applicant wrote, as the desk's operator reads it. */
  applicantMessages(applicationId: string): Promise<string[]>
  /** Carries what waits between the portal and the desk (nothing for the built-in desk). */
  sync(): Promise<void>
  close(): Promise<void>
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

export function describeDeskContract(name: string, start: () => Promise<DeskUnderTest>) {
  describe(`the service desk contract: ${name}`, () => {
    let desk: DeskUnderTest
    let applicant: ApiClient
    let place: Awaited<ReturnType<typeof buildPlace>>
    beforeAll(async () => {
      desk = await start()
      place = await buildPlace(desk.t.ctx)
      applicant = await desk.t.signIn((await buildUser(desk.t.ctx)).email)
    }, 180_000)
    afterAll(() => desk?.close())

    const view = async (id: string) => (await applicant.get(`/api/applications/${id}`)).body
    const states = async (id: string) =>
      (await applicant.get(`/api/applications/${id}/statushistory`)).body.map((s: { newState: string }) => s.newState)

    it('brings the operator’s work to the applicant, and the applicant’s to the operator, files both ways', async () => {
      const filed = await fileApplication(applicant, place, 'Не формируется выписка')
      await desk.sync()
      await desk.take(filed.id)
      await desk.sync()
      expect((await view(filed.id)).status).toBe('inprogress')

      await desk.reply(filed.id, 'Пришлите снимок экрана', { name: 'памятка.pdf', content: PDF })
      await desk.sync()
      const unread = await applicant.get('/api/user/alerts/unread')
      expect(JSON.stringify(unread.body)).toContain(`Заявка №${filed.number}: новый ответ`)
      const answered = await view(filed.id)
      expect(answered.unread).toBe(true)
      const reply = answered.comments.at(-1)
      expect(reply).toMatchObject({
        text: 'Пришлите снимок экрана',
        fromServiceDesk: true,
        authorFio: desk.operatorName,
      })
      const download = await applicant.get(`/api/files/${reply.files[0].uuid}`)
      expect(reply.files[0].name).toBe('памятка.pdf')
      expect(Buffer.from(download.body as ArrayBuffer).equals(PDF)).toBe(true)

      const form = new FormData()
      form.append('text', 'Снимок во вложении')
      form.append('files[]', new Blob([PDF]), 'снимок.pdf')
      expect((await applicant.request('POST', `/api/applications/${filed.id}/comment`, { body: form })).status).toBe(
        200,
      )
      await desk.sync()
      expect(await desk.applicantMessages(filed.id)).toContain('Снимок во вложении')
    })

    it('resolves in the desk; the applicant closes with a mark, or reopens with a reason the desk reads', async () => {
      const filed = await fileApplication(applicant, place, 'Нет доступа к разделу')
      await desk.sync()
      await desk.take(filed.id)
      await desk.resolve(filed.id)
      await desk.sync()
      expect((await view(filed.id)).status).toBe('resolved')
      expect(await states(filed.id)).toEqual(['Новая', 'В работе', 'Выполнена'])

      const reopened = await applicant.put(`/api/applications/${filed.id}/reopen`, { reason: 'Доступа все еще нет' })
      expect(reopened.body.status).toBe('resumed')
      await desk.sync()
      expect((await desk.applicantMessages(filed.id)).join('\n')).toContain('Доступа все еще нет')

      await desk.resolve(filed.id)
      await desk.sync()
      expect((await view(filed.id)).status).toBe('resolved')
      expect((await applicant.put(`/api/applications/${filed.id}/close?mark=5`)).body.status).toBe('closed')
      await desk.sync()
      // Nothing the desk sends back after the portal's own close changes the applicant's view.
      expect((await view(filed.id)).status).toBe('closed')
    })
  })
}
