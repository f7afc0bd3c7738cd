import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { startTestApp, type TestApp } from '../../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { buildArticle, buildPlace } from '../../../test/kb-factories'
import { articleEvents, sessions, users } from '../../db/schema/index'

let t: TestApp
let place: Awaited<ReturnType<typeof buildPlace>>
beforeAll(async () => {
  t = await startTestApp()
  place = await buildPlace(t.ctx)
})
afterAll(() => t.close())

async function eventsOf(articleId: string, count: number) {
  await expect
    .poll(
      async () => {
        await t.ctx.articleEvents.flush()
        return (await t.ctx.db.select().from(articleEvents).where(eq(articleEvents.articleId, articleId))).length
      },
      { timeout: 5000 },
    )
    .toBe(count)
  return t.ctx.db.select().from(articleEvents).where(eq(articleEvents.articleId, articleId)).orderBy(articleEvents.id)
}

async function employeeOf(shortName: string) {
  const user = await buildUser(t.ctx, { surname: 'Сидорова', name: 'Анна', patronymic: 'Павловна' })
  const org = await buildOrganization(t.ctx, { shortName })
  await addMember(t.ctx, org.id, user.id, { role: 'Employee', isDefault: true })
  return { user, org, client: await t.signIn(user.email) }
}

describe('article events', () => {
  it('records opening an article with the fields of the article stat row', async () => {
    const article = await buildArticle(t.ctx, place, { title: 'Вход по ЭП', tags: ['вход', 'ЭП'] })
    const { user, org, client } = await employeeOf('ООО «Ромашка»')
    const opened = await client.get(
      `/api/articles?articleUuid=${article.id}&tagFromExternal=${encodeURIComponent('Подпись')}`,
    )
    expect(opened.status).toBe(200)
    const [event] = await eventsOf(article.id, 1)
    expect(event).toMatchObject({
      eventType: 'OpenArticle',
      userId: user.id,
      userFio: 'Сидорова Анна Павловна',
      organizationId: org.id,
      organizationName: 'ООО «Ромашка»',
      organizationUserRole: 'Employee',
      loginSystem: 'ПСП',
      externalUserFlag: 'External',
      isTechSupportEmployee: false,
      articleTitle: 'Вход по ЭП',
      systemId: place.system.id,
      systemName: place.system.name,
      serviceId: place.service.id,
      serviceName: place.service.name,
      tags: ['вход', 'ЭП'],
      tagFromArticle: null,
      tagsFromAisEcpe: 'Подпись',
      isApplicationCreate: false,
    })
    expect(event.eventAt.getTime()).toBe(t.clock.now().getTime())
  })

  it('marks platform Admins as tech support and users of our own login as internal', async () => {
    const article = await buildArticle(t.ctx, place)
    const admin = await buildUser(t.ctx, { role: 'Admin', surname: 'Орлов', name: 'Игорь', patronymic: null })
    await (await t.signIn(admin.email)).get(`/api/articles?articleUuid=${article.id}`)
    const [event] = await eventsOf(article.id, 1)
    expect(event).toMatchObject({
      userFio: 'Орлов Игорь',
      organizationId: null,
      organizationName: null,
      organizationUserRole: null,
      loginSystem: 'ПСП',
      externalUserFlag: 'Internal',
      isTechSupportEmployee: true,
    })
  })

  it('records the external login system of the session', async () => {
    const article = await buildArticle(t.ctx, place)
    const { user, client } = await employeeOf('АО «Внешнее»')
    await t.ctx.db.update(sessions).set({ loginSystem: 'ЕЦПЭ' }).where(eq(sessions.userId, user.id))
    await client.get(`/api/articles?articleUuid=${article.id}`)
    const [event] = await eventsOf(article.id, 1)
    expect(event).toMatchObject({ loginSystem: 'ЕЦПЭ', externalUserFlag: 'External' })
  })

  it('records a tag click with the tag as the article spells it', async () => {
    const article = await buildArticle(t.ctx, place, { tags: ['Регистрация', 'вход'] })
    const { client } = await employeeOf('ООО «Клик»')
    const clicked = await client.post(`/api/articles/${article.id}/events`, { type: 'ClickOnTag', tag: 'регистрация' })
    expect(clicked.status).toBe(200)
    expect(clicked.body).toEqual({ ok: true })
    const [event] = await eventsOf(article.id, 1)
    expect(event).toMatchObject({ eventType: 'ClickOnTag', tagFromArticle: 'Регистрация', tagsFromAisEcpe: null })
    // A click is not a view.
    const row = await client.get(`/api/articles?articleUuid=${article.id}`)
    expect(row.body.viewsCount).toBe(0)
  })

  it('validates the tag-click call', async () => {
    const article = await buildArticle(t.ctx, place)
    const { client } = await employeeOf('ООО «Проверка»')
    expect((await t.client().post(`/api/articles/${article.id}/events`, { type: 'ClickOnTag', tag: 'x' })).status).toBe(
      401,
    )
    const unknown = await client.post('/api/articles/00000000-0000-4000-8000-000000000000/events', {
      type: 'ClickOnTag',
      tag: 'x',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('ArticleNotFound')
    for (const body of [{ type: 'OpenArticle', tag: 'x' }, { type: 'ClickOnTag', tag: '' }, { type: 'ClickOnTag' }]) {
      const bad = await client.post(`/api/articles/${article.id}/events`, body)
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(bad.body.code).toBe('GeneralError')
    }
    expect((await client.post('/api/articles/nope/events', { type: 'ClickOnTag', tag: 'x' })).status).toBe(400)
  })

  it('keeps the snapshot when the user changes later', async () => {
    const article = await buildArticle(t.ctx, place)
    const { user, client } = await employeeOf('ООО «Снимок»')
    await client.get(`/api/articles?articleUuid=${article.id}`)
    await eventsOf(article.id, 1)
    await t.ctx.db.update(users).set({ surname: 'Новикова' }).where(eq(users.id, user.id))
    const [event] = await eventsOf(article.id, 1)
    expect(event.userFio).toBe('Сидорова Анна Павловна')
  })

  it('never fails the page when events cannot be written', async () => {
    const article = await buildArticle(t.ctx, place)
    const { client } = await employeeOf('ООО «Сбой»')
    await t.ctx.db.execute(sql`alter table article_events rename to article_events_away`)
    try {
      const opened = await client.get(`/api/articles?articleUuid=${article.id}`)
      expect(opened.status).toBe(200)
      const clicked = await client.post(`/api/articles/${article.id}/events`, { type: 'ClickOnTag', tag: 'x' })
      expect(clicked.status).toBe(200)
      await t.ctx.articleEvents.flush()
    } finally {
      await t.ctx.db.execute(sql`alter table article_events_away rename to article_events`)
    }
    // The app goes on recording once the database is back.
    await client.get(`/api/articles?articleUuid=${article.id}`)
    await eventsOf(article.id, 1)
  })

  it('counts views in the views row of each article, and skips an article deleted before the write', async () => {
    const kept = await buildArticle(t.ctx, place)
    const deleted = await buildArticle(t.ctx, place)
    const { client } = await employeeOf('ООО «Просмотры»')
    await client.get(`/api/articles?articleUuid=${kept.id}`)
    await client.get(`/api/articles?articleUuid=${kept.id}`)
    await client.get(`/api/articles?articleUuid=${deleted.id}`)
    await t.ctx.db.execute(sql`delete from kb_articles where id = ${deleted.id}`)
    await t.ctx.articleEvents.flush()
    const { rows } = await t.ctx.db.execute<{ article_id: string; views_count: number }>(
      sql`select article_id, views_count from kb_article_views where article_id in (${kept.id}, ${deleted.id})`,
    )
    expect(rows).toEqual([{ article_id: kept.id, views_count: 2 }])
  })
})
