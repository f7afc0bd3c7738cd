import type { Browser, Page } from '@playwright/test'
import { E2E_BASE_URL } from '../support/env'
import { buildArticle, buildPlace } from '../../apps/server/test/kb-factories'
import { DEMO_PASSWORD, demo, expect, test } from '../support/fixtures'
import { signIn } from '../support/shell'

/*
 * The knowledge base, an article and the search results arrive rendered by the server with the signed-in user's data
 * (ADR 0023): readable before any script runs. The app starts at the user's first sign of use and takes the page over
 * without redoing it, doing again what the user did meanwhile (ADR 0024).
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

/** Whether the app has taken the rendered page over: until then rendered-page.js holds what the user does. */
const appStarted = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"]') !== null && !('__pspTakeOver' in window))

/** Whether the login page's own entry has hydrated its form (ADR 0037): React marks the elements it took over. */
const loginHydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector('form[aria-label="Вход в портал"]') ?? {}).some((key) =>
      key.startsWith('__reactFiber$'),
    ),
  )

/** The app's entry, its modules as the page names them: held back for a while, or failing, as a slow network would. */
async function delayApp(page: Page, { fail = false } = {}) {
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    if (route.request().resourceType() !== 'script') return route.continue()
    if (fail) return route.abort()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
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
    await expect(page).toHaveTitle('База знаний — Портал самообслуживания')
    await expect(page.getByRole('heading', { name: 'База знаний', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Сервисы' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Важная информация' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Популярные статьи' }).getByRole('link').first()).toBeVisible()

    const article = await articleOf(page)
    await page.goto(article.url)
    await expect(page).toHaveTitle(`${article.title} — Портал самообслуживания`)
    await expect(page.getByRole('heading', { name: article.title })).toBeVisible()
    await expect(page.locator('.article-body')).not.toBeEmpty()

    await page.goto(SEARCH)
    await expect(page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem').first()).toBeVisible()
    await context.close()
  })

  test('a rendered page runs none of the app until the user acts, and its files are downloaded meanwhile', async ({
    page,
  }) => {
    const errors = collectPageErrors(page)
    await signIn(page, demo.orgAdmin)
    await page.goto('about:blank')
    const fetched: string[] = []
    page.context().on('requestfinished', (r) => fetched.push(new URL(r.url()).pathname))
    await page.goto('/knowledge-base')
    await page.waitForLoadState('networkidle')
    expect(await appStarted(page)).toBe(false)
    const entry = await page.evaluate(() => document.documentElement.dataset.appEntry!)
    expect(fetched).toContain(entry)
    expect(fetched.filter((p) => /\/assets\/knowledge-base-page-[\w-]+\.js$/.test(p))).toHaveLength(1)

    await page.mouse.move(10, 10)
    await expect.poll(() => appStarted(page)).toBe(true)
    expect(errors).toEqual([])
  })

  test('the app takes over the rendered page without a mismatch or a second round of data calls', async ({ page }) => {
    const errors = collectPageErrors(page)
    await signIn(page, demo.orgAdmin)
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
      // The first click, made before the app has started, starts it and is done again once it has the page.
      await page.getByTestId('profile-trigger').click()
      await expect(page.getByRole('menuitem', { name: 'Выйти' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('menu')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      expect(dataCalls, url).toEqual([])
      page.removeAllListeners('request')
    }
    expect(errors).toEqual([])
  })

  test('what is typed and sent before the app has started reaches the app', async ({ page }) => {
    await signIn(page, demo.orgAdmin)
    await delayApp(page)
    await page.goto(SEARCH)
    const field = page.getByRole('textbox', { name: 'Текст для поиска' })
    await field.fill('пароль')
    await field.press('Enter')
    expect(await appStarted(page)).toBe(false)
    await expect(page).toHaveURL(/text=%D0%BF%D0%B0%D1%80%D0%BE%D0%BB%D1%8C/)
    await expect(field).toHaveValue('пароль')
    await expect(page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem').first()).toBeVisible()
  })

  test('a page size chosen before the app has started reaches the app', async ({ page }) => {
    await signIn(page, demo.orgAdmin)
    await delayApp(page)
    await page.goto(SEARCH)
    // Chosen as a script or the keyboard would: the list gives the only sign of use.
    const size = page.getByRole('combobox', { name: 'Записей на странице' })
    await size.selectOption('20')
    expect(await appStarted(page)).toBe(false)
    await expect(page).toHaveURL(/pageSize=20/)
    await expect(size).toHaveValue('20')
    await expect(page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem')).toHaveCount(20)
  })

  test('the login page arrives rendered with its own entry, hydrated at once with what was typed before', async ({
    page,
  }) => {
    const errors = collectPageErrors(page)
    const markup = await (await page.request.get('/login')).text()
    expect(markup).toContain('data-server-rendered')
    expect(markup).toMatch(/<script type="module" crossorigin src="\/assets\/login-[\w-]+\.js"><\/script>/)
    expect(markup).not.toContain('rendered-page.js')
    // The page's script held back, as a slow network would: the form is there to fill meanwhile.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/login-[\w-]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/login', { waitUntil: 'commit' })
    await expect(page).toHaveTitle('Вход — Портал самообслуживания')
    await page.getByLabel('Электронная почта или имя пользователя').fill(demo.orgAdmin)
    await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD)
    expect(await loginHydrated(page)).toBe(false)
    release()
    await expect.poll(() => loginHydrated(page)).toBe(true)
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page).toHaveURL(/\/knowledge-base$/)
    await expect(page.getByRole('heading', { name: 'База знаний', level: 1 })).toBeVisible()
    expect(errors).toEqual([])
  })

  test('the login form sent before its script ran comes back empty, its password in no address', async ({ page }) => {
    await page.route(/\/assets\/login-[\w-]+\.js$/, (route) => route.abort())
    await page.goto('/login')
    await page.getByLabel('Электронная почта или имя пользователя').fill(demo.orgAdmin)
    await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD)
    const back = page.waitForResponse(
      (answer) => answer.request().method() === 'GET' && answer.url().endsWith('/login'),
    )
    await page.getByLabel('Пароль', { exact: true }).press('Enter')
    expect((await back).status()).toBe(200)
    expect(page.url()).toBe(`${E2E_BASE_URL}/login`)
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue('')
  })

  test('a link clicked before the app has started is followed by the browser, to a page the server renders', async ({
    page,
  }) => {
    const errors = collectPageErrors(page)
    await signIn(page, demo.orgAdmin)
    const article = await articleOf(page)
    for (const fail of [false, true]) {
      await page.unrouteAll()
      await delayApp(page, { fail })
      await page.goto('/knowledge-base')
      const next = page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().includes('/details?'))
      await page.getByRole('region', { name: 'Популярные статьи' }).getByRole('link', { name: article.title }).click()
      expect(await (await next).text()).toContain('data-server-rendered')
      await expect(page, `the app ${fail ? 'fails' : 'is slow'}`).toHaveURL(/\/knowledge-base\/details\?article=/)
      await expect(page.getByRole('heading', { name: article.title })).toBeVisible()
    }
    expect(errors).toEqual([])
  })

  test('the article’s system link shows that system, followed before the app has started, and remembers it', async ({
    page,
  }) => {
    await signIn(page, demo.orgAdmin)
    const systems = await (await page.request.get('/api/systems/knowledge-base', { headers: XHR })).json()
    const other = systems[1]
    const [article] = await (
      await page.request.get(`/api/articles/popular?systemUuid=${other.uuid}`, { headers: XHR })
    ).json()
    await page.goto(`/knowledge-base/details?article=${article.uuid}`)
    await page
      .getByRole('navigation', { name: 'Навигация по базе знаний' })
      .getByRole('link', { name: other.title, exact: true })
      .click()
    await expect(page).toHaveURL(/\/knowledge-base\?system=/)
    const picker = page.getByRole('radiogroup', { name: 'Система' })
    await expect(picker.getByRole('radio', { name: other.title })).toBeChecked()
    expect(await appStarted(page)).toBe(false)
    await page.mouse.move(10, 10)
    await expect.poll(() => appStarted(page)).toBe(true)
    await expect(picker.getByRole('radio', { name: other.title })).toBeChecked()
    // Remembered as if picked: the knowledge base shows it from now on.
    await page.goto('/knowledge-base')
    await expect(picker.getByRole('radio', { name: other.title })).toBeChecked()
  })

  test('another system shows its own services, and the next page the server renders shows that system', async ({
    page,
  }) => {
    const errors = collectPageErrors(page)
    await signIn(page, demo.orgAdmin)
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

    // The server renders the remembered system, as the app will show it: nothing changes when the app starts.
    const answer = await page.reload()
    expect(await answer!.text()).toMatch(new RegExp(`checked=""[^>]*value="${other.uuid}"`))
    await expect(picker.getByRole('radio', { name: other.title })).toBeChecked()
    expect(await appStarted(page)).toBe(false)
    await page.mouse.move(10, 10)
    await expect.poll(() => appStarted(page)).toBe(true)
    await expect(picker.getByRole('radio', { name: other.title })).toBeChecked()
    expect(errors).toEqual([])
  })

  test('alerts hidden from the popup stay hidden on the pages the server renders', async ({ page }) => {
    const errors = collectPageErrors(page)
    await signIn(page, demo.employee)
    await page.goto('/knowledge-base')
    const popup = page.getByTestId('unread-alerts-popup')
    await popup.getByRole('button', { name: /Непрочитанные оповещения/ }).click()
    await popup.getByRole('button', { name: 'Скрыть все' }).click()
    await expect(popup).toHaveCount(0)

    const answer = await page.reload()
    expect(await answer!.text()).not.toContain('data-testid="unread-alerts-popup"')
    await page.mouse.move(10, 10)
    await expect.poll(() => appStarted(page)).toBe(true)
    await expect(popup).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('times show in the portal’s zone, whatever the browser’s, in the markup and in the app alike', async ({
    browser,
    db,
  }) => {
    // 22:30 UTC on 1 March: still the 1st in New York (the browser's zone), already the 2nd in Moscow (the portal's).
    const article = await buildArticle(db, await buildPlace(db), { at: new Date('2025-03-01T22:30:00Z') })
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'ru-RU', timezoneId: 'America/New_York' })
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    await signIn(page, demo.orgAdmin)
    const answer = await page.goto(`/knowledge-base/details?article=${article.id}`)
    expect(await answer!.text()).toMatch(/data-server-rendered[\s\S]*Создано (<!-- -->)?02\.03\.2025/)
    // The app's own render, in the same zone, agrees with the markup: no mismatch to render again.
    await page.mouse.move(10, 10)
    await expect.poll(() => appStarted(page)).toBe(true)
    await expect(page.getByText('Создано 02.03.2025')).toBeVisible()
    expect(errors).toEqual([])
    await context.close()
  })

  test('a browser whose calendar is a day ahead of the portal’s renders every rendered page as the server did', async ({
    browser,
  }) => {
    // New Year's Eve, 23:00 in Moscow (the portal's zone), already 8:00 on 1 January in Kamchatka (the browser's): a
    // date or a year taken from the browser's calendar differs from the markup's, and React reports the mismatch
    // (error #418). The server renders with the real clock, in the same year.
    const year = new Date().getUTCFullYear()
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'ru-RU', timezoneId: 'Asia/Kamchatka' })
    const page = await context.newPage()
    await page.clock.setFixedTime(new Date(`${year}-12-31T20:00:00Z`))
    const errors = collectPageErrors(page)
    await signIn(page, demo.orgAdmin)
    const article = await articleOf(page)
    for (const url of ['/knowledge-base', article.url, SEARCH]) {
      const answer = await page.goto(url)
      expect(await answer!.text(), url).toContain('data-server-rendered')
      await page.mouse.move(10, 10)
      await expect.poll(() => appStarted(page)).toBe(true)
      await expect(page.getByText(`© ${year} Портал самообслуживания`)).toBeVisible()
      await page.waitForLoadState('networkidle')
    }
    expect(errors).toEqual([])
    await context.close()
  })

  test('a signed-out visitor, and a page with the error test query, get the plain app', async ({ page }) => {
    const signedOut = await page.request.get('/knowledge-base', { headers: { cookie: '' } })
    expect(await signedOut.text()).not.toContain('data-server-rendered')
    await signIn(page, demo.orgAdmin)
    const withError = await page.goto('/knowledge-base?error=500')
    expect(await withError!.text()).not.toContain('data-server-rendered')
    const rendered = await page.request.get('/knowledge-base')
    expect(rendered.headers()['cache-control']).toBe('private, no-store')
  })
})
