import type { Page } from '@playwright/test'
import { buildArticle, buildPlace } from '../../apps/server/test/kb-factories'
import { demo, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { signIn } from '../support/shell'

/*
 * «Была ли статья полезна?» under an article (ADR 0033): a reader answers «Нет» with what was missing, sees the answer
 * again on the page the server renders, and the article's author finds it in the editor.
 */

/** React reports a markup the browser's render does not match as an error of the page. */
function collectPageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  return errors
}

test('a reader answers «Нет» with a reason, and the author sees it in the editor', async ({ page, db }) => {
  // Two users, three pages, each at four widths.
  test.setTimeout(180_000)
  const place = await buildPlace(db)
  const article = await buildArticle(db, place, { title: `Статья для отзыва ${Date.now()}` })
  const url = `/knowledge-base/details?article=${article.id}&system=${place.system.id}&service=${place.service.id}`

  await signIn(page, demo.employee)
  await page.goto(url)
  const feedback = page.getByRole('region', { name: 'Была ли статья полезна?' })
  await expect(feedback.getByRole('button', { name: 'Нет' })).toHaveAttribute('aria-pressed', 'false')
  await feedback.getByRole('button', { name: 'Нет' }).click()
  await expect(feedback.getByRole('button', { name: 'Нет' })).toHaveAttribute('aria-pressed', 'true')
  await expect(feedback.getByText('Ваш ответ: «Нет». Спасибо!')).toBeVisible()

  const reason = feedback.getByLabel('Чего не хватило в статье?')
  await reason.fill('я'.repeat(1001))
  await expect(feedback.getByText('Превышено количество символов')).toBeVisible()
  await expect(feedback.getByRole('button', { name: 'Отправить' })).toBeDisabled()
  await reason.fill('Нет примера заполненного заявления')
  await feedback.getByRole('button', { name: 'Отправить' }).click()
  await expect(page.getByText('Спасибо, ваш ответ сохранен').first()).toBeVisible()
  await expect(feedback.getByText('Чего не хватило: Нет примера заполненного заявления')).toBeVisible()

  // A full load is rendered on the server with the reader's answer, and the browser's render agrees with it.
  const rendered = await (await page.request.get(url)).text()
  expect(rendered).toContain('Была ли статья полезна?')
  expect(rendered).toContain('Нет примера заполненного заявления')
  const errors = collectPageErrors(page)
  await page.reload()
  await expect(feedback.getByRole('button', { name: 'Нет' })).toHaveAttribute('aria-pressed', 'true')
  await expect(feedback.getByText('Чего не хватило: Нет примера заполненного заявления')).toBeVisible()
  await feedback.getByRole('button', { name: 'Изменить причину' }).click()
  await expect(feedback.getByLabel('Чего не хватило в статье?')).toHaveValue('Нет примера заполненного заявления')
  await feedback.getByRole('button', { name: 'Не сейчас' }).click()
  expect(errors).toEqual([])
  await expectNoSeriousA11yViolations(page)
  await fitsEveryWidth(page, 'article')

  await page.context().clearCookies()
  await signIn(page, demo.admin)
  await page.goto(`/knowledge-base/edit?article=${article.id}`)
  const summary = page.getByRole('region', { name: 'Отзывы читателей' })
  // The editor asks its parts at once; on a busy machine they take a while.
  await expect(summary.getByText('Текущая версия (1): Да: 0 · Нет: 1')).toBeVisible({ timeout: 30_000 })
  await expect(summary.getByText('Все версии: Да: 0 · Нет: 1')).toBeVisible()
  await expect(
    summary.getByRole('list', { name: 'Причины ответов «Нет»' }).getByText('Нет примера заполненного заявления'),
  ).toBeVisible()
  await fitsEveryWidth(page, 'editor')

  // The article is among the knowledge gaps, with the reason, and its title opens the editor.
  await page.goto('/reports/knowledge-gaps')
  const gap = page.getByRole('table', { name: 'Статьи, которые не помогли' }).getByRole('row', { name: article.title })
  await expect(gap.getByText('Нет примера заполненного заявления')).toBeVisible({ timeout: 30_000 })
  await expectNoSeriousA11yViolations(page)
  await fitsEveryWidth(page, 'gaps')
  await gap.getByRole('link', { name: article.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Редактирование статьи' })).toBeVisible()
})

/** No page wider than the window at any of the portal's widths (wide tables scroll in their own box). */
async function fitsEveryWidth(page: Page, name: string) {
  for (const width of [1920, 1280, 768, 360]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth), `${name} ${width} px`).toBe(
      true,
    )
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}
