import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The demo article about filing applications, and its system and service. */
export const SYSTEM = 'Портал самообслуживания'
export const SERVICE = 'Заявки в службу поддержки'
export const ARTICLE = 'Как создать заявку в службу поддержки'

const XHR = { 'X-Requested-With': 'XMLHttpRequest' }

/** A select of the form (Mantine renders a combobox) or the subject (a textbox). */
export const field = (page: Page, name: string) => page.getByRole(name === 'Тема' ? 'textbox' : 'combobox', { name })

/** Picks an option of a form select by its visible title. */
export async function choose(page: Page, name: string, option: string | RegExp) {
  await field(page, name).click()
  await page.getByRole('option', { name: option }).first().click()
}

export async function fillTheRest(page: Page, subject: string) {
  await choose(page, 'Тип заявки', 'Сообщение об ошибке')
  await choose(page, 'Гарантия', 'Без гарантийных обязательств')
  await choose(page, 'Влияние', 'Затрагивает одного пользователя')
  await field(page, 'Тема').fill(subject)
  await page.getByRole('textbox', { name: 'Описание' }).fill('Кнопка «Отправить» не отвечает, данные не сохраняются.')
}

/** The application the page landed on, read through the API with the page's session. */
export async function landedApplication(page: Page) {
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
  const id = new URL(page.url()).pathname.split('/').at(-1)!
  const answer = await page.request.get(`/api/applications/${id}`, { headers: XHR })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as {
    id: string
    number: number
    subject: string
    applicationType: string
    system: { title: string }
    service: { title: string }
    files: Array<{ name: string }>
  }
}

/** Opens the demo article through the search and starts an application from its «Создать заявку». */
export async function startFromArticle(page: Page) {
  await page.goto('/search?text=' + encodeURIComponent(ARTICLE))
  await page.getByRole('link', { name: ARTICLE }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible()
  await page.getByRole('button', { name: 'Создать заявку' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Новая заявка' })).toBeVisible()
  await expect(field(page, 'Сервис')).toHaveValue(SERVICE)
}
