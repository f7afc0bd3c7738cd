import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/harness'
import { formOf, PNG_1X1 } from '../../../test/upload-samples'
import type { ApiClient } from '../../../test/api-client'
import { publishDueNotifications } from './notification-publisher'

let t: TestApp
let admin: ApiClient
let user: ApiClient
beforeAll(async () => {
  // The tests run the publisher themselves, after moving the clock.
  t = await startTestApp({
    env: { NOTIFICATIONS_CHECK_SECONDS: '3600', SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '10000' },
  })
  admin = await t.signIn((await buildUser(t.ctx, { role: 'Admin' })).email)
  user = await t.signIn((await buildUser(t.ctx)).email)
})
afterAll(() => t.close())

const MINUTE = 60_000
const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * MINUTE).toISOString()
const create = (fields: Record<string, string>, image?: { name: string; body: Buffer }, as = admin) =>
  as.request('POST', '/api/alerts', { body: formOf(fields, image && { field: 'image', ...image }) })
const unreadIds = async (client = user) =>
  ((await client.get('/api/user/alerts/unread')).body.alerts as { id: string }[]).map((a) => a.id)

describe('notifications', () => {
  it('publishes at once when asked: every user gets an unread alert leading to the notification page', async () => {
    const created = await create(
      { title: '<b>Плановые работы</b>', text: 'Портал будет недоступен', publishImmediately: 'true' },
      { name: 'схема.png', body: PNG_1X1 },
    )
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({
      title: '<b>Плановые работы</b>',
      text: 'Портал будет недоступен',
      publishImmediately: true,
      removeImage: false,
      status: 'Published',
      expiration: null,
      image: { name: 'схема.png', size: PNG_1X1.length },
    })
    expect(created.body.publication).toEqual({
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      time: expect.stringMatching(/^\d\d:\d\d$/),
    })
    const unread = (await user.get('/api/user/alerts/unread')).body.alerts
    expect(unread).toContainEqual(
      expect.objectContaining({ id: created.body.id, isRead: false, link: `/notification/${created.body.id}` }),
    )
    const other = await t.signIn((await buildUser(t.ctx)).email)
    expect(await unreadIds(other)).toContain(created.body.id)

    const opened = await user.get(`/api/alerts/${created.body.id}`)
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ id: created.body.id, title: '<b>Плановые работы</b>' })
    const image = await user.get(`/api/files/${created.body.image.uuid}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
  })

  it('publishes a scheduled notification at its time and withdraws it at its expiration', async () => {
    const created = await create({
      title: 'Скоро',
      text: '',
      publicationDate: inMinutes(5),
      expirationDate: inMinutes(65),
    })
    expect(created.body.status).toBe('Scheduled')
    expect(await unreadIds()).not.toContain(created.body.id)
    expect((await user.get(`/api/alerts/${created.body.id}`)).status).toBe(403)
    expect((await admin.get(`/api/alerts/${created.body.id}`)).status).toBe(200)

    t.clock.advance(5 * MINUTE)
    await publishDueNotifications(t.ctx)
    expect(await unreadIds()).toContain(created.body.id)
    expect((await user.get(`/api/alerts/${created.body.id}`)).body.status).toBe('Published')

    t.clock.advance(60 * MINUTE)
    await publishDueNotifications(t.ctx)
    expect(await unreadIds()).not.toContain(created.body.id)
    expect((await admin.get(`/api/alerts/${created.body.id}`)).body.status).toBe('Expired')
    expect((await user.get(`/api/alerts/${created.body.id}`)).status).toBe(403)
  })

  it('publishes nothing in a round while another instance holds the publishing lock', async () => {
    const created = await create({ title: 'Один раз', publicationDate: inMinutes(1) })
    t.clock.advance(MINUTE)
    const other = new pg.Client({ connectionString: t.databaseUrl })
    await other.connect()
    try {
      await other.query('begin')
      await other.query("select pg_advisory_xact_lock(hashtext('psp.notification-publisher'))")
      expect(await publishDueNotifications(t.ctx)).toEqual({ published: 0, withdrawn: 0 })
      expect(await unreadIds()).not.toContain(created.body.id)
      await other.query('commit')
    } finally {
      await other.end()
    }
    expect((await publishDueNotifications(t.ctx)).published).toBe(1)
    expect(await unreadIds()).toContain(created.body.id)
  })

  it('checks the two date rules of SPEC §5 and the required title', async () => {
    const yesterday = await create({ title: 'Вчера', publicationDate: inMinutes(-24 * 60 - 1) })
    expect(yesterday.status).toBe(400)
    expect(yesterday.body).toMatchObject({
      code: 'GeneralError',
      reason: 'ValidationError',
      fields: { publicationDate: 'Дата должна быть не раньше сегодняшнего дня' },
    })
    const early = await create({ title: 'Рано', publicationDate: inMinutes(60), expirationDate: inMinutes(30) })
    expect(early.status).toBe(400)
    expect(early.body.fields).toEqual({ expirationDate: 'Дата не должна быть раньше даты публикации' })
    const noDate = await create({ title: 'Без даты' })
    expect(noDate.body.fields).toEqual({ publicationDate: 'Обязательное поле' })
    const noTitle = await create({ title: '   ', publishImmediately: 'true' })
    expect(noTitle.body.fields).toEqual({ title: 'Обязательное поле' })
    const onlyScript = await create({ title: '<script>alert(1)</script>', publishImmediately: 'true' })
    expect(onlyScript.body.fields).toEqual({ title: 'Обязательное поле' })
    const huge = await create({ title: 'x'.repeat(1001), publishImmediately: 'true' })
    expect(huge.body.fields).toEqual({ title: 'Превышено количество символов' })
    const badDate = await create({ title: 'Дата', publicationDate: '31.02.2026' })
    expect(badDate.status).toBe(400)
  })

  it('sanitizes the HTML title on the server', async () => {
    const created = await create({
      title: '<img src=x onerror=alert(1)><b onclick="alert(2)">Важно</b><a href="javascript:alert(3)">ссылка</a>',
      text: '<script>alert(4)</script>',
      publishImmediately: 'true',
    })
    expect(created.body.title).toBe('<b>Важно</b>ссылка')
    // The text is plain text: the web app renders it as text, never as HTML.
    expect(created.body.text).toBe('<script>alert(4)</script>')
  })

  it('refuses an image whose bytes are not a picture, whatever its name', async () => {
    const fake = await create(
      { title: 'Картинка', publishImmediately: 'true' },
      { name: 'photo.png', body: Buffer.from('MZ not a png') },
    )
    expect(fake.status).toBe(400)
    expect(fake.body).toMatchObject({ code: 'FailedToUploadFiles', fields: { image: 'недопустимый формат файла' } })
    const gif = await create({ title: 'Картинка', publishImmediately: 'true' }, { name: 'photo.gif', body: PNG_1X1 })
    expect(gif.status).toBe(400)
  })

  it('edits a notification: new title, image removed, moved to later', async () => {
    const created = await create({ title: 'Было', publishImmediately: 'true' }, { name: 'a.png', body: PNG_1X1 })
    const id = created.body.id
    const edited = await admin.request('PUT', `/api/alerts/${id}`, {
      body: formOf({
        title: 'Стало',
        text: 'Новый текст',
        publicationDate: created.body.publicationDate,
        removeImage: 'true',
      }),
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ id, title: 'Стало', text: 'Новый текст', image: null, status: 'Published' })
    expect((await admin.get(`/api/files/${created.body.image.uuid}`)).status).toBe(404)

    const later = await admin.request('PUT', `/api/alerts/${id}`, {
      body: formOf({ title: 'Стало', publicationDate: inMinutes(30) }),
    })
    expect(later.body.status).toBe('Scheduled')
    expect(await unreadIds()).not.toContain(id)
    const missing = await admin.request('PUT', '/api/alerts/00000000-0000-4000-8000-000000000000', {
      body: formOf({ title: 'Нет', publishImmediately: 'true' }),
    })
    expect(missing.status).toBe(404)
  })

  it('lists notifications in every state for Admins only', async () => {
    await create({ title: 'В списке', publicationDate: inMinutes(10) })
    const list = await admin.get('/api/alerts?filter=notifications&itemsPerPage=100')
    expect(list.status).toBe(200)
    expect(list.body.items.map((n: { title: string }) => n.title)).toContain('В списке')
    expect(list.body.total).toBeGreaterThanOrEqual(list.body.items.length)
    expect(list.body.items[0]).toHaveProperty('publication')
    expect((await user.get('/api/alerts?filter=notifications')).status).toBe(403)
  })

  it('refuses writes to Regular users and signed-out callers', async () => {
    const regular = await create({ title: 'Нельзя', publishImmediately: 'true' }, undefined, user)
    expect(regular.status).toBe(403)
    expect(regular.body).toMatchObject({ code: 'Forbidden' })
    const put = await user.request('PUT', '/api/alerts/00000000-0000-4000-8000-000000000000', {
      body: formOf({ title: 'Нельзя' }),
    })
    expect(put.status).toBe(403)
    expect((await t.client().get('/api/alerts')).status).toBe(401)
    expect((await t.client().get('/api/alerts/00000000-0000-4000-8000-000000000000')).status).toBe(401)
    expect((await user.get('/api/alerts/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    const count = await t.ctx.db.execute<{ n: string }>(sql`select count(*) as n from alerts where title = 'Нельзя'`)
    expect(Number(count.rows[0].n)).toBe(0)
  })
})
