import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { buildArticle, buildPlace } from '../../../test/kb-factories'
import type { ApiClient } from '../../../test/api-client'
import { makeDemoPdf } from '../../seed/demo-pdf'

let t: TestApp
let admin: ApiClient
let regular: ApiClient
let adminId: string
beforeAll(async () => {
  t = await startTestApp()
  const adminUser = await buildUser(t.ctx, { role: 'Admin', surname: 'Админов', name: 'Пётр', patronymic: null })
  adminId = adminUser.id
  admin = await t.signIn(adminUser.email)
  regular = await t.signIn((await buildUser(t.ctx)).email)
})
afterAll(() => t.close())

const base = '/api/admin/knowledge-base'
const someUuid = '00000000-0000-4000-8000-000000000000'

function upload(files: Array<{ name: string; body: Buffer | string }>) {
  const form = new FormData()
  for (const f of files) form.append('files', new Blob([f.body]), f.name)
  return form
}

async function newPlace() {
  const system = await admin.post(`${base}/systems`, { title: 'Система для статей', description: 'Описание' })
  const service = await admin.post(`${base}/services`, { systemUuid: system.body.uuid, title: 'Сервис' })
  return { systemUuid: system.body.uuid as string, serviceUuid: service.body.uuid as string }
}

describe('authoring permissions', () => {
  it('is refused to Regular users (403) and to signed-out callers (401)', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['POST', `${base}/systems`, { title: 'x' }],
      ['PUT', `${base}/systems/${someUuid}`, { title: 'x' }],
      ['DELETE', `${base}/systems/${someUuid}`],
      ['POST', `${base}/services`, { systemUuid: someUuid, title: 'x' }],
      ['PUT', `${base}/services/${someUuid}`, { title: 'x' }],
      ['DELETE', `${base}/services/${someUuid}`],
      ['POST', `${base}/services/${someUuid}/files`],
      ['DELETE', `${base}/services/${someUuid}/files/${someUuid}`],
      ['POST', `${base}/articles`, { title: 'x', markdown: '', systemUuid: someUuid, serviceUuid: someUuid }],
      ['GET', `${base}/articles/${someUuid}`],
      [
        'PUT',
        `${base}/articles/${someUuid}`,
        { title: 'x', markdown: '', systemUuid: someUuid, serviceUuid: someUuid },
      ],
      ['DELETE', `${base}/articles/${someUuid}`],
      ['GET', `${base}/articles/${someUuid}/versions`],
      ['POST', `${base}/articles/${someUuid}/files`],
      ['DELETE', `${base}/articles/${someUuid}/files/${someUuid}`],
      ['POST', `${base}/preview`, { markdown: '# x' }],
    ]
    for (const [method, path, json] of calls) {
      const asRegular = await regular.request(method, path, { json })
      expect(asRegular.status, `${method} ${path}`).toBe(403)
      expect(asRegular.body.code).toBe('Forbidden')
      expect((await t.client().request(method, path, { json })).status, `${method} ${path}`).toBe(401)
    }
  })
})

describe('systems and services', () => {
  it('creates, renames and deletes a system and its service, refusing to delete non-empty ones', async () => {
    const system = await admin.post(`${base}/systems`, { title: '  Новая система ', description: '' })
    expect(system.status).toBe(200)
    expect(system.body).toMatchObject({ title: 'Новая система', description: null, articlesCount: 0 })
    const renamed = await admin.put(`${base}/systems/${system.body.uuid}`, { title: 'Переименованная' })
    expect(renamed.body.title).toBe('Переименованная')

    const service = await admin.post(`${base}/services`, { systemUuid: system.body.uuid, title: 'Сервис А' })
    expect(service.body).toMatchObject({ systemUuid: system.body.uuid, title: 'Сервис А', articlesCount: 0 })
    const article = await admin.post(`${base}/articles`, {
      title: 'Статья',
      markdown: 'текст',
      systemUuid: system.body.uuid,
      serviceUuid: service.body.uuid,
    })
    expect(article.status).toBe(200)

    const notEmptySystem = await admin.delete(`${base}/systems/${system.body.uuid}`)
    expect(notEmptySystem.status).toBe(409)
    expect(notEmptySystem.body).toMatchObject({ code: 'InappropriateStatus', reason: 'KbSystemNotEmpty' })
    const notEmptyService = await admin.delete(`${base}/services/${service.body.uuid}`)
    expect(notEmptyService.body).toMatchObject({ code: 'InappropriateStatus', reason: 'KbServiceNotEmpty' })

    expect((await admin.delete(`${base}/articles/${article.body.uuid}`)).body).toEqual({ ok: true })
    expect((await admin.delete(`${base}/services/${service.body.uuid}`)).body).toEqual({ ok: true })
    expect((await admin.delete(`${base}/systems/${system.body.uuid}`)).body).toEqual({ ok: true })
    const gone = await admin.put(`${base}/systems/${system.body.uuid}`, { title: 'x' })
    expect(gone.status).toBe(404)
    expect(gone.body.code).toBe('NotFound')
  })

  it('validates input with catalogue codes', async () => {
    const blank = await admin.post(`${base}/systems`, { title: '   ' })
    expect(blank.status).toBe(400)
    expect(blank.body.code).toBe('GeneralError')
    const badId = await admin.put(`${base}/services/not-a-uuid`, { title: 'x' })
    expect(badId.status).toBe(400)
    const unknownSystem = await admin.post(`${base}/services`, { systemUuid: someUuid, title: 'x' })
    expect(unknownSystem.status).toBe(404)
  })
})

describe('articles', () => {
  it('creates an article, keeps every previous version with its author, and shows the last modification', async () => {
    const place = await newPlace()
    const created = await admin.post(`${base}/articles`, {
      title: 'Как войти',
      markdown: 'Версия 1',
      ...place,
      tags: ['вход', 'Вход', ' пароль '],
      isImportant: true,
    })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({
      title: 'Как войти',
      markdown: 'Версия 1',
      tags: ['вход', 'пароль'],
      isImportant: true,
      version: 1,
      files: [],
      updatedBy: { id: adminId, fio: 'Админов Пётр' },
    })
    const id = created.body.uuid
    t.clock.advance(60_000)
    const second = await admin.put(`${base}/articles/${id}`, {
      title: 'Как войти в кабинет',
      markdown: 'Версия 2',
      ...place,
    })
    expect(second.body).toMatchObject({ version: 2, markdown: 'Версия 2', tags: [], isImportant: false })
    expect(Date.parse(second.body.updatedAt)).toBeGreaterThan(Date.parse(created.body.updatedAt))
    expect(second.body.createdAt).toBe(created.body.createdAt)
    t.clock.advance(60_000)
    await admin.put(`${base}/articles/${id}`, { title: 'Как войти в кабинет', markdown: 'Версия 3', ...place })

    const versions = await admin.get(`${base}/articles/${id}/versions`)
    expect(versions.status).toBe(200)
    expect(versions.body.map((v: { version: number; markdown: string }) => [v.version, v.markdown])).toEqual([
      [3, 'Версия 3'],
      [2, 'Версия 2'],
      [1, 'Версия 1'],
    ])
    expect(versions.body[2]).toMatchObject({ title: 'Как войти', author: { id: adminId, fio: 'Админов Пётр' } })
    expect(versions.body[2].createdAt).toBe(created.body.updatedAt)

    const read = await regular.get(`/api/articles?articleUuid=${id}`)
    expect(read.body).toMatchObject({ title: 'Как войти в кабинет', updatedAt: versions.body[0].createdAt })
    expect(read.body.html).toContain('Версия 3')
  })

  it('never lets a script or a foreign image through, in saved articles and in the preview', async () => {
    const place = await newPlace()
    const markdown = [
      '# Заголовок',
      '<script>alert("x")</script>',
      '<img src="https://evil.example/p.png" onerror="alert(1)">',
      '[ссылка](javascript:alert(1)) [сайт](https://example.ru)',
      '<iframe src="https://evil.example"></iframe>',
      '![схема](/api/files/00000000-0000-4000-8000-000000000000)',
      '| a | b |\n|---|---|\n| 1 | 2 |',
    ].join('\n\n')
    const created = await admin.post(`${base}/articles`, { title: 'Санитайзер', markdown, ...place })
    const html: string = (await regular.get(`/api/articles?articleUuid=${created.body.uuid}`)).body.html
    const preview: string = (await admin.post(`${base}/preview`, { markdown })).body.html
    for (const out of [html, preview]) {
      expect(out).not.toMatch(/<script|onerror|javascript:|<iframe|evil\.example/i)
      expect(out).toContain('<h1>Заголовок</h1>')
      expect(out).toContain('<a href="https://example.ru" rel="noopener noreferrer">сайт</a>')
      expect(out).toContain('<img src="/api/files/00000000-0000-4000-8000-000000000000" alt="схема" />')
      expect(out).toContain('<table>')
    }
    expect(created.body.markdown).toBe(markdown)
  })

  it('refuses a service of another system and unknown articles', async () => {
    const a = await newPlace()
    const b = await newPlace()
    const mismatch = await admin.post(`${base}/articles`, {
      title: 'x',
      markdown: '',
      systemUuid: a.systemUuid,
      serviceUuid: b.serviceUuid,
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body).toMatchObject({ code: 'GeneralError', reason: 'KbServiceNotInSystem' })
    const unknown = await admin.put(`${base}/articles/${someUuid}`, { title: 'x', markdown: '', ...a })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('ArticleNotFound')
    expect((await admin.get(`${base}/articles/${someUuid}`)).body.code).toBe('ArticleNotFound')
    expect((await admin.delete(`${base}/articles/${someUuid}`)).body.code).toBe('ArticleNotFound')
  })
})

describe('attachments', () => {
  const pdf = makeDemoPdf(['attachment'])
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  )
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)])

  it('stores checked files on an article, readable by any signed-in user, and removes them', async () => {
    const place = await buildPlace(t.ctx)
    const article = await buildArticle(t.ctx, place)
    const path = `${base}/articles/${article.id}/files`
    const uploaded = await admin.request('POST', path, {
      body: upload([
        { name: 'Инструкция.pdf', body: pdf },
        { name: 'схема.png', body: png },
        { name: 'заметки.txt', body: 'Обычный текст\n' },
      ]),
    })
    expect(uploaded.status).toBe(200)
    expect(uploaded.body.map((f: { name: string }) => f.name).sort()).toEqual(
      ['Инструкция.pdf', 'заметки.txt', 'схема.png'].sort(),
    )
    const pdfFile = uploaded.body.find((f: { name: string }) => f.name === 'Инструкция.pdf')
    expect(pdfFile.size).toBe(pdf.length)

    const read = await regular.get(`/api/articles?articleUuid=${article.id}`)
    expect(read.body.files).toHaveLength(3)
    const download = await regular.get(`/api/files/${pdfFile.uuid}`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')

    const remaining = await admin.delete(`${path}/${pdfFile.uuid}`)
    expect(remaining.body).toHaveLength(2)
    expect((await regular.get(`/api/files/${pdfFile.uuid}`)).status).toBe(404)
  })

  it('refuses executables, disguised and unknown binaries, too many files', async () => {
    const place = await buildPlace(t.ctx)
    const article = await buildArticle(t.ctx, place)
    const path = `${base}/articles/${article.id}/files`
    const refused = [
      [{ name: 'setup.exe', body: exe }],
      [{ name: 'readme.pdf', body: exe }],
      [{ name: 'photo.pdf', body: png }],
      [{ name: 'data.bin', body: Buffer.from([1, 2, 3, 0, 255, 254]) }],
      [{ name: 'text.txt', body: Buffer.from([0x41, 0, 0x42]) }],
      [{ name: 'noext', body: pdf }],
      [
        { name: 'good.pdf', body: pdf },
        { name: 'bad.exe', body: exe },
      ],
    ]
    for (const files of refused) {
      const answer = await admin.request('POST', path, { body: upload(files) })
      expect(answer.status, files.map((f) => f.name).join()).toBe(400)
      expect(answer.body).toMatchObject({ code: 'FailedToUploadFiles', reason: 'FileTypeNotAllowed' })
      expect(answer.body.message).toBe('недопустимый формат файла')
    }
    const tooMany = await admin.request('POST', path, {
      body: upload(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, body: 'текст' }))),
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toMatchObject({
      code: 'FailedToUploadFiles',
      reason: 'TooManyFiles',
      message: 'превышен допустимый лимит по количеству загружаемых файлов',
    })
    const none = await admin.request('POST', path, { body: new FormData() })
    expect(none.status).toBe(400)
    expect(none.body.code).toBe('FailedToUploadFiles')
    // Nothing of the refused uploads was kept.
    expect((await admin.get(`${base}/articles/${article.id}`)).body.files).toEqual([])
  })

  it('answers FailedToUploadFiles for a file over the size limit', async () => {
    const place = await buildPlace(t.ctx)
    const article = await buildArticle(t.ctx, place)
    const big = Buffer.concat([pdf, Buffer.alloc(20_971_520 + 1, 0x20)])
    const answer = await admin.request('POST', `${base}/articles/${article.id}/files`, {
      body: upload([{ name: 'big.pdf', body: big }]),
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({ code: 'FailedToUploadFiles', reason: 'FileTooLarge' })
  })

  it('attaches files to a service, listed by GET /services/{id}/files', async () => {
    const place = await buildPlace(t.ctx)
    const uploaded = await admin.request('POST', `${base}/services/${place.service.id}/files`, {
      body: upload([{ name: 'Регламент.pdf', body: pdf }]),
    })
    expect(uploaded.status).toBe(200)
    const listed = await regular.get(`/api/services/${place.service.id}/files`)
    expect(listed.body).toEqual([{ uuid: uploaded.body[0].uuid, name: 'Регламент.pdf', size: pdf.length }])
    const unknown = await admin.request('POST', `${base}/services/${someUuid}/files`, {
      body: upload([{ name: 'a.pdf', body: pdf }]),
    })
    expect(unknown.status).toBe(404)
    const removed = await admin.delete(`${base}/services/${place.service.id}/files/${uploaded.body[0].uuid}`)
    expect(removed.body).toEqual([])
  })
})

describe('limits and messages', () => {
  it('refuses text over a limit with «Превышено количество символов» and saves nothing', async () => {
    const place = await newPlace()
    const tooLong = await admin.post(`${base}/articles`, {
      title: 'Длинная статья',
      markdown: 'а'.repeat(200_050),
      ...place,
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body).toMatchObject({
      message: 'Превышено количество символов',
      fields: { markdown: 'Превышено количество символов' },
    })
    const systemName = await admin.post(`${base}/systems`, { title: 'С'.repeat(310) })
    expect(systemName.status).toBe(400)
    expect(systemName.body.fields).toEqual({ title: 'Превышено количество символов' })
    const saved = await admin.post(`${base}/articles`, { title: 'Короткая', markdown: 'текст', ...place })
    const edited = await admin.put(`${base}/articles/${saved.body.uuid}`, {
      title: 'Т'.repeat(301),
      markdown: 'новый текст',
      ...place,
    })
    expect(edited.status).toBe(400)
    const stored = await admin.get(`${base}/articles/${saved.body.uuid}`)
    expect(stored.body).toMatchObject({ title: 'Короткая', markdown: 'текст', version: 1 })
  })

  it('words every validation message of an answer in Russian', async () => {
    const answer = await admin.post(`${base}/articles`, {
      title: '',
      markdown: 42,
      systemUuid: 'not-a-uuid',
      serviceUuid: someUuid,
      tags: ['т'.repeat(101)],
    })
    expect(answer.status).toBe(400)
    const messages = Object.values(answer.body.fields as Record<string, string>)
    expect(Object.keys(answer.body.fields).sort()).toEqual(['markdown', 'systemUuid', 'tags.0', 'title'])
    for (const message of messages) expect(message).toMatch(/^[^a-z]*[А-Яа-яЁё][^a-z]*$/)
    expect(answer.body.fields.title).toBe('Обязательное поле')
    expect(answer.body.fields['tags.0']).toBe('Превышено количество символов')
  })

  it('removes a tag once no article carries it', async () => {
    const place = await newPlace()
    const first = await admin.post(`${base}/articles`, {
      title: 'С тегами',
      markdown: 'x',
      tags: ['Сирота-1', 'Общий-1'],
      ...place,
    })
    await admin.post(`${base}/articles`, { title: 'Второй', markdown: 'x', tags: ['Общий-1'], ...place })
    const redirect = (tag: string) => regular.get(`/api/articles/by-tag-redirect?tag=${encodeURIComponent(tag)}`)
    expect((await redirect('Сирота-1')).body.total).toBe(1)

    await admin.put(`${base}/articles/${first.body.uuid}`, {
      title: 'С тегами',
      markdown: 'x',
      tags: ['Сирота-2', 'Общий-1'],
      ...place,
    })
    expect((await redirect('Сирота-1')).body).toEqual({ tag: null, total: 0, article: null })

    await admin.delete(`${base}/articles/${first.body.uuid}`)
    expect((await redirect('Сирота-2')).body).toEqual({ tag: null, total: 0, article: null })
    expect((await redirect('Общий-1')).body).toMatchObject({ total: 1, tag: { title: 'Общий-1' } })
  })

  it('keeps the extension of a very long file name', async () => {
    const place = await buildPlace(t.ctx)
    const article = await buildArticle(t.ctx, place)
    const longName = `${'Очень длинное имя документа '.repeat(11)}.pdf`
    expect(longName.length).toBeGreaterThan(300)
    const answer = await admin.request('POST', `${base}/articles/${article.id}/files`, {
      body: upload([{ name: longName, body: makeDemoPdf(['x']) }]),
    })
    expect(answer.status).toBe(200)
    const [stored] = answer.body as Array<{ name: string }>
    expect(Array.from(stored.name)).toHaveLength(255)
    expect(stored.name.endsWith('.pdf')).toBe(true)
    expect(longName.startsWith(stored.name.slice(0, -4))).toBe(true)
  })
})
