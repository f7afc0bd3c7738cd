import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import { applications, mailOutbox } from '../../db/schema/index'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { buildPlace } from '../../../test/kb-factories'
import type { ApiClient } from '../../../test/api-client'
import { fileApplication } from '../../../test/application-factories'

const base = '/api/service-desk/applications'
let t: TestApp
let applicant: ApiClient
let applicantEmail: string
let operator: ApiClient
let place: Awaited<ReturnType<typeof buildPlace>>
beforeAll(async () => {
  t = await startTestApp()
  place = await buildPlace(t.ctx)
  const user = await buildUser(t.ctx)
  applicantEmail = user.email
  applicant = await t.signIn(user.email)
  operator = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
})
afterAll(() => t.close())

async function resolvedApplication(subject: string) {
  const created = { body: await fileApplication(applicant, place, subject) }
  const id = created.body.id as string
  await operator.put(`${base}/${id}/take`)
  await operator.put(`${base}/${id}/status`, { status: 'resolved', comment: 'Готово' })
  return { id, number: created.body.number as number }
}

/** The links of the newest e-mail to the applicant, by their label. */
async function linksOfLastMail() {
  const [mail] = await t.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, applicantEmail))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1)
  const links = new Map<string, string>()
  for (const m of mail.text.matchAll(/^(.+): (http\S+)$/gm))
    links.set(m[1], new URL(m[2]).searchParams.get('token') ?? '')
  return { mail, links }
}

describe('the applicant hears of every step', () => {
  it('gets an alert and an e-mail for a status change and a reply', async () => {
    const { id, number } = await resolvedApplication('Уведомления')
    const unread = await applicant.get('/api/user/alerts/unread')
    const titles = unread.body.alerts.map((a: { title: string }) => a.title)
    expect(titles).toContain(`Заявка №${number}: статус «Выполнена»`)
    expect(titles).toContain(`Заявка №${number}: статус «В работе»`)
    const { mail, links } = await linksOfLastMail()
    expect(mail.subject).toBe(`Заявка №${number}: статус «Выполнена»`)
    expect(mail.text).toContain('Готово')
    expect([...links.keys()]).toEqual(
      expect.arrayContaining(['Открыть заявку', 'Закрыть с оценкой 5', 'Закрыть с оценкой 1', 'Возобновить заявку']),
    )
    expect(mail.text).toContain(`/orders/${id}`)
  })
})

describe('one-click links', () => {
  it('closes with the mark of the link, signed out, once; the other links of that e-mail die with it', async () => {
    const { id, number } = await resolvedApplication('Закрыть из письма')
    const { links } = await linksOfLastMail()
    const stranger = t.client()
    const info = await stranger.get(`/api/email/info?token=${links.get('Закрыть с оценкой 4')}`)
    expect(info.body).toMatchObject({ type: 'Close', mark: 4, number, subject: 'Закрыть из письма', reason: null })
    const done = await stranger.post(`/api/email/action?token=${links.get('Закрыть с оценкой 4')}`)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ type: 'Close', applicationId: id, status: 'closed' })
    expect((await applicant.get(`/api/applications/${id}`)).body.mark).toBe(4)

    const again = await stranger.post(`/api/email/action?token=${links.get('Закрыть с оценкой 4')}`)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 'InappropriateStatus', reason: 'EmailLinkUsed' })
    const sibling = await stranger.get(`/api/email/info?token=${links.get('Возобновить заявку')}`)
    expect(sibling.body).toMatchObject({ reason: 'EmailLinkUsed', message: 'Ссылка уже использована' })
  })

  it('reopens with a reason, which it needs; a link expires; a made-up token does nothing', async () => {
    const { id } = await resolvedApplication('Возобновить из письма')
    const { links } = await linksOfLastMail()
    const reopen = links.get('Возобновить заявку')!
    const info = await t.client().get(`/api/email/info?token=${reopen}`)
    expect(info.body.type).toBe('Reopen')
    const noReason = await t.client().post(`/api/email/action?token=${reopen}`, {})
    expect(noReason.status).toBe(400)
    const done = await t.client().post(`/api/email/action?token=${reopen}`, { reason: 'Ошибка осталась' })
    expect(done.body.status).toBe('resumed')
    const history = await applicant.get(`/api/applications/${id}/statushistory`)
    expect(history.body.at(-1).newState).toBe('Возобновлена')

    const later = await resolvedApplication('Просроченная ссылка')
    const close = (await linksOfLastMail()).links.get('Закрыть с оценкой 5')!
    t.clock.advance(15 * 86_400_000)
    const expired = await t.client().post(`/api/email/action?token=${close}`)
    expect(expired.status).toBe(409)
    expect(expired.body).toMatchObject({ reason: 'EmailLinkExpired', message: 'Срок действия ссылки истек' })
    // Sessions have ended by now too: read the status where it is kept.
    const [row] = await t.ctx.db.select().from(applications).where(eq(applications.id, later.id))
    expect(row.status).toBe('resolved')
    const madeUp = await t.client().get('/api/email/info?token=made-up-token-value')
    expect(madeUp.status).toBe(404)
    expect(madeUp.body).toMatchObject({ code: 'NotFound', reason: 'EmailLinkInvalid' })
    expect((await t.client().post('/api/email/action?token=x')).status).toBe(400)
  })
})
