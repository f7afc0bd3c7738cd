import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { buildArticle, buildPlace } from '../../../test/kb-factories'
import type { ApiClient } from '../../../test/api-client'

let t: TestApp
let admin: ApiClient
beforeAll(async () => {
  t = await startTestApp()
  admin = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
})
afterAll(() => t.close())

const state = async () =>
  (
    await t.ctx.db.execute<{ indexing: boolean; started_at: string | null; processed: number }>(
      sql`select indexing, started_at, processed from search_index_state where id = 1`,
    )
  ).rows[0]

const finished = () =>
  expect.poll(async () => (await admin.get('/api/search/reindex')).body.indexing, { timeout: 10_000 }).toBe(false)

describe('search reindex', () => {
  it('is for platform Admins only', async () => {
    const regular = await t.signIn((await buildUser(t.ctx)).email)
    for (const method of ['GET', 'POST']) {
      expect((await t.client().request(method, '/api/search/reindex')).status).toBe(401)
      const refused = await regular.request(method, '/api/search/reindex')
      expect(refused.status).toBe(403)
      expect(refused.body.code).toBe('Forbidden')
    }
    expect((await state()).indexing).toBe(false)
  })

  it('rebuilds every search document in the background and records when it finished', async () => {
    const place = await buildPlace(t.ctx)
    const article = await buildArticle(t.ctx, place, { title: 'Архивные документы', markdown: 'Хранение архива.' })
    await buildArticle(t.ctx, place)
    // A lost index: the article cannot be found until the reindex rebuilds it.
    await t.ctx.db.execute(sql`update kb_articles set search_vector = null, title_vector = null`)
    await t.ctx.db.execute(sql`delete from kb_search_words`)
    const searcher = await t.signIn((await buildUser(t.ctx)).email)
    const find = async (text: string) =>
      (await searcher.post('/api/search', { text, itemsPerPage: 10, page: 1, whereToSearch: 'knowledge' })).body
    expect((await find('архив')).total).toBe(0)

    const before = await admin.get('/api/search/reindex')
    expect(before.body).toEqual({ indexing: false, lastIndexing: null, progress: null })
    const started = await admin.post('/api/search/reindex')
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ indexing: true, lastIndexing: null, progress: { done: 0, total: 2 } })
    await finished()
    const after = await admin.get('/api/search/reindex')
    expect(after.body).toEqual({ indexing: false, lastIndexing: t.clock.now().toISOString(), progress: null })
    expect((await find('архив')).items.map((i: { uuid: string }) => i.uuid)).toEqual([article.id])
    // The typo vocabulary was rebuilt too.
    expect((await find('архвные')).items.map((i: { uuid: string }) => i.uuid)).toEqual([article.id])
  })

  it('never starts a second rebuild while one runs on any instance', async () => {
    // Another instance holds the claim and reports progress.
    const heldSince = new Date(t.clock.now().getTime() - 1000)
    await t.ctx.db.execute(sql`update search_index_state
      set indexing = true, started_at = ${heldSince}, heartbeat_at = ${t.clock.now()}, processed = 500, total = 2000
      where id = 1`)
    const answers = await Promise.all([admin.post('/api/search/reindex'), admin.post('/api/search/reindex')])
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ indexing: true, progress: { done: 500, total: 2000 } })
    }
    expect(new Date((await state()).started_at ?? 0).getTime()).toBe(heldSince.getTime())
    expect((await admin.get('/api/search/reindex')).body.indexing).toBe(true)

    // The instance dies: once its heartbeat is stale, a new reindex takes over.
    t.clock.advance(6 * 60_000)
    const takeover = await admin.post('/api/search/reindex')
    expect(takeover.body.indexing).toBe(true)
    expect(new Date((await state()).started_at ?? 0).getTime()).toBe(t.clock.now().getTime())
    await finished()
    expect((await admin.get('/api/search/reindex')).body.lastIndexing).toBe(t.clock.now().toISOString())
  })
})
