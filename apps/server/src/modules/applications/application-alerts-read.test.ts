import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { buildPlace } from '../../../test/kb-factories'
import type { ApiClient } from '../../../test/api-client'
import { fileApplication } from '../../../test/application-factories'

const desk = '/api/service-desk/applications'

let t: TestApp
let applicant: ApiClient
let operator: ApiClient
let place: Awaited<ReturnType<typeof buildPlace>>
beforeAll(async () => {
  t = await startTestApp()
  place = await buildPlace(t.ctx)
  applicant = await t.signIn((await buildUser(t.ctx)).email)
  operator = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
})
afterAll(() => t.close())

/** An application of the applicant the desk has answered: the applicant has an unread «новый ответ» alert. */
async function answered(subject: string) {
  const { id, number } = await fileApplication(applicant, place, subject)
  const reply = new FormData()
  reply.append('text', 'Проверьте ещё раз')
  expect((await operator.request('POST', `${desk}/${id}/reply`, { body: reply })).status).toBe(200)
  return { id: id as string, title: `Заявка №${number}: новый ответ` }
}

const unreadTitles = async () =>
  ((await applicant.get('/api/user/alerts/unread')).body.alerts as Array<{ title: string }>).map((a) => a.title)

describe('the alerts about an application are read with the application', () => {
  it('opening the application marks its alerts read, and only its', async () => {
    const opened = await answered('Открою её')
    const other = await answered('Не открою')
    expect(await unreadTitles()).toEqual(expect.arrayContaining([opened.title, other.title]))

    expect((await operator.get(`/api/applications/${opened.id}`)).status).toBe(200)
    expect(await unreadTitles()).toContain(opened.title)

    expect((await applicant.get(`/api/applications/${opened.id}`)).status).toBe(200)
    const after = await unreadTitles()
    expect(after).not.toContain(opened.title)
    expect(after).toContain(other.title)
    const list = await applicant.get('/api/alerts?page=1&itemsPerPage=100')
    expect(list.body.items.find((a: { title: string }) => a.title === opened.title).isRead).toBe(true)
  })

  it("«Отметить все прочитанными» marks the alerts about the list's applications read", async () => {
    const first = await answered('Первая')
    const second = await answered('Вторая')
    expect((await applicant.post('/api/applications/all-read-no-remorse?statusGroup=None')).status).toBe(200)
    const after = await unreadTitles()
    expect(after).not.toContain(first.title)
    expect(after).not.toContain(second.title)
  })

  it("an archived application's alert stays unread when only the actual list is marked", async () => {
    const archived = await answered('В архив')
    await operator.put(`${desk}/${archived.id}/status`, { status: 'resolved' })
    expect((await applicant.put(`/api/applications/${archived.id}/close?mark=5`)).status).toBe(200)
    expect((await applicant.put(`/api/applications/${archived.id}/archive`)).status).toBe(200)
    expect((await applicant.post('/api/applications/all-read-no-remorse?statusGroup=Actual')).status).toBe(200)
    expect(await unreadTitles()).toContain(archived.title)
    expect((await applicant.post('/api/applications/all-read-no-remorse?statusGroup=Archive')).status).toBe(200)
    expect(await unreadTitles()).not.toContain(archived.title)
  })
})
