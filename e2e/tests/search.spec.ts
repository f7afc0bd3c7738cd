import type { Page } from '@playwright/test'
import { demo, expect, expectNoSeriousA11yViolations, loginThroughForm, test } from '../support/fixtures'

const today = () => new Date().toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' })

async function signIn(page: Page, login: string) {
  await loginThroughForm(page, login)
  await expect(page).not.toHaveURL(/\/login/)
}

const results = (page: Page) => page.getByRole('list', { name: 'Результаты поиска' })

test.describe('search', () => {
  test('finds other word forms, with highlighted snippets and a total', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/search?text=' + encodeURIComponent('заявкам'))
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск' })).toBeVisible()
    await expect(page.getByText(/^Найдено: [1-9]\d*$/)).toBeVisible()
    const marks = results(page).locator('mark')
    await expect(marks.first()).toBeVisible()
    // «заявкам» finds «заявка», «заявки», «заявку»…: every highlight is a form of the word.
    for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toMatch(/^заявк/)
    await expectNoSeriousA11yViolations(page)
  })

  test('understands text typed in the Latin keyboard layout', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/search?text=pfzdrb&where=knowledge')
    await expect(page.getByText(/^Найдено: [1-9]\d*$/)).toBeVisible()
    const marks = await results(page).locator('mark').allTextContents()
    expect(marks.length).toBeGreaterThan(0)
    expect(marks.some((m) => /^заявк/i.test(m))).toBe(true)
  })

  test('the knowledge-base search box leads to the search page; paging uses the page parameter', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/knowledge-base')
    await page.getByRole('textbox', { name: 'Поиск по базе знаний' }).fill('заявка')
    await page.getByRole('textbox', { name: 'Поиск по базе знаний' }).press('Enter')
    await expect(page).toHaveURL(/\/search\?text=/)
    expect(new URL(page.url()).searchParams.get('text')).toBe('заявка')
    await expect(page.getByText(/^Найдено: \d+$/)).toBeVisible()
    const total = Number((await page.getByText(/^Найдено: \d+$/).textContent())?.replace(/\D/g, ''))
    expect(total).toBeGreaterThan(10)

    const first = results(page).getByRole('link').first()
    const title = await first.getAttribute('aria-label')
    await page.getByRole('button', { name: 'Страница 2' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(first).not.toHaveAttribute('aria-label', title ?? '')
    await page.getByRole('button', { name: 'Страница 1' }).click()
    await expect(page).not.toHaveURL(/[?&]page=/)
    // Page 2 stays on screen until page 1 arrives: wait for page 1's first hit before following it.
    await expect(first).toHaveAttribute('aria-label', title ?? '')

    // Following a hit opens the article.
    await first.click()
    await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('doNotSearch'))).toBe('true')

    // Back on the results they are shown as they were, without searching again (SPEC §9 doNotSearch).
    let searched = false
    page.on('request', (r) => {
      if (r.url().endsWith('/api/search') && r.method() === 'POST') searched = true
    })
    await page.goBack()
    await expect(results(page).getByRole('link', { name: title ?? '' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('doNotSearch'))).toBeNull()
    expect(searched).toBe(false)
  })

  test('offers the organization scope only to a user with an organization; odd text never fails', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/search?text=' + encodeURIComponent("'; DROP TABLE users; --"))
    await expect(page.getByText('Мои заявки', { exact: true })).toBeVisible()
    await expect(page.getByText('Заявки организации', { exact: true })).toBeVisible()
    await expect(page.getByText('База знаний', { exact: true }).first()).toBeVisible()
    await expect(page.getByText(/^Найдено: \d+$|^Записей не найдено$/)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)

    await page.getByText('Мои заявки', { exact: true }).click()
    await expect(page).toHaveURL(/where=orders/)
  })

  test('a user without an organization has no organization scope', async ({ page }) => {
    await signIn(page, demo.individual)
    await page.goto('/search?text=test&where=organization')
    await expect(page.getByText('Мои заявки', { exact: true })).toBeVisible()
    await expect(page.getByText('Заявки организации', { exact: true })).toHaveCount(0)
  })
})

test.describe('search reindex', () => {
  test('an Admin starts a reindex on /administration, sees progress and the finish', async ({ page }) => {
    await signIn(page, demo.admin)
    await page.goto('/administration')
    await expect(page.getByRole('heading', { level: 1, name: 'Администрирование' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Поиск' })).toBeVisible()
    await expect(page.getByText(/Последняя индексация:/)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Hold the start call for a moment: SPEC §4 says the page shows indexing as soon as it starts.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/search/reindex', async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Запустить переиндексацию' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Идет переиндексация' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Запустить переиндексацию' })).toBeDisabled()
    await expectNoSeriousA11yViolations(page)
    release()

    await expect(page.getByText(/Идет переиндексация/)).toBeHidden({ timeout: 60_000 })
    await expect(page.getByTestId('last-indexing')).toContainText(today())
    await expect(page.getByRole('button', { name: 'Запустить переиндексацию' })).toBeEnabled()
  })

  test('a Regular user cannot open /administration', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/administration')
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible()
  })
})
