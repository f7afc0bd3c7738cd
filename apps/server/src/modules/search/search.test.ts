import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { startTestApp, type TestApp } from '../../../test/harness'
import { addMember, buildOrganization, buildUser } from '../../../test/factories'
import { buildArticle, buildPlace } from '../../../test/kb-factories'

let t: TestApp
let place: Awaited<ReturnType<typeof buildPlace>>
beforeAll(async () => {
  t = await startTestApp({ env: { SEARCH_RATE_LIMIT: '25' } })
  place = await buildPlace(t.ctx)
})
afterAll(() => t.close())

/** Every test signs in its own user: the search rate limit counts per user. */
async function searcher() {
  return t.signIn((await buildUser(t.ctx)).email)
}

const search = (body: Record<string, unknown>) => ({ itemsPerPage: 10, page: 1, whereToSearch: 'knowledge', ...body })
const titles = (body: { items: Array<{ title: string }> }) => body.items.map((i) => i.title)

describe('POST /api/search', () => {
  it('is for signed-in users', async () => {
    expect((await t.client().post('/api/search', search({ text: 'заявки' }))).status).toBe(401)
  })

  it('finds Russian word forms and highlights them in the title and the snippet', async () => {
    await buildArticle(t.ctx, place, {
      title: 'Подача заявки <в срок>',
      markdown: 'Чтобы подать заявку на экспертизу, откройте раздел «Заявления». Заявки рассматриваются за 3 дня.',
    })
    const client = await searcher()
    for (const text of ['заявками', 'ЗАЯВКУ', 'подавать заявку']) {
      const answer = await client.post('/api/search', search({ text }))
      expect(answer.status, text).toBe(200)
      expect(titles(answer.body), text).toEqual(['Подача заявки <в срок>'])
    }
    const hit = (await client.post('/api/search', search({ text: 'заявка' }))).body.items[0]
    expect(hit).toMatchObject({
      kind: 'article',
      system: { uuid: place.system.id },
      service: { uuid: place.service.id },
    })
    expect(hit.titleHtml).toBe('Подача <mark>заявки</mark> &lt;в срок&gt;')
    expect(hit.snippetHtml).toContain('<mark>заявку</mark>')
    expect(hit.snippetHtml).toContain('<mark>Заявки</mark>')
    expect(hit.snippetHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
  })

  it('still finds a word with a one-letter typo', async () => {
    await buildArticle(t.ctx, place, { title: 'Электронная подпись', markdown: 'Сертификат электронной подписи.' })
    const client = await searcher()
    for (const text of ['подпмсь', 'сертификт', 'элекронная']) {
      const answer = await client.post('/api/search', search({ text }))
      expect(titles(answer.body), text).toContain('Электронная подпись')
    }
  })

  it('understands text typed in the Latin keyboard layout', async () => {
    await buildArticle(t.ctx, place, { title: 'Мои заявки', markdown: 'Список заявок пользователя.' })
    const client = await searcher()
    const answer = await client.post('/api/search', search({ text: 'pfzdrb' }))
    expect(answer.status).toBe(200)
    expect(titles(answer.body)).toContain('Мои заявки')
    expect(answer.body.items.find((i: { title: string }) => i.title === 'Мои заявки').titleHtml).toBe(
      'Мои <mark>заявки</mark>',
    )
  })

  it('pages the hits with the total', async () => {
    const other = await buildPlace(t.ctx)
    for (let i = 1; i <= 23; i++) {
      await buildArticle(t.ctx, other, { title: `Регламент номер ${i}`, markdown: 'Текст про кадастровый учет.' })
    }
    const client = await searcher()
    const third = await client.post('/api/search', search({ text: 'кадастровый', itemsPerPage: 10, page: 3 }))
    expect(third.body).toMatchObject({ total: 23, pagesCount: 3 })
    expect(third.body.items).toHaveLength(3)
    const pages = await Promise.all(
      [1, 2, 3].map((page) => client.post('/api/search', search({ text: 'кадастровый', page }))),
    )
    const all = pages.flatMap((p) => titles(p.body))
    expect(new Set(all).size).toBe(23)
    const beyond = await client.post('/api/search', search({ text: 'кадастровый', page: 9 }))
    expect(beyond.body).toEqual({ items: [], total: 23, pagesCount: 3, moreThanTotal: false })
  })

  it('says when more articles match than it counts, and its pages reach every counted hit', async () => {
    const other = await buildPlace(t.ctx)
    for (let i = 1; i <= 104; i++) {
      await buildArticle(t.ctx, other, { title: `Положение ${i}`, markdown: 'Текст про геодезическую съемку.' })
    }
    const client = await searcher()
    const first = await client.post('/api/search', search({ text: 'геодезическая' }))
    expect(first.body).toMatchObject({ total: 100, pagesCount: 10, moreThanTotal: true })
    const pages = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.post('/api/search', search({ text: 'геодезическая', page: i + 1 }))),
    )
    expect(new Set(pages.flatMap((p) => titles(p.body))).size).toBe(100)
    const beyond = await client.post('/api/search', search({ text: 'геодезическая', page: 11 }))
    expect(beyond.body).toEqual({ items: [], total: 100, pagesCount: 10, moreThanTotal: true })
  })

  it('answers any text without a server error', async () => {
    const client = await searcher()
    const texts = [
      '',
      '   ',
      '!!! ??? ***',
      "'; drop table kb_articles; --",
      "Robert'); DELETE FROM users WHERE ('1'='1",
      '" \\ \\\\ \' `',
      'a & b | !c <-> d:* (e',
      '😀 🚀 ∑',
      'заявка '.repeat(800),
      'ы'.repeat(12_000),
    ]
    for (const text of texts) {
      const answer = await client.post('/api/search', search({ text }))
      expect(answer.status, JSON.stringify(text.slice(0, 40))).toBe(200)
      expect(answer.body).toHaveProperty('items')
    }
    const [{ n }] = (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from kb_articles`)).rows
    expect(n).toBeGreaterThan(0)
  })

  it('refuses control characters as bad input, like every call', async () => {
    const answer = await (await searcher()).post('/api/search', search({ text: '\u0000\u0001 заявка \u0000' }))
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      code: 'GeneralError',
      reason: 'ValidationError',
      fields: { text: expect.any(String) },
    })
  })

  it('answers 400 with a catalogue code for a malformed request, never 500', async () => {
    const client = await searcher()
    for (const body of [{ text: 42 }, { text: 'x', whereToSearch: 'everything' }, { text: ['a'] }]) {
      const answer = await client.post('/api/search', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.code).toBe('GeneralError')
    }
    // Out-of-range paging falls back to the defaults (10 hits, the first page) rather than failing.
    for (let i = 0; i < 12; i++) await buildArticle(t.ctx, place, { markdown: `Окантовка номер ${i}` })
    const fixed = await client.post('/api/search', { text: 'окантовка', itemsPerPage: 100_000, page: -3 })
    expect(fixed.status).toBe(200)
    expect(fixed.body.total).toBe(12)
    expect(fixed.body.items).toHaveLength(10)
    expect(fixed.body.pagesCount).toBe(2)
    const first = await client.post('/api/search', search({ text: 'окантовка' }))
    expect(fixed.body).toEqual(first.body)
  })

  it('answers no hits in the application scopes to a user without applications; «organization» needs one', async () => {
    const client = await searcher()
    expect((await client.post('/api/search', search({ text: 'заявки', whereToSearch: 'orders' }))).body).toEqual({
      items: [],
      total: 0,
      pagesCount: 0,
      moreThanTotal: false,
    })
    const noOrganization = await client.post('/api/search', search({ text: 'заявки', whereToSearch: 'organization' }))
    expect(noOrganization.status).toBe(403)
    expect(noOrganization.body.code).toBe('Forbidden')
    const user = await buildUser(t.ctx)
    const org = await buildOrganization(t.ctx)
    await addMember(t.ctx, org.id, user.id, { isDefault: true })
    const member = await t.signIn(user.email)
    const scoped = await member.post('/api/search', search({ text: 'заявки', whereToSearch: 'organization' }))
    expect(scoped.status).toBe(200)
    expect(scoped.body.items).toEqual([])
  })

  it('fails on purpose with the test query ?error', async () => {
    const client = await searcher()
    const answer = await client.post('/api/search?error', search({ text: 'заявки' }))
    expect(answer.status).toBe(500)
    expect(answer.body.code).toBe('GeneralError')
  })

  it('limits searches per user', async () => {
    const client = await searcher()
    const statuses: number[] = []
    for (let i = 0; i < 26; i++) statuses.push((await client.post('/api/search', search({ text: 'заявки' }))).status)
    expect(statuses.slice(0, 25).every((s) => s === 200)).toBe(true)
    expect(statuses[25]).toBe(429)
    // Another user is not affected.
    expect((await (await searcher()).post('/api/search', search({ text: 'заявки' }))).status).toBe(200)
  })
})
