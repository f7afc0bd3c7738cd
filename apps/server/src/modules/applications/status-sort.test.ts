import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import type { ApiClient } from '../../../test/api-client'

let t: TestApp
let author: ApiClient

/** The codes in an order unlike their labels' (and one no label names), two of them twice to tie. */
const STATUSES = [
  'registered',
  'closed',
  'inprogress',
  'no-such-status',
  'waiting',
  'resolved',
  'inprogress',
  'deferred',
  'resumed',
  'negotiation',
  'closed',
]
/** What the «Статус» column shows, in Russian alphabetical order. */
const LABELS_IN_ORDER = [
  'В работе',
  'В работе',
  'Возобновлена',
  'Выполнена',
  'Закрыта',
  'Закрыта',
  'На согласовании',
  'Неизвестный статус',
  'Новая',
  'Ожидает уточнений у пользователя',
  'Отложена',
]

beforeAll(async () => {
  t = await startTestApp()
  const user = await buildUser(t.ctx)
  for (const [i, status] of STATUSES.entries()) {
    await t.ctx.db.execute(sql`
      insert into applications (user_id, system_name, service_name, application_type, application_type_title,
        warranty, impact, subject, text, status, created_at, updated_at)
      values (${user.id}, 'Система', 'Услуга', 'Consultation', 'Консультация', 'w', 'i', ${`Заявка ${i}`}, 'Текст',
        ${status}, now(), now())`)
  }
  author = await t.signIn(user.email)
})
afterAll(() => t.close())

type Item = { number: number; statusLabel: string }

/** Every page of the own list sorted by status, `size` rows a page, in the order the pages give them. */
async function allPages(sortOrder: 'Asc' | 'Desc', size: number) {
  const items: Item[] = []
  for (let page = 1; page <= Math.ceil(STATUSES.length / size); page++) {
    const answer = await author.post('/api/applications/get-applications?statusGroup=None', {
      sortBy: { title: 'status', sortOrder },
      page,
      itemsPerPage: size,
    })
    expect(answer.status).toBe(200)
    expect(answer.body.total).toBe(STATUSES.length)
    items.push(...(answer.body.items as Item[]))
  }
  return items
}

describe('sorting a list by status', () => {
  it('orders by the label users read, ties by number, the same across pages', async () => {
    const ascending = await allPages('Asc', 3)
    expect(ascending.map((i) => i.statusLabel)).toEqual(LABELS_IN_ORDER)
    // Equal labels keep the number's order, so no row is shown twice or skipped between pages.
    expect(new Set(ascending.map((i) => i.number)).size).toBe(STATUSES.length)
    const ties = ascending.filter((i) => i.statusLabel === 'В работе').map((i) => i.number)
    expect(ties).toEqual([...ties].sort((a, b) => a - b))
    // The same list, one page, gives the same order as the pages do.
    expect((await allPages('Asc', STATUSES.length)).map((i) => i.number)).toEqual(ascending.map((i) => i.number))

    const descending = await allPages('Desc', 4)
    expect(descending.map((i) => i.number)).toEqual(ascending.map((i) => i.number).reverse())
  })
})
