import type { Browser, Page } from '@playwright/test'
import { E2E_BASE_URL } from '../support/env'
import { DEMO_PASSWORD, demo, expect, loginThroughForm, test } from '../support/fixtures'

/*
 * The knowledge base, an article and the search results arrive rendered by the server with the signed-in user's data
 * (ADR 0023): readable before any script runs, then hydrated by the app without redoing the page.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' }
const SEARCH = '/search?text=' + encodeURIComponent('заявление') + '&where=knowledge'

async function articleOf(page: Page) {
  const [article] = await (await page.request.get('/api/articles/popular', { headers: XHR })).json()
  return {
    title: article.title as string,
    url: `/knowledge-base/details?article=${article.uuid}&system=${article.system.uuid}&service=${article.service.uuid}`,
  }
}

/** React reports a markup the browser's render does not match as an error of the page, and renders it again. */
function collectPageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  return errors
}

/** A browser context signed in through the API, with or without JavaScript. */
async function signedInContext(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled, timezoneId: 'Europe/Moscow' })
  const answer = await context.request.post('/api/login', {
    headers: XHR,
    data: { login: demo.orgAdmin, password: DEMO_PASSWORD },
  })
  expect(answer.ok()).toBe(true)
  return context
}

test.describe('pages rendered on the server', () => {
  test('the knowledge base, an article and the search results are readable with JavaScript off', async ({
    browser,
  }) => {
    const context = await signedInContext(browser, false)
    const page = await context.newPage()
    await page.goto('/knowledge-base')
    await expect(page.getByRole('heading', { name: 'База знаний', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Сервисы' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Важная информация' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Популярные статьи' }).getByRole('link').first()).toBeVisible()

    const article = await articleOf(page)
    await page.goto(article.url)
    await expect(page.getByRole('heading', { name: article.title })).toBeVisible()
    await expect(page.locator('.article-body')).not.toBeEmpty()

    await page.goto(SEARCH)
    await expect(page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem').first()).toBeVisible()
    await context.close()
  })

  test('the app takes over the rendered page without a mismatch or a second round of data calls', async ({ page }) => {
    const errors = collectPageErrors(page)
    await loginThroughForm(page, demo.orgAdmin)
    await expect(page).not.toHaveURL(/\/login/)
    const article = await articleOf(page)
    for (const url of ['/knowledge-base', article.url, SEARCH]) {
      // The previous page's calls are not this one's.
      await page.goto('about:blank')
      const dataCalls: string[] = []
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname
        if (path.startsWith('/api/') && !path.startsWith('/api/user/alerts')) dataCalls.push(path)
      })
      const answer = await page.goto(url)
      expect(await answer!.text(), url).toContain('data-server-rendered')
      // The app has taken over the markup once the header's menu answers.
      // A click on the markup before the app has started does nothing, as on any rendered page: it is repeated.
      await expect(async () => {
        await page.getByTestId('profile-trigger').click()
        await expect(page.getByRole('menuitem', { name: 'Выйти' })).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      expect(dataCalls, url).toEqual([])
      page.removeAllListeners('request')
    }
    expect(errors).toEqual([])
  })

  test('the page is interactive after hydration: another system shows its own services', async ({ page }) => {
    const errors = collectPageErrors(page)
    await loginThroughForm(page, demo.orgAdmin)
    await expect(page).not.toHaveURL(/\/login/)
    await page.goto('/knowledge-base')
    const systems = await (await page.request.get('/api/systems/knowledge-base', { headers: XHR })).json()
    const other = systems[1]
    const services = await (
      await page.request.get(`/api/services/with-articles?systemUuid=${other.uuid}`, { headers: XHR })
    ).json()
    const picker = page.getByRole('radiogroup', { name: 'Система' })
    await expect(picker.getByRole('radio', { name: systems[0].title })).toBeChecked()
    await picker.getByText(other.title, { exact: true }).click()
    await expect(picker.getByRole('radio', { name: other.title })).toBeChecked()
    await expect(page.getByText(services[0].title, { exact: true }).first()).toBeVisible()
    expect(errors).toEqual([])
  })

  test('times show in the zone of the browser that asked, not the server’s', async ({ page }) => {
    const errors = collectPageErrors(page)
    await loginThroughForm(page, demo.orgAdmin)
    await expect(page).not.toHaveURL(/\/login/)
    const cookies = await page.context().cookies(`${E2E_BASE_URL}/knowledge-base`)
    expect(cookies.find((c) => c.name === 'psp_tz')?.value).toBe('Europe%2FMoscow')
    const article = await articleOf(page)
    await page.goto(article.url)
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  test('a signed-out visitor, and a page with the error test query, get the plain app', async ({ page }) => {
    const signedOut = await page.request.get('/knowledge-base', { headers: { cookie: '' } })
    expect(await signedOut.text()).not.toContain('data-server-rendered')
    await loginThroughForm(page, demo.orgAdmin)
    await expect(page).not.toHaveURL(/\/login/)
    const withError = await page.goto('/knowledge-base?error=500')
    expect(await withError!.text()).not.toContain('data-server-rendered')
    const rendered = await page.request.get('/knowledge-base')
    expect(rendered.headers()['cache-control']).toBe('private, no-store')
  })
})
