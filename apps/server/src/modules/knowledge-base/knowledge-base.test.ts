import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { buildArticle, buildPlace, buildService, buildSystem } from '../../../test/kb-factories'
import type { ApiClient } from '../../../test/api-client'

let t: TestApp
let reader: ApiClient
beforeAll(async () => {
  t = await startTestApp()
  const user = await buildUser(t.ctx)
  reader = await t.signIn(user.email)
})
afterAll(() => t.close())

const someUuid = '00000000-0000-4000-8000-000000000000'

describe('knowledge-base reading calls', () => {
  it('answer 401 to a signed-out caller', async () => {
    const anonymous = t.client()
    for (const path of [
      '/api/systems',
      '/api/systems/knowledge-base',
      `/api/services?systemUuid=${someUuid}`,
      `/api/services/with-articles?systemUuid=${someUuid}`,
      `/api/services/${someUuid}/files`,
      `/api/articles/by-service?systemUuid=${someUuid}&serviceUuid=${someUuid}`,
      `/api/articles/by-exact-service?systemUuid=${someUuid}&serviceUuid=${someUuid}`,
      '/api/articles/important-info',
      '/api/articles/last-modified',
      '/api/articles/popular',
      '/api/articles/by-tag-redirect?tag=x',
      `/api/articles/${someUuid}/by-tag`,
      `/api/articles?articleUuid=${someUuid}`,
    ]) {
      const answer = await anonymous.get(path)
      expect(answer.status, path).toBe(401)
      expect(answer.body.code).toBe('GeneralError')
    }
  })

  it('lists systems, and only those with articles for the knowledge base', async () => {
    const empty = await buildSystem(t.ctx, { name: 'Пустая система' })
    const place = await buildPlace(t.ctx)
    await buildArticle(t.ctx, place)
    const all = await reader.get('/api/systems')
    expect(all.status).toBe(200)
    expect(all.body.map((s: { uuid: string }) => s.uuid)).toEqual(expect.arrayContaining([empty.id, place.system.id]))
    const kb = await reader.get('/api/systems/knowledge-base')
    const ids = kb.body.map((s: { uuid: string }) => s.uuid)
    expect(ids).toContain(place.system.id)
    expect(ids).not.toContain(empty.id)
    expect(kb.body.find((s: { uuid: string }) => s.uuid === place.system.id)).toMatchObject({
      title: place.system.name,
      articlesCount: 1,
    })
  })

  it('lists the services of a system, all or only those with articles', async () => {
    const place = await buildPlace(t.ctx)
    const idle = await buildService(t.ctx, place.system.id, { name: 'Яблоко без статей' })
    await buildArticle(t.ctx, place)
    const all = await reader.get(`/api/services?systemUuid=${place.system.id}`)
    expect(all.status).toBe(200)
    expect(all.body.map((s: { uuid: string }) => s.uuid).sort()).toEqual([place.service.id, idle.id].sort())
    const withArticles = await reader.get(`/api/services/with-articles?systemUuid=${place.system.id}`)
    expect(withArticles.body).toEqual([
      {
        uuid: place.service.id,
        systemUuid: place.system.id,
        title: place.service.name,
        description: null,
        articlesCount: 1,
      },
    ])
    const invalid = await reader.get('/api/services?systemUuid=not-a-uuid')
    expect(invalid.status).toBe(400)
    expect(invalid.body.code).toBe('GeneralError')
  })

  it('answers the files of a service, NotFound for an unknown one', async () => {
    const place = await buildPlace(t.ctx)
    const files = await reader.get(`/api/services/${place.service.id}/files`)
    expect(files.status).toBe(200)
    expect(files.body).toEqual([])
    const unknown = await reader.get(`/api/services/${someUuid}/files`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('NotFound')
  })

  it('pages the articles of a service by title', async () => {
    const place = await buildPlace(t.ctx)
    for (const title of ['Вторая', 'Первая', 'Третья']) await buildArticle(t.ctx, place, { title })
    const path = `/api/articles/by-service?systemUuid=${place.system.id}&serviceUuid=${place.service.id}`
    const first = await reader.get(`${path}&itemsPerPage=2&page=1`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 3, pagesCount: 2 })
    expect(first.body.items.map((a: { title: string }) => a.title)).toEqual(['Вторая', 'Первая'])
    const second = await reader.get(`${path}&itemsPerPage=2&page=2`)
    expect(second.body.items.map((a: { title: string }) => a.title)).toEqual(['Третья'])
    expect(second.body.items[0]).toMatchObject({
      system: { uuid: place.system.id, title: place.system.name },
      service: { uuid: place.service.id, title: place.service.name },
      isImportant: false,
      viewsCount: 0,
    })
    // A service named under another system is not found rather than silently empty.
    const other = await buildSystem(t.ctx)
    const mismatch = await reader.get(`/api/articles/by-service?systemUuid=${other.id}&serviceUuid=${place.service.id}`)
    expect(mismatch.status).toBe(404)
  })

  it('answers every article of exactly one service', async () => {
    const place = await buildPlace(t.ctx)
    const elsewhere = await buildService(t.ctx, place.system.id)
    const mine = await buildArticle(t.ctx, place)
    await buildArticle(t.ctx, { system: place.system, service: elsewhere })
    const answer = await reader.get(
      `/api/articles/by-exact-service?systemUuid=${place.system.id}&serviceUuid=${place.service.id}`,
    )
    expect(answer.status).toBe(200)
    expect(answer.body.map((a: { uuid: string }) => a.uuid)).toEqual([mine.id])
  })

  it('answers the important articles', async () => {
    const place = await buildPlace(t.ctx)
    const important = await buildArticle(t.ctx, place, { important: true })
    const plain = await buildArticle(t.ctx, place)
    const answer = await reader.get('/api/articles/important-info')
    const ids = answer.body.map((a: { uuid: string }) => a.uuid)
    expect(ids).toContain(important.id)
    expect(ids).not.toContain(plain.id)
    expect(answer.body.every((a: { isImportant: boolean }) => a.isImportant)).toBe(true)
  })

  it('answers the last modified articles, across systems or in one', async () => {
    const a = await buildPlace(t.ctx)
    const b = await buildPlace(t.ctx)
    const older = await buildArticle(t.ctx, a, { at: new Date('2030-01-01T00:00:00Z') })
    const newer = await buildArticle(t.ctx, b, { at: new Date('2030-02-01T00:00:00Z') })
    const all = await reader.get('/api/articles/last-modified?limit=2')
    expect(all.body.map((x: { uuid: string }) => x.uuid)).toEqual([newer.id, older.id])
    const inA = await reader.get(`/api/articles/last-modified?systemUuid=${a.system.id}`)
    expect(inA.body.map((x: { uuid: string }) => x.uuid)).toEqual([older.id])
    expect(inA.body[0].updatedAt).toBe('2030-01-01T00:00:00.000Z')
  })

  it('answers one article with its sanitized HTML, tags and files, and counts the view', async () => {
    const place = await buildPlace(t.ctx)
    const article = await buildArticle(t.ctx, place, {
      markdown: '## Шаги\n\n1. Откройте **раздел**\n\n<script>alert(1)</script>',
      tags: ['вход', 'Пароль'],
    })
    const path = `/api/articles?articleUuid=${article.id}&systemUuid=${place.system.id}&serviceUuid=${place.service.id}`
    const answer = await reader.get(path)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ uuid: article.id, title: article.title, files: [] })
    expect(answer.body.html).toContain('<h2>Шаги</h2>')
    expect(answer.body.html).toContain('<strong>раздел</strong>')
    expect(answer.body.html).not.toMatch(/script/i)
    expect(answer.body.tags.map((x: { title: string }) => x.title)).toEqual(['вход', 'Пароль'])
    await expect.poll(async () => (await reader.get(path)).body.viewsCount, { timeout: 5000 }).toBeGreaterThanOrEqual(1)
  })

  it('answers ArticleNotFound for an unknown article or a system that is not its own, 400 for a bad id', async () => {
    const place = await buildPlace(t.ctx)
    const article = await buildArticle(t.ctx, place)
    const unknown = await reader.get(`/api/articles?articleUuid=${someUuid}`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('ArticleNotFound')
    const other = await buildSystem(t.ctx)
    const wrongSystem = await reader.get(`/api/articles?articleUuid=${article.id}&systemUuid=${other.id}`)
    expect(wrongSystem.body.code).toBe('ArticleNotFound')
    const invalid = await reader.get("/api/articles?articleUuid=1'%20or%201=1")
    expect(invalid.status).toBe(400)
    expect(invalid.body.code).toBe('GeneralError')
  })

  it('ranks popular articles by views, across systems or in one', async () => {
    const place = await buildPlace(t.ctx)
    const other = await buildPlace(t.ctx)
    const hot = await buildArticle(t.ctx, place)
    const warm = await buildArticle(t.ctx, place)
    const elsewhere = await buildArticle(t.ctx, other)
    for (let i = 0; i < 3; i++) await reader.get(`/api/articles?articleUuid=${hot.id}`)
    await reader.get(`/api/articles?articleUuid=${warm.id}`)
    await reader.get(`/api/articles?articleUuid=${elsewhere.id}`)
    await expect
      .poll(
        async () =>
          (await reader.get(`/api/articles/popular?systemUuid=${place.system.id}`)).body.map(
            (a: { uuid: string; viewsCount: number }) => `${a.uuid}:${a.viewsCount}`,
          ),
        { timeout: 5000 },
      )
      .toEqual([`${hot.id}:3`, `${warm.id}:1`])
    const all = await reader.get('/api/articles/popular?limit=50')
    expect(all.body.map((a: { uuid: string }) => a.uuid)).toEqual(expect.arrayContaining([hot.id, elsewhere.id]))
  })

  it('resolves a tag title case-insensitively and lists its articles by tag id', async () => {
    const place = await buildPlace(t.ctx)
    const only = await buildArticle(t.ctx, place, { tags: ['ЕдинственныйТег'] })
    const single = await reader.get(`/api/articles/by-tag-redirect?tag=${encodeURIComponent('единственныйтег')}`)
    expect(single.status).toBe(200)
    expect(single.body).toMatchObject({ total: 1, tag: { title: 'ЕдинственныйТег' }, article: { uuid: only.id } })

    for (const title of ['Б', 'А', 'В']) await buildArticle(t.ctx, place, { title, tags: ['общий'] })
    const shared = await reader.get('/api/articles/by-tag-redirect?tag=%D0%9E%D0%B1%D1%89%D0%B8%D0%B9')
    expect(shared.body).toMatchObject({ total: 3, article: null, tag: { title: 'общий' } })
    const page = await reader.get(`/api/articles/${shared.body.tag.id}/by-tag?tag=общий&itemsPerPage=2&page=2`)
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ total: 3, pagesCount: 2, tag: { id: shared.body.tag.id, title: 'общий' } })
    expect(page.body.items.map((a: { title: string }) => a.title)).toEqual(['В'])

    const none = await reader.get('/api/articles/by-tag-redirect?tag=нет-такого')
    expect(none.body).toEqual({ tag: null, total: 0, article: null })
    const unknownTag = await reader.get(`/api/articles/${someUuid}/by-tag`)
    expect(unknownTag.status).toBe(404)
    expect(unknownTag.body.code).toBe('NotFound')
  })
})
