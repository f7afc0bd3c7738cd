import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/harness'
import { buildUser } from '../../../test/factories'
import { buildArticle, buildPlace } from '../../../test/kb-factories'
import type { ApiClient } from '../../../test/api-client'

let t: TestApp
let client: ApiClient
beforeAll(async () => {
  t = await startTestApp()
  const place = await buildPlace(t.ctx)
  await buildArticle(t.ctx, place, {
    title: 'Не открывается база знаний',
    markdown: 'Если база знаний не открывается, очистите кэш браузера.',
  })
  await buildArticle(t.ctx, place, { title: 'Поиск по базе знаний', markdown: 'Как искать статьи в базе знаний.' })
  await buildArticle(t.ctx, place, { title: 'Проверка подписи', markdown: 'Проверка электронной подписи документа.' })
  await buildArticle(t.ctx, place, { title: 'Смена пароля', markdown: 'Пароль меняется в профиле.' })
  client = await t.signIn((await buildUser(t.ctx)).email)
})
afterAll(() => t.close())

/** The application form's as-you-type suggestions for a subject. */
const suggest = async (text: string) => {
  const answer = await client.post('/api/search', {
    text,
    whereToSearch: 'knowledge',
    itemsPerPage: 5,
    page: 1,
    suggestion: true,
  })
  expect(answer.status).toBe(200)
  return (answer.body.items as Array<{ title: string }>).map((i) => i.title)
}

describe('subject suggestions of /create-order', () => {
  it('need only some of the words, and rank those with more matching words first', async () => {
    const titles = await suggest('Проверка: не открывается база знаний')
    expect(titles.slice(0, 2)).toEqual(['Не открывается база знаний', 'Поиск по базе знаний'])
    expect(titles).toContain('Проверка подписи')
    expect(titles).not.toContain('Смена пароля')
  })

  it('read word forms as the search does', async () => {
    expect(await suggest('базами')).toEqual(
      expect.arrayContaining(['Не открывается база знаний', 'Поиск по базе знаний']),
    )
  })

  it('still find a word with a typo', async () => {
    expect(await suggest('парольь')).toContain('Смена пароля')
  })

  it('the search asked for still needs every word', async () => {
    const answer = await client.post('/api/search', {
      text: 'Проверка: не открывается база знаний',
      whereToSearch: 'knowledge',
      itemsPerPage: 5,
      page: 1,
    })
    expect(answer.body.items).toEqual([])
  })
})
