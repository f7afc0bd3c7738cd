import { randomBytes } from 'node:crypto'
import type { ArticleInput, EditableArticle, KbService, KbSystem } from '@psp/contracts'
import type { APIRequestContext, Page } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { kbArticles } from '../../apps/server/src/db/schema/index'
import { E2E_BASE_URL } from '../support/env'
import { demo, expect, expectNoSeriousA11yViolations, loginThroughForm, test } from '../support/fixtures'

const XHR = { 'X-Requested-With': 'XMLHttpRequest' }
const SYSTEM = 'Портал самообслуживания'
const SERVICE = 'Заявки в службу поддержки'
const ARTICLE = 'Как создать заявку в службу поддержки'

/** Today as the portal shows it (the browser runs in Europe/Moscow, see playwright.config.ts). */
const today = () => new Date().toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' })
const unique = () => randomBytes(3).toString('hex')

async function signIn(page: Page, login: string) {
  await loginThroughForm(page, login)
  await expect(page).not.toHaveURL(/\/login/)
}

/** Creates an article through the authoring API of a signed-in Admin, in the demo «База знаний и поиск» service. */
async function createArticle(request: APIRequestContext, input: Omit<ArticleInput, 'systemUuid' | 'serviceUuid'>) {
  const systems = (await (await request.get('/api/systems', { headers: XHR })).json()) as KbSystem[]
  const system = systems.find((s) => s.title === SYSTEM)
  expect(system, 'demo system').toBeTruthy()
  const services = (await (
    await request.get(`/api/services?systemUuid=${system!.uuid}`, { headers: XHR })
  ).json()) as KbService[]
  const service = services.find((s) => s.title === 'База знаний и поиск')
  expect(service, 'demo service').toBeTruthy()
  const response = await request.post('/api/admin/knowledge-base/articles', {
    headers: XHR,
    data: { ...input, systemUuid: system!.uuid, serviceUuid: service!.uuid },
  })
  expect(response.status()).toBeLessThan(300)
  return (await response.json()) as EditableArticle
}

test.describe('knowledge base', () => {
  test('browse system → service → article, with the system remembered', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/knowledge-base')
    await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Последние изменения' }).getByRole('link').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Популярные статьи' }).getByRole('link').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Важная информация' }).getByRole('link').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('radiogroup', { name: 'Система' }).getByText(SYSTEM, { exact: true }).click()
    await expect(page.getByRole('radio', { name: SYSTEM })).toBeChecked()
    const systemUuid = await page.evaluate(() => localStorage.getItem('systemUuid'))
    expect(systemUuid).toMatch(/^[0-9a-f-]{36}$/)
    await page.getByRole('button', { name: new RegExp(SERVICE) }).click()
    const panel = page.getByRole('region', { name: new RegExp(SERVICE) })
    await panel.getByRole('link', { name: ARTICLE }).click()

    await expect(page).toHaveURL(/\/knowledge-base\/details\?article=[0-9a-f-]{36}&system=[0-9a-f-]{36}&service=/)
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'Навигация по базе знаний' })
    await expect(crumbs).toContainText(SYSTEM)
    await expect(crumbs).toContainText(SERVICE)
    const serviceNav = page.getByRole('navigation', { name: `Статьи сервиса «${SERVICE}»` })
    await expect(serviceNav.getByRole('link', { name: ARTICLE })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText(/^Изменено \d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Back on the main page the same system is still chosen.
    await crumbs.getByRole('link', { name: SYSTEM }).click()
    await expect(page.getByRole('radio', { name: SYSTEM })).toBeChecked()
  })

  test('a tag click records the event and leads to the articles of the tag', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/search?text=' + encodeURIComponent(ARTICLE))
    await page.getByRole('link', { name: ARTICLE }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible()

    const event = page.waitForRequest((r) => /\/api\/articles\/[0-9a-f-]{36}\/events$/.test(r.url()))
    await page.getByRole('navigation', { name: 'Теги статьи' }).getByRole('link', { name: '#заявка' }).click()
    expect((await event).postDataJSON()).toMatchObject({ type: 'ClickOnTag', tag: 'заявка' })

    await expect(page).toHaveURL(/\/knowledge-base\/articles-by-tag\/[0-9a-f-]{36}\?tag=/)
    expect(new URL(page.url()).searchParams.get('tag')).toBe('заявка')
    await expect(page.getByRole('heading', { level: 1, name: 'Статьи с тегом «заявка»' })).toBeVisible()
    await expect(page.getByRole('link', { name: ARTICLE })).toBeVisible()
    await expect(page.getByText(/^Всего: \d+$/)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('«Создать заявку» keeps the article for the application form', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/search?text=' + encodeURIComponent(ARTICLE))
    await page.getByRole('link', { name: ARTICLE }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible()
    const articleUuid = new URL(page.url()).searchParams.get('article')
    await page.getByRole('button', { name: 'Создать заявку' }).click()
    await expect(page).toHaveURL(/\/create-order\?/)
    expect(new URL(page.url()).searchParams.get('article')).toBe(articleUuid)
    const prefill = JSON.parse((await page.evaluate(() => localStorage.getItem('prefillInfo'))) ?? 'null')
    expect(prefill).toMatchObject({ article: { uuid: articleUuid, title: ARTICLE }, service: { title: SERVICE } })
  })

  test('by-tag redirect: one article opens it, several are listed, none shows the empty state', async ({
    page,
    browser,
  }) => {
    const tag = `e2e-тег-${unique()}`
    const admin = await browser.newContext({ baseURL: E2E_BASE_URL })
    const adminPage = await admin.newPage()
    await signIn(adminPage, demo.admin)
    const article = await createArticle(adminPage.request, {
      title: `Статья для перехода по тегу ${tag}`,
      markdown: 'Текст статьи для перехода по тегу.',
      tags: [tag],
      isImportant: false,
    })

    await signIn(page, demo.employee)
    await page.goto(`/knowledge-base/by-tag-redirect?tag=${encodeURIComponent(tag)}`)
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
    expect(new URL(page.url()).searchParams.get('article')).toBe(article.uuid)
    expect(new URL(page.url()).searchParams.get('fromTag')).toBe(tag)

    await page.goto(`/knowledge-base/by-tag-redirect?tag=${encodeURIComponent('заявка')}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Статьи с тегом «заявка»' })).toBeVisible()
    expect(new URL(page.url()).pathname).toMatch(/^\/knowledge-base\/articles-by-tag\/[0-9a-f-]{36}$/)

    await page.goto(`/knowledge-base/by-tag-redirect?tag=${encodeURIComponent('тега-нет-' + unique())}`)
    await expect(page.getByText('Записей не найдено')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await adminPage.request.delete(`/api/admin/knowledge-base/articles/${article.uuid}`, { headers: XHR })
    await admin.close()
  })

  test('an Admin edits an article and readers see the change and the new date', async ({ page, browser, db }) => {
    const admin = await browser.newContext({ baseURL: E2E_BASE_URL })
    const adminPage = await admin.newPage()
    await signIn(adminPage, demo.admin)
    const article = await createArticle(adminPage.request, {
      title: `Черновик статьи ${unique()}`,
      markdown: 'Исходный текст статьи.',
      tags: ['e2e'],
      isImportant: false,
    })
    // An older change date, so the new one is visibly different.
    const old = new Date('2025-01-15T09:00:00Z')
    await db.db.update(kbArticles).set({ createdAt: old, updatedAt: old }).where(eq(kbArticles.id, article.uuid))

    await signIn(page, demo.employee)
    const href = `/knowledge-base/details?article=${article.uuid}&system=${article.systemUuid}&service=${article.serviceUuid}`
    await page.goto(href)
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
    await expect(page.getByText('Изменено 15.01.2025')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Редактировать' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Редактировать' })).toHaveCount(0)

    const newTitle = `Обновлённая статья ${unique()}`
    await adminPage.goto(href)
    await adminPage.getByRole('link', { name: 'Редактировать' }).click()
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Редактирование статьи' })).toBeVisible()
    await adminPage.getByLabel('Заголовок').fill(newTitle)
    await adminPage.getByLabel('Текст статьи (Markdown)').fill('## Новый раздел\n\nОбновлённый текст статьи.')
    await adminPage.getByRole('tab', { name: 'Предпросмотр' }).click()
    await expect(adminPage.getByTestId('markdown-preview').getByRole('heading', { name: 'Новый раздел' })).toBeVisible()
    await expectNoSeriousA11yViolations(adminPage)
    await adminPage.getByRole('button', { name: 'Сохранить' }).click()
    await expect(adminPage.getByText('Статья сохранена')).toBeVisible()
    await expect(adminPage.getByTestId('article-updated')).toHaveText(`Изменено ${today()}`)
    const versions = adminPage.getByRole('region', { name: 'История версий' })
    await expect(versions.getByRole('row')).toHaveCount(3)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible()
    await expect(page.getByText('Обновлённый текст статьи.')).toBeVisible()
    await expect(page.getByTestId('article-updated')).toHaveText(`Изменено ${today()}`)
    await expect(page.getByTestId('article-created')).toHaveText('Создано 15.01.2025')

    await adminPage.request.delete(`/api/admin/knowledge-base/articles/${article.uuid}`, { headers: XHR })
    await admin.close()
  })

  test('authoring pages are for the platform Admin only', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/knowledge-base/new')
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible()
    await page.goto('/knowledge-base')
    await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Добавить систему' })).toHaveCount(0)
  })
})
