import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { articleEvents } from '../../db/schema/index'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { buildArticle, buildPlace } from '../../../test/kb-factories'
import type { ApiClient } from '../../../test/api-client'

/*
 * What /create-order does (SPEC §7 Applications): POST /applications as JSON, naming the article it started from,
 * then PUT /applications/{id}/addfiles with the chosen files. The article records a CreateApplication event; a
 * file problem never loses the filed application.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

let t: TestApp
let place: Awaited<ReturnType<typeof buildPlace>>
let applicant: ApiClient
beforeAll(async () => {
  t = await startTestApp()
  place = await buildPlace(t.ctx)
  applicant = await t.signIn((await buildUser(t.ctx)).email)
})
afterAll(() => t.close())

async function body(extra: Record<string, unknown> = {}) {
  const [types, warranties, impacts] = await Promise.all([
    applicant.get(`/api/services/${place.service.id}/applicationTypes`),
    applicant.get('/api/warranties'),
    applicant.get('/api/impacts'),
  ])
  return {
    systemUuid: place.system.id,
    serviceUuid: place.service.id,
    applicationType: types.body[0].fullyQualifiedName,
    warranty: warranties.body[0].value,
    impact: impacts.body[0].value,
    subject: 'Не работает выгрузка',
    text: 'Кнопка выгрузки не отвечает.',
    ...extra,
  }
}

async function createEvents(articleId: string) {
  await t.ctx.articleEvents.flush()
  return t.ctx.db
    .select()
    .from(articleEvents)
    .where(and(eq(articleEvents.articleId, articleId), eq(articleEvents.eventType, 'CreateApplication')))
}

const files = (list: Array<{ name: string; body: Buffer }>) => {
  const form = new FormData()
  for (const f of list) form.append('files[]', new Blob([f.body]), f.name)
  return form
}

describe('filing an application from an article', () => {
  it('records one CreateApplication event for the article, and none without it', async () => {
    const article = await buildArticle(t.ctx, place, { title: 'Выгрузка отчетов' })
    const created = await applicant.post('/api/applications', await body({ articleUuid: article.id }))
    expect(created.status).toBe(200)
    await expect.poll(async () => (await createEvents(article.id)).length, { timeout: 5000 }).toBe(1)
    const [event] = await createEvents(article.id)
    expect(event).toMatchObject({ articleTitle: 'Выгрузка отчетов', systemId: place.system.id })

    const plain = await buildArticle(t.ctx, place)
    expect((await applicant.post('/api/applications', await body())).status).toBe(200)
    expect(await createEvents(plain.id)).toHaveLength(0)
  })

  it('files the application even when the named article no longer exists', async () => {
    const gone = '00000000-0000-4000-8000-00000000abcd'
    const created = await applicant.post('/api/applications', await body({ articleUuid: gone }))
    expect(created.status).toBe(200)
    expect(await createEvents(gone)).toHaveLength(0)
  })
})

describe('files added right after filing', () => {
  it('attaches the files; a refused file leaves the application as it was, to be completed later', async () => {
    const created = (await applicant.post('/api/applications', await body())).body
    const refused = await applicant.request('PUT', `/api/applications/${created.id}/addfiles`, {
      body: files([{ name: 'program.exe', body: Buffer.from('MZ\x90\x00binary') }]),
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('недопустимый формат файла')
    const still = await applicant.get(`/api/applications/${created.id}`)
    expect(still.status).toBe(200)
    expect(still.body.files).toEqual([])

    const added = await applicant.request('PUT', `/api/applications/${created.id}/addfiles`, {
      body: files([
        { name: 'скриншот.pdf', body: PDF },
        { name: 'журнал.txt', body: Buffer.from('строка журнала\n') },
      ]),
    })
    expect(added.status).toBe(200)
    expect(added.body.files.map((f: { name: string }) => f.name).sort()).toEqual(['журнал.txt', 'скриншот.pdf'])
  })
})
