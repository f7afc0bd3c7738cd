import type { Locator, Page } from '@playwright/test'
import { sql } from 'drizzle-orm'
import { buildArticle, buildPlace } from '../../apps/server/test/kb-factories'
import { demo, expect, test } from '../support/fixtures'
import { addAlert, freshUser, signIn } from '../support/shell'

/** SPEC §9 breakpoints, with the most a compact header may take at each. */
const WIDTHS = [
  { width: 1920, maxHeader: 130 },
  { width: 1280, maxHeader: 130 },
  { width: 768, maxHeader: 80 },
  { width: 360, maxHeader: 80 },
]

/** How many lines the text of an element takes (rects of its text at distinct heights). */
const lineCount = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    ).size
  })

/**
 * Controls and links of the page in view that the element at their centre is not: something lies over them. The
 * alerts popup's own list scrolls in its box; its buttons are checked on their own.
 */
const coveredControls = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main a, main button, main input, footer a'))
      .filter((el) => !el.closest('[data-testid="unread-alerts-popup"] ul'))
      .filter((el) => {
        const r = el.getBoundingClientRect()
        if (r.width === 0 || r.height === 0 || r.top < 0 || r.bottom > innerHeight) return false
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return hit !== null && hit !== el && !el.contains(hit) && !hit.contains(el)
      })
      .map((el) => (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 40)),
  )

test.describe('header at every breakpoint', () => {
  for (const { width, maxHeader } of WIDTHS) {
    test(`${width} px: compact, nav labels on one line`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 })
      await signIn(page, demo.employee)
      const header = page.getByRole('banner').first()
      const trigger =
        width >= 768 ? header.getByTestId('profile-trigger') : header.getByRole('button', { name: 'Меню' })
      await expect(trigger).toBeVisible()
      await testInfo.attach(`header-${width}.png`, { body: await header.screenshot(), contentType: 'image/png' })
      const box = (await header.boundingBox())!
      expect(box.height, `header height at ${width}`).toBeLessThanOrEqual(maxHeader)
      expect(box.width).toBeLessThanOrEqual(width)
      const nav = header.getByRole('navigation', { name: 'Основное меню' })
      if (width >= 768) {
        for (const name of ['База знаний', 'Заявки']) {
          expect(await lineCount(nav.getByRole('link', { name })), name).toBe(1)
        }
        // The contact blocks stay reachable: in the bar from 1280 px, behind «Контакты» below.
        if (width < 1280) await header.getByRole('button', { name: 'Контакты' }).click()
        const contacts = page.locator('[data-testid="support-contacts"]:visible')
        await expect(contacts.getByRole('listitem')).toHaveCount(3)
        await expect(contacts.locator('a[href^="tel:"]')).toHaveCount(3)
      }
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth)).toBe(true)
    })
  }
})

test.describe('unread alerts popup', () => {
  test('at 1280 px it takes its own place above the content, covers nothing, opens, and its ✕ dismisses it', async ({
    page,
  }) => {
    await signIn(page, demo.employee)
    const popup = page.getByTestId('unread-alerts-popup')
    await expect(popup).toBeVisible()
    // In the page's flow, not floating: nothing of the page can be under it, at the top or at the end.
    expect(await popup.evaluate((el) => getComputedStyle(el).position)).toBe('static')
    const important = page.getByRole('region', { name: 'Важная информация' })
    await expect(important.getByRole('link').first()).toBeVisible()
    expect(await coveredControls(page)).toEqual([])
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight))
    expect(await coveredControls(page)).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 0))

    await popup.getByRole('button', { name: /Непрочитанные оповещения/ }).click()
    const close = popup.getByRole('button', { name: 'Скрыть оповещение' })
    await expect(close.first()).toBeVisible()
    for (const button of (await close.all()).slice(0, 3)) {
      const free = await button.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.right - 2, r.top + r.height / 2)
        return hit !== null && el.contains(hit)
      })
      expect(free, 'the right edge of ✕ is under the scrollbar').toBe(true)
    }
    // Opened, it pushes the page down instead of lying over it (its own list scrolls in its box).
    expect(await coveredControls(page)).toEqual([])
    // The heading closes the list again.
    await popup.getByRole('button', { name: /Непрочитанные оповещения/ }).click()
    await expect(close).toHaveCount(0)

    // The collapsed box's own ✕ dismisses it: hidden from the popup, still unread on the alerts page.
    const badge = page.getByRole('banner').first().getByTestId('unread-badge')
    const before = await badge.innerText()
    await popup.getByRole('button', { name: 'Скрыть все' }).click()
    await expect(popup).toHaveCount(0)
    await expect(badge).toHaveText(before)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible()
    await expect(page.getByTestId('unread-alerts-popup')).toHaveCount(0)
  })

  test('at 360 px and on /search it fits the screen and leaves the page and its pager free', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await signIn(
      page,
      demo.employee,
      undefined,
      '/login?context=%2Fsearch%3Ftext%3D%D0%B7%D0%B0%D1%8F%D0%B2%D0%BB%D0%B5%D0%BD%D0%B8%D0%B5%26where%3Dknowledge',
    )
    const popup = page.getByTestId('unread-alerts-popup')
    await expect(popup).toBeVisible()
    const box = (await popup.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(360)
    // The count is read whole, not cut by an ellipsis.
    const label = popup.getByRole('button', { name: /Непрочитанные оповещения/ })
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    expect(await coveredControls(page)).toEqual([])
    const size = page.getByRole('combobox', { name: 'Записей на странице' })
    await size.scrollIntoViewIfNeeded()
    expect(await coveredControls(page)).toEqual([])
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight))
    expect(await coveredControls(page)).toEqual([])
    await size.click({ trial: true })
    await size.selectOption('20')
    await expect(page).toHaveURL(/pageSize=20/)
  })

  test('arriving late, it moves nothing of the page under the pointer', async ({ page }) => {
    await signIn(page, demo.orgAdmin)
    // The list of unread alerts comes last, after the page's own data: the box's line is kept for it meanwhile. It is
    // held until the page has shown, however long that takes on a busy machine.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/user/alerts/unread', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/orders')
    const title = page.getByRole('heading', { level: 1, name: 'Заявки' })
    await expect(page.getByTestId('order-row').first()).toBeVisible()
    await expect(page.getByTestId('unread-alerts-popup')).toHaveCount(0)
    const before = (await title.boundingBox())!.y
    release()
    await expect(page.getByTestId('unread-alerts-popup')).toBeVisible()
    expect(Math.abs((await title.boundingBox())!.y - before)).toBeLessThanOrEqual(1)
  })

  test('counts every unread alert, not only those it lists', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    await signIn(page, user.email, password)
    const popup = page.getByTestId('unread-alerts-popup')
    const opener = popup.getByRole('button', { name: /Непрочитанные оповещения/ })
    // The platform's notifications reach a new user too: a few, all of them listed.
    const start = Number((await opener.innerText()).match(/\d+/)![0])
    for (let i = 1; i <= 23; i++) await addAlert(db, user.id, `Оповещение ${i}`)
    // The server lists 20 of them; the box still says how many there are (once the server's cache of unread alerts,
    // told of the new rows by the database, has them all).
    await expect(async () => {
      await page.reload()
      await expect(opener).toHaveText(`Непрочитанные оповещения: ${start + 23}`, { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await opener.click()
    await expect(popup.getByTestId('unread-alert')).toHaveCount(20)
    await expect(popup.getByText(`Непрочитанные оповещения: ${start + 23}`)).toBeVisible()
    // Hiding one counts it off at once, and the server's count, fetched again, agrees.
    await popup.getByRole('button', { name: 'Скрыть оповещение' }).first().click()
    await expect(popup.getByText(`Непрочитанные оповещения: ${start + 22}`)).toBeVisible()
    await page.reload()
    await expect(opener).toHaveText(`Непрочитанные оповещения: ${start + 22}`)
  })
})

test.describe('long words in an article', () => {
  for (const width of [360, 1280]) {
    test(`${width} px: nothing widens the page`, async ({ page, db }) => {
      await page.setViewportSize({ width, height: 800 })
      const long = 'Оченьдлинноесловобезпробелов'.repeat(40)
      const place = await buildPlace(db)
      await db.db.execute(sql`update kb_systems set name = ${`Система ${long}`} where id = ${place.system.id}`)
      const article = await buildArticle(db, place, {
        title: `Статья ${long}`,
        tags: [`тег${'длинный'.repeat(14)}`],
        markdown: [
          `Ссылка: https://example.ru/${'a'.repeat(3000)}`,
          '',
          long,
          '',
          '```',
          `const line = '${'x'.repeat(3000)}'`,
          '```',
          '',
          '| Колонка | Другая |',
          '| --- | --- |',
          `| ${'ячейка'.repeat(400)} | ${'значение'.repeat(300)} |`,
        ].join('\n'),
      })
      await signIn(page, demo.employee)
      await page.goto(`/knowledge-base/details?article=${article.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Оченьдлинное')
      await expect(page.locator('.article-body table')).toBeVisible()
      const widths = await page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, view: innerWidth }))
      expect(widths.page).toBeLessThanOrEqual(widths.view)
    })
  }
})

test('a page whose code fails to load keeps the header and the footer', async ({ page }) => {
  await signIn(page, demo.employee)
  await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible()
  await page.route(/\/assets\/search-page-[\w-]+\.js$/, (route) => route.abort())
  await page.getByRole('textbox', { name: 'Поиск по базе знаний' }).fill('заявление')
  await page.getByRole('textbox', { name: 'Поиск по базе знаний' }).press('Enter')
  await expect(page.getByRole('heading', { name: 'Ошибка загрузки страницы' })).toBeVisible()
  await expect(page.getByRole('banner').first()).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible()
})

/** Every page an Admin can open, each with a heading to wait for (SPEC §9: nothing may widen a 360 px screen). */
const PAGES_AT_360 = [
  '/knowledge-base',
  '/search?text=заявление&where=knowledge',
  '/search?text=заявление&where=orders',
  '/orders',
  '/create-order',
  '/profile',
  '/change-user-data',
  '/my-organizations',
  '/alerts',
  '/organizations',
  '/accounts',
  '/notifications',
  '/create-notification',
  '/administration',
  '/service-desk',
  '/reports/articles',
  '/reports/knowledge-gaps',
  '/knowledge-base/new',
  '/no-such-page',
]

/** Controls that stick out of the screen sideways without a box of their own to scroll them into view. */
const controlsOffScreen = (page: Page) =>
  page.evaluate(() => {
    const scrollsSideways = (el: Element | null): boolean => {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(node).overflowX)) return true
      }
      return false
    }
    return Array.from(document.querySelectorAll('main a, main button, main label, main input:not([type=radio])'))
      .filter((el) => {
        const box = el.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return false
        return (box.left < -1 || box.right > innerWidth + 1) && !scrollsSideways(el.parentElement)
      })
      .map((el) => `${el.tagName} «${(el.textContent ?? '').trim().slice(0, 40)}»`)
  })

test('at 360 px no page is wider than the screen and every control stays on it', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(page, demo.admin)
  for (const path of PAGES_AT_360) {
    await page.goto(path)
    await expect(page.locator('main h1').first()).toBeVisible()
    await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0)
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth)
    expect({ path, width }).toEqual({ path, width: 360 })
    expect({ path, off: await controlsOffScreen(page) }).toEqual({ path, off: [] })
  }
})
