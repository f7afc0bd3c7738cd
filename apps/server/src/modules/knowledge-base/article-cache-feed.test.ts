import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { buildArticle, buildPlace } from '../../../test/kb-factories'
import type { ApiClient } from '../../../test/api-client'

// The article cache against a real database: what another instance, the import command or a manual fix changes
// reaches this server's readers at once, and nothing is served from memory while changes cannot be heard.

let t: TestApp
let reader: ApiClient
let admin: ApiClient
beforeAll(async () => {
  t = await startTestApp()
  reader = await t.signIn((await buildUser(t.ctx)).email)
  admin = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
})
afterAll(() => t.close())

const FEED_WAIT = { timeout: 3000, interval: 20 }
const pathOf = (id: string) => `/api/articles?articleUuid=${id}`

/** Changes the title without firing triggers, as nothing in the portal ever does: only the cache can hide it. */
async function renameSilently(id: string, title: string) {
  await t.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.execute(sql`update kb_articles set title = ${title} where id = ${id}`)
  })
}

async function listeners() {
  const { rows } = await t.ctx.db.execute<{ pid: number }>(
    sql`select pid from pg_stat_activity where datname = current_database() and query like ${'listen %'}`,
  )
  return rows.map((r) => r.pid)
}

describe('the article cache', () => {
  it('serves a read article from memory', async () => {
    const article = await buildArticle(t.ctx, await buildPlace(t.ctx), { title: 'Из памяти' })
    expect((await reader.get(pathOf(article.id))).body.title).toBe('Из памяти')
    await renameSilently(article.id, 'Тихо переименована')
    expect((await reader.get(pathOf(article.id))).body.title).toBe('Из памяти')
  })

  it('hears a change written outside this server and answers it at once', async () => {
    const article = await buildArticle(t.ctx, await buildPlace(t.ctx), { title: 'До правки' })
    expect((await reader.get(pathOf(article.id))).body.title).toBe('До правки')
    await t.ctx.db.execute(sql`update kb_articles set title = 'После правки' where id = ${article.id}`)
    await expect.poll(async () => (await reader.get(pathOf(article.id))).body.title, FEED_WAIT).toBe('После правки')
  })

  it('hears a renamed system in every article of it', async () => {
    const place = await buildPlace(t.ctx)
    const article = await buildArticle(t.ctx, place)
    expect((await reader.get(pathOf(article.id))).body.system.title).toBe(place.system.name)
    await t.ctx.db.execute(sql`update kb_systems set name = 'Новое имя системы' where id = ${place.system.id}`)
    await expect
      .poll(async () => (await reader.get(pathOf(article.id))).body.system.title, FEED_WAIT)
      .toBe('Новое имя системы')
  })

  it('keeps its articles when a write is refused, and forgets them after one that succeeded', async () => {
    const article = await buildArticle(t.ctx, await buildPlace(t.ctx))
    expect((await reader.get(pathOf(article.id))).status).toBe(200)
    const cache = t.ctx.caches.articles
    expect(cache.peek(article.id)).toBeDefined()
    const system = { title: 'Система без права', description: '' }
    expect((await t.client().post('/api/admin/knowledge-base/systems', system)).status).toBe(401)
    expect((await reader.post('/api/admin/knowledge-base/systems', system)).status).toBe(403)
    expect((await admin.post('/api/admin/knowledge-base/systems', { title: '' })).status).toBe(400)
    expect(cache.peek(article.id)).toBeDefined()
    expect((await admin.post('/api/admin/knowledge-base/systems', system)).status).toBe(200)
    expect(cache.peek(article.id)).toBeUndefined()
  })

  it("answers its own Admin's edit to the very next read", async () => {
    const place = await buildPlace(t.ctx)
    const article = await buildArticle(t.ctx, place, { title: 'Черновик' })
    expect((await reader.get(pathOf(article.id))).body.title).toBe('Черновик')
    const saved = await admin.put(`/api/admin/knowledge-base/articles/${article.id}`, {
      title: 'Опубликовано',
      markdown: 'Новый текст',
      systemUuid: place.system.id,
      serviceUuid: place.service.id,
    })
    expect(saved.status).toBe(200)
    const read = await reader.get(pathOf(article.id))
    expect(read.body.title).toBe('Опубликовано')
    expect(read.body.html).toContain('Новый текст')
  })

  it('shows the views counted here to the next reader at once', async () => {
    const article = await buildArticle(t.ctx, await buildPlace(t.ctx))
    const counts = []
    for (let i = 0; i < 3; i++) counts.push((await reader.get(pathOf(article.id))).body.viewsCount)
    expect(counts).toEqual([0, 1, 2])
  })

  it('stops serving from memory when its connection is lost, and listens again', async () => {
    const article = await buildArticle(t.ctx, await buildPlace(t.ctx), { title: 'Прочитана' })
    await reader.get(pathOf(article.id))
    const [pid] = await listeners()
    expect(pid).toBeDefined()
    const other = new pg.Client({ connectionString: t.databaseUrl })
    await other.connect()
    await other.query('select pg_terminate_backend($1)', [pid])
    await other.end()
    // Whatever happens while nobody listens is read from the database, not from memory.
    await renameSilently(article.id, 'Изменена без объявления')
    await expect
      .poll(async () => (await reader.get(pathOf(article.id))).body.title, FEED_WAIT)
      .toBe('Изменена без объявления')
    await expect.poll(async () => (await listeners()).length, FEED_WAIT).toBe(1)
    // Listening again, it caches and hears changes as before.
    await reader.get(pathOf(article.id))
    await renameSilently(article.id, 'Не видна из памяти')
    expect((await reader.get(pathOf(article.id))).body.title).toBe('Изменена без объявления')
    await t.ctx.db.execute(sql`update kb_articles set title = 'Снова слышно' where id = ${article.id}`)
    await expect.poll(async () => (await reader.get(pathOf(article.id))).body.title, FEED_WAIT).toBe('Снова слышно')
  })
})
