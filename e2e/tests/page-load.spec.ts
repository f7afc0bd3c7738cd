import type { Page } from '@playwright/test'
import { demo, expect, loginThroughForm, test } from '../support/fixtures'

/*
 * How the signed-in pages load (issue «Fix what review and use found», speed): nothing visible jumps while the data
 * arrives, and the first requests start from public/early-requests.js before the app's entry has run, each answered
 * once. A phone-sized window, like Lighthouse's mobile preset.
 */
test.use({ viewport: { width: 412, height: 823 } })

const XHR = { 'X-Requested-With': 'XMLHttpRequest' }

async function signIn(page: Page) {
  await loginThroughForm(page, demo.orgAdmin)
  await expect(page).not.toHaveURL(/\/login/)
}

/** Layout shift so far (Chromium's layout-shift entries without recent input), as Lighthouse's CLS adds them up. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) sum += e.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        // Buffered entries are delivered in the observer's first callback, queued before this task ends.
        setTimeout(() => resolve(sum), 0)
      }),
  )

/**
 * Serves the plain app for a page, as the server does when it cannot render it (ADR 0023): its document is asked
 * without the session cookie, while every other request keeps it. The early script then does the page's first work.
 */
async function withoutServerRender(page: Page, path: RegExp) {
  await page.route(path, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await route.fetch({ headers: { ...route.request().headers(), cookie: '' } })
    await route.fulfill({ response })
  })
}

async function articleUrl(page: Page) {
  const [article] = await (await page.request.get('/api/articles/popular', { headers: XHR })).json()
  return `/knowledge-base/details?article=${article.uuid}&system=${article.system.uuid}&service=${article.service.uuid}`
}

test.describe('loading the signed-in pages', () => {
  test('the knowledge base fills in without moving what is already shown; the footer stays below', async ({ page }) => {
    await signIn(page)
    await page.goto('/knowledge-base')
    const footer = page.locator('footer')
    await expect(page.getByRole('region', { name: 'Популярные статьи' }).getByRole('link').first()).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('heading', { name: 'Сервисы' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await layoutShift(page)).toBeLessThan(0.05)
    expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(823)
  })

  test('an article and a search with results load without layout shift', async ({ page }) => {
    await signIn(page)
    await page.goto(await articleUrl(page))
    await expect(page.locator('.article-body')).toBeVisible({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    expect(await layoutShift(page)).toBeLessThan(0.05)

    await page.goto('/search?text=' + encodeURIComponent('заявление') + '&where=knowledge')
    await expect(page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem').first()).toBeVisible({
      timeout: 30_000,
    })
    await page.waitForLoadState('networkidle')
    expect(await layoutShift(page)).toBeLessThan(0.05)
  })

  test('a deep link the server does not render starts the user data, the article and the route chunks early, and asks for each once', async ({
    page,
  }) => {
    await signIn(page)
    const url = await articleUrl(page)
    await page.goto('about:blank')
    await withoutServerRender(page, /\/knowledge-base\/details/)
    const asked: string[] = []
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (path.startsWith('/api/')) asked.push(path)
    })
    await page.goto(url)
    await expect(page.locator('.article-body')).toBeVisible({ timeout: 30_000 })
    expect(asked.filter((p) => p === '/api/user/info')).toHaveLength(1)
    expect(asked.filter((p) => p === '/api/articles')).toHaveLength(1)
    // Both early answers were started by the early script and taken by the app.
    const left = await page.evaluate(() => {
      const early = (window as unknown as { __pspEarlyRequests?: object }).__pspEarlyRequests
      return early ? Object.keys(early) : ['the early script did not run']
    })
    expect(left).toEqual([])
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))
    expect(preloads.some((href) => /\/assets\/app-layout-[\w-]+\.js$/.test(href))).toBe(true)
    expect(preloads.some((href) => /\/assets\/article-details-page-[\w-]+\.js$/.test(href))).toBe(true)
  })

  test("the knowledge base's first data starts early too when not rendered on the server: systems, the shown system's services and lists, once each", async ({
    page,
  }) => {
    await signIn(page)
    // The calls of the page the sign-in lands on are not this page's.
    await page.goto('about:blank')
    await withoutServerRender(page, /\/knowledge-base$/)
    const asked: string[] = []
    let servicesAsked = () => {}
    const servicesSeen = new Promise<void>((resolve) => (servicesAsked = resolve))
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search)
      if (url.pathname === '/api/services/with-articles') servicesAsked()
    })
    // The page's own code is held back until the services are asked for: only the early script can ask by then.
    await page.route(/\/assets\/knowledge-base-page-[\w-]+\.js$/, async (route) => {
      await servicesSeen
      await route.continue()
    })
    await page.goto('/knowledge-base')
    await expect(page.getByRole('region', { name: 'Популярные статьи' }).getByRole('link').first()).toBeVisible({
      timeout: 30_000,
    })
    await page.waitForLoadState('networkidle')
    const [system] = await (await page.request.get('/api/systems/knowledge-base', { headers: XHR })).json()
    const calls = [
      '/api/user/info',
      '/api/systems/knowledge-base',
      '/api/articles/important-info',
      `/api/services/with-articles?systemUuid=${system.uuid}`,
      `/api/articles/last-modified?systemUuid=${system.uuid}`,
      `/api/articles/popular?systemUuid=${system.uuid}`,
    ]
    for (const call of calls)
      expect(
        asked.filter((a) => a === call),
        call,
      ).toHaveLength(1)
    // Every early answer was taken by the app: the page asked exactly what the early script started.
    const left = await page.evaluate(() => {
      const early = (window as unknown as { __pspEarlyRequests?: object }).__pspEarlyRequests
      return early ? Object.keys(early) : ['the early script did not run']
    })
    expect(left).toEqual([])
  })
})
