import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KB_FEEDBACK_REASON_MAX } from '@psp/contracts'
import { zonedDate } from '@psp/contracts/time'
import { startTestApp, type TestApp } from '../../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { buildArticle, buildPlace } from '../../../test/kb-factories'
import { recordEvents } from '../../../test/report-factories'
import type { ApiClient } from '../../../test/api-client'

let t: TestApp
let author: ApiClient
let orgAdmin: ApiClient
let otherOrgAdmin: ApiClient
let reader: { client: ApiClient; id: string }
let second: { client: ApiClient; id: string }
let orgId: string
let place: Awaited<ReturnType<typeof buildPlace>>

const someUuid = '00000000-0000-4000-8000-000000000000'
const feedbackOf = (id: string) => `/api/articles/${id}/feedback`
const summaryOf = (id: string, query = '') => `/api/admin/knowledge-base/articles/${id}/feedback${query}`
const today = () => zonedDate(t.clock.now(), t.ctx.config.PORTAL_TIME_ZONE)
const period = () => ({ from: today(), to: today() })

async function member(org: { id: string }, role: 'Admin' | 'Employee') {
  const user = await buildUser(t.ctx)
  await addMember(t.ctx, org.id, user.id, { role, isDefault: true })
  return { client: await t.signIn(user.email), id: user.id }
}

/** Saves the article again through the editor's call: a new version. */
async function newVersion(id: string, title: string) {
  const saved = await author.put(`/api/admin/knowledge-base/articles/${id}`, {
    title,
    markdown: 'Дополненный текст.',
    systemUuid: place.system.id,
    serviceUuid: place.service.id,
    tags: [],
    isImportant: false,
  })
  expect(saved.status).toBe(200)
}

beforeAll(async () => {
  t = await startTestApp()
  author = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
  const org = await buildOrganization(t.ctx)
  orgId = org.id
  orgAdmin = (await member(org, 'Admin')).client
  otherOrgAdmin = (await member(await buildOrganization(t.ctx), 'Admin')).client
  reader = await member(org, 'Employee')
  second = await member(org, 'Employee')
  place = await buildPlace(t.ctx)
})
afterAll(() => t.close())

describe('«Была ли статья полезна?»', () => {
  it('asks a reader who has not answered, keeps one changeable answer per version, and asks again on a new one', async () => {
    const { id } = await buildArticle(t.ctx, place, { title: 'Подача заявления' })
    expect((await reader.client.get(feedbackOf(id))).body).toEqual({ version: 1, answer: null })

    const yes = await reader.client.put(feedbackOf(id), { helpful: true, reason: 'не нужна' })
    expect(yes.status).toBe(200)
    // A reason goes with «Нет» only.
    expect(yes.body).toEqual({ version: 1, answer: { helpful: true, reason: null, answeredAt: expect.any(String) } })

    t.clock.advance(60_000)
    const no = await reader.client.put(feedbackOf(id), { helpful: false, reason: '  Нет примера заполнения  ' })
    expect(no.body.answer).toMatchObject({ helpful: false, reason: 'Нет примера заполнения' })
    expect((await reader.client.get(feedbackOf(id))).body).toEqual(no.body)
    // Another reader sees only their own answer.
    expect((await second.client.get(feedbackOf(id))).body.answer).toBeNull()

    // Changing the answer replaced it: one answer of this reader on version 1.
    let summary = await author.get(summaryOf(id))
    expect(summary.body).toMatchObject({ version: 1, current: { yes: 0, no: 1 }, all: { yes: 0, no: 1 } })

    await newVersion(id, 'Подача заявления (дополнено)')
    expect((await reader.client.get(feedbackOf(id))).body).toEqual({ version: 2, answer: null })
    await reader.client.put(feedbackOf(id), { helpful: true })
    await second.client.put(feedbackOf(id), { helpful: true })

    summary = await author.get(summaryOf(id))
    expect(summary.body).toMatchObject({ version: 2, current: { yes: 2, no: 0 }, all: { yes: 2, no: 1 } })
    expect(summary.body.reasons).toEqual({
      items: [{ version: 1, reason: 'Нет примера заполнения', answeredAt: expect.any(String) }],
      total: 1,
      pagesCount: 1,
    })
  })

  it('pages the reasons for authors, newest first', async () => {
    const { id } = await buildArticle(t.ctx, place)
    for (const [who, reason] of [
      [reader, 'Первая причина'],
      [second, 'Вторая причина'],
    ] as const) {
      t.clock.advance(1000)
      await who.client.put(feedbackOf(id), { helpful: false, reason })
    }
    const page2 = await author.get(summaryOf(id, '?page=2&itemsPerPage=1'))
    expect(page2.status).toBe(200)
    expect(page2.body.reasons).toMatchObject({ items: [{ reason: 'Первая причина' }], total: 2, pagesCount: 2 })
    expect((await author.get(summaryOf(id, '?page=1&itemsPerPage=1'))).body.reasons.items[0].reason).toBe(
      'Вторая причина',
    )
  })

  it('refuses a reason over the limit with the Russian message, and answers about a missing article 404', async () => {
    const { id } = await buildArticle(t.ctx, place)
    const tooLong = await reader.client.put(feedbackOf(id), {
      helpful: false,
      reason: 'я'.repeat(KB_FEEDBACK_REASON_MAX + 1),
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.fields.reason).toBe('Превышено количество символов')
    expect((await reader.client.put(feedbackOf(id), { helpful: 'да' })).status).toBe(400)
    const atLimit = await reader.client.put(feedbackOf(id), {
      helpful: false,
      reason: 'я'.repeat(KB_FEEDBACK_REASON_MAX),
    })
    expect(atLimit.status).toBe(200)

    for (const [method, json] of [
      ['GET', undefined],
      ['PUT', { helpful: true }],
    ] as const) {
      const missing = await reader.client.request(method, feedbackOf(someUuid), { json })
      expect(missing.status).toBe(404)
      expect(missing.body.code).toBe('ArticleNotFound')
    }
    expect((await author.get(summaryOf(someUuid))).status).toBe(404)
  })

  it('shows the counts and reasons to authors only, and answers only signed-in readers', async () => {
    const { id } = await buildArticle(t.ctx, place)
    const refused = await reader.client.get(summaryOf(id))
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('Forbidden')
    expect((await orgAdmin.get(summaryOf(id))).status).toBe(403)
    expect((await t.client().get(feedbackOf(id))).status).toBe(401)
    expect((await t.client().put(feedbackOf(id), { helpful: true })).status).toBe(401)
  })
})

describe('helpfulness in the reports and the knowledge gaps', () => {
  it('adds the period’s answers of the report’s organizations to every report whose rows name articles', async () => {
    const { id, title } = await buildArticle(t.ctx, place, { title: 'Отчетная статья' })
    // The reader opens the article and clicks one of its tags: a row in each report that names articles.
    const opened = {
      at: t.clock.now().toISOString(),
      userId: reader.id,
      organizationId: orgId,
      article: { id, title },
      system: place.system.name,
      service: place.service.name,
    }
    await recordEvents(t.ctx, [opened, { ...opened, type: 'ClickOnTag', tag: 'Отчеты' }])
    await reader.client.put(feedbackOf(id), { helpful: true })
    await second.client.put(feedbackOf(id), { helpful: false, reason: 'Мало картинок' })
    const body = { itemsPerPage: 25, page: 1, filterByDate: period() }

    const own = await orgAdmin.post('/api/articles/report/clicks/by-system', body)
    expect(own.status).toBe(200)
    expect(own.body.items).toEqual([
      expect.objectContaining({ articleTitle: 'Отчетная статья', viewsCount: 1, helpfulYes: 1, helpfulNo: 1 }),
    ])
    // The article's answers, not the row's reader's: the same counts on the reader's row of the by-user report.
    const byUser = await orgAdmin.post('/api/articles/report/clicks/by-user', body)
    expect(byUser.body.items).toEqual([
      expect.objectContaining({ articleTitle: 'Отчетная статья', viewsCount: 1, helpfulYes: 1, helpfulNo: 1 }),
    ])
    const byTag = await orgAdmin.post('/api/articles/report/clicks/by-system-and-tag', body)
    expect(byTag.body.items).toEqual([
      expect.objectContaining({ articleTitle: 'Отчетная статья', tag: 'Отчеты', helpfulYes: 1, helpfulNo: 1 }),
    ])
    // Another organization's Admin reads neither the views nor the answers of this one.
    expect((await otherOrgAdmin.post('/api/articles/report/clicks/by-system', body)).body.items).toEqual([])
    expect((await otherOrgAdmin.post('/api/articles/report/clicks/by-user', body)).body.items).toEqual([])

    const earlier = { ...body, filterByDate: { from: '2020-01-01', to: '2020-01-31' } }
    expect((await orgAdmin.post('/api/articles/report/clicks/by-system', earlier)).body.items).toEqual([])
  })

  it('lists articles readers answered «Нет» about as a kind of gap, with the latest reasons', async () => {
    const { id, title } = await buildArticle(t.ctx, place, { title: 'Статья без ответа' })
    t.clock.advance(1000)
    await reader.client.put(feedbackOf(id), { helpful: false, reason: 'Не сказано, куда звонить' })
    t.clock.advance(1000)
    await second.client.put(feedbackOf(id), { helpful: false })
    const body = { itemsPerPage: 25, page: 1, filterByDate: period() }

    const gaps = await orgAdmin.post('/api/articles/report/knowledge-gaps/unhelpful-articles', body)
    expect(gaps.status).toBe(200)
    const row = gaps.body.items.find((r: { articleUuid: string }) => r.articleUuid === id)
    expect(row).toEqual({
      articleUuid: id,
      articleTitle: title,
      systemService: `${place.system.name} / ${place.service.name}`,
      noCount: 2,
      yesCount: 0,
      latestReasons: ['Не сказано, куда звонить'],
      lastAnsweredAt: t.clock.now().toISOString(),
    })
    // The article with the most «Нет» comes first.
    expect(gaps.body.items[0].noCount).toBeGreaterThanOrEqual(gaps.body.items.at(-1).noCount)

    // A reader who changes their mind leaves the gap.
    await reader.client.put(feedbackOf(id), { helpful: true })
    await second.client.put(feedbackOf(id), { helpful: true })
    const after = await orgAdmin.post('/api/articles/report/knowledge-gaps/unhelpful-articles', body)
    expect(after.body.items.some((r: { articleUuid: string }) => r.articleUuid === id)).toBe(false)

    expect((await otherOrgAdmin.post('/api/articles/report/knowledge-gaps/unhelpful-articles', body)).body).toEqual({
      items: [],
      total: 0,
      pagesCount: 0,
    })
    expect((await reader.client.post('/api/articles/report/knowledge-gaps/unhelpful-articles', body)).status).toBe(403)
  })
})
