import type { Page } from '@playwright/test'
import { buildArticle, buildPlace } from '../../apps/server/test/kb-factories'
import { chooseVision, expectNoA11yViolations, sidewaysScroll } from '../support/a11y'
import { demo, expect, test } from '../support/fixtures'
import { signIn } from '../support/shell'

/** The version for the visually impaired (GOST R 52872-2019, ADR 0035): offered on every page, remembered, no flash. */

const bar = (page: Page) => page.getByRole('region', { name: 'Настройки версии для слабовидящих' })
const html = (page: Page) => page.locator('html')

/** The root's state at DOMContentLoaded of every page: what the browser painted first, before the app ran. */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement
      ;(window as unknown as { firstPaint: unknown }).firstPaint = {
        size: root.dataset.visionSize ?? null,
        scheme: root.dataset.visionScheme ?? null,
        fontSize: getComputedStyle(root).fontSize,
        background: getComputedStyle(document.body).backgroundColor,
      }
    })
  })
}
const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint)

test('the login page turns the version on, applies every choice and keeps it after a reload', async ({ page }) => {
  await recordFirstPaint(page)
  await page.goto('/login')
  await expect(bar(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Версия для слабовидящих' }).click()
  await expect(bar(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Версия для слабовидящих' })).toHaveAttribute('aria-pressed', 'true')

  await bar(page).getByRole('radio', { name: '200 %' }).check()
  await bar(page).getByRole('radio', { name: 'Белым по чёрному' }).check()
  await bar(page).getByRole('radio', { name: 'Скрывать' }).check()
  await bar(page).getByRole('radio', { name: 'Увеличенный' }).check()
  await expect(html(page)).toHaveAttribute('data-vision-size', '200')
  await expect(html(page)).toHaveAttribute('data-vision-scheme', 'white-on-black')
  await expect(html(page)).toHaveAttribute('data-vision-images', 'off')
  await expect(html(page)).toHaveAttribute('data-vision-spacing', 'wide')
  const title = page.getByRole('heading', { name: 'Вход в портал самообслуживания' })
  await expect(html(page)).toHaveCSS('font-size', '32px')
  await expect(title).toHaveCSS('color', 'rgb(255, 255, 255)')
  await expect(title).toHaveCSS('background-color', 'rgb(0, 0, 0)')
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(0, 0, 0)')
  const letterSpacing = await title.evaluate((el) => parseFloat(getComputedStyle(el).letterSpacing))
  expect(letterSpacing).toBeGreaterThan(0)
  await expectNoA11yViolations(page)

  // The server sends the page with the choices already on it: nothing is painted in the ordinary version first.
  const sent = await (await page.request.get('/login')).text()
  expect(sent).toMatch(/<html lang="ru"[^>]* data-vision-size="200"/)
  expect(sent).toContain('data-vision-scheme="white-on-black"')
  await page.reload()
  expect(await firstPaint(page)).toEqual({
    size: '200',
    scheme: 'white-on-black',
    fontSize: '32px',
    background: 'rgb(0, 0, 0)',
  })
  await expect(bar(page).getByRole('radio', { name: 'Белым по чёрному' })).toBeChecked()

  // The form still works in it.
  await page.getByLabel('Электронная почта или имя пользователя').fill(demo.employee)
  await page.getByLabel('Пароль', { exact: true }).fill('Demo-2026')
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await expect(html(page)).toHaveAttribute('data-vision-scheme', 'white-on-black')
  await expect(bar(page)).toBeVisible()

  // «Обычная версия» turns it off, for the next pages too.
  await bar(page).getByRole('button', { name: 'Обычная версия' }).click()
  await expect(bar(page)).toHaveCount(0)
  await expect(html(page)).not.toHaveAttribute('data-vision', /.*/)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Версия для слабовидящих' })).toHaveAttribute('aria-pressed', 'false')
  await expect(html(page)).not.toHaveAttribute('data-vision', /.*/)
  expect(await firstPaint(page)).toMatchObject({ size: null, fontSize: '16px' })
})

test('a page the server renders arrives in the chosen version, with its bar', async ({ page, context }) => {
  await signIn(page, demo.employee)
  await chooseVision(context, { size: '150', scheme: 'blue-on-blue', images: 'on', spacing: 'normal' })
  await recordFirstPaint(page)
  const sent = await (await page.request.get('/knowledge-base')).text()
  expect(sent).toContain('data-server-rendered')
  expect(sent).toMatch(/<html lang="ru"[^>]* data-vision-scheme="blue-on-blue"/)
  expect(sent).toContain('Настройки версии для слабовидящих')
  await page.goto('/knowledge-base')
  expect(await firstPaint(page)).toEqual({
    size: '150',
    scheme: 'blue-on-blue',
    fontSize: '24px',
    background: 'rgb(157, 209, 255)',
  })
  await expect(bar(page).getByRole('radio', { name: '150 %' })).toBeChecked()
  // The rendered page, taken over by the app, still answers its controls.
  // The user's first sign of use starts the app (ADR 0024); it hydrates the bar without a mismatch.
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.mouse.move(10, 10)
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('script[type="module"]') !== null && !('__pspTakeOver' in window)),
    )
    .toBe(true)
  await bar(page).getByRole('radio', { name: '100 %' }).check()
  expect(errors).toEqual([])
  await expect(html(page)).toHaveCSS('font-size', '16px')
  await expectNoA11yViolations(page)
})

test('images off hides the pictures of an article and leaves the rest', async ({ page, context, db }) => {
  const place = await buildPlace(db)
  const article = await buildArticle(db, place, {
    title: 'Статья со схемой',
    markdown: 'Перед схемой.\n\n![Схема подключения](/favicon.svg)\n\nПосле схемы.',
  })
  await signIn(page, demo.employee)
  const address = `/knowledge-base/details?article=${article.id}&system=${place.system.id}&service=${place.service.id}`
  await page.goto(address)
  const picture = page.getByRole('img', { name: 'Схема подключения' })
  await expect(picture).toBeVisible()
  await chooseVision(context, { size: '100', scheme: 'black-on-white', images: 'off', spacing: 'normal' })
  await page.goto(address)
  await expect(page.getByText('После схемы.')).toBeVisible()
  await expect(page.locator('main img')).toHaveCount(1)
  await expect(page.locator('main img')).toBeHidden()
})

test('the header, its menu and the page fit a phone at 200 %', async ({ page, context }) => {
  await chooseVision(context, { size: '200', scheme: 'black-on-white', images: 'on', spacing: 'wide' })
  await page.setViewportSize({ width: 360, height: 800 })
  await signIn(page, demo.employee)
  for (const path of ['/orders', '/knowledge-base', '/profile']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // The page does not scroll sideways (a wide table scrolls within its own box); if it did, say what reaches past.
    const sideways = await sidewaysScroll(page)
    expect.soft(sideways, path).toEqual({ overflow: 0 })
  }
  await page.getByRole('button', { name: 'Меню', exact: true }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
