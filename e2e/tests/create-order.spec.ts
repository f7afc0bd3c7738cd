import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { and, eq } from 'drizzle-orm'
import { articleEvents } from '../../apps/server/src/db/schema/index'
import { TEST_PASSWORD } from '../../apps/server/test/factories'
import { freshTeam } from '../support/organizations'
import { ARTICLE, choose, field, fillTheRest, landedApplication, SERVICE, SYSTEM } from '../support/create-order-form'
import { demo, expect, expectNoSeriousA11yViolations, loginThroughForm, test } from '../support/fixtures'

const LINK_REFUSED = 'Использование ссылок в поле "Тема" не допускается'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')
/** A word no demo text has, so searches find exactly what the test filed. */
const unique = () => `код${[...randomBytes(5)].map((b) => 'бвгджзклмнпрстфхцчшщ'[b % 20]).join('')}`

async function signIn(page: Page, login: string) {
  await loginThroughForm(page, login)
  await expect(page).not.toHaveURL(/\/login/)
}

test.describe('create-order', () => {
  test('from an article: prefilled, suggests articles, refuses links and wrong files, lands on the application', async ({
    page,
    db,
  }) => {
    // Many steps, a 20 MB file and an accessibility scan: more than the default minute on a busy machine.
    test.slow()
    await signIn(page, demo.employee)
    await page.goto('/search?text=' + encodeURIComponent(ARTICLE))
    await page.getByRole('link', { name: ARTICLE }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible()
    const articleUuid = new URL(page.url()).searchParams.get('article')!
    await page.getByRole('button', { name: 'Создать заявку' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Новая заявка' })).toBeVisible()
    expect(new URL(page.url()).searchParams.get('article')).toBe(articleUuid)
    await expect(page.getByText(`Заявка по статье «${ARTICLE}»`)).toBeVisible()
    await expect(field(page, 'Система')).toHaveValue(SYSTEM)
    await expect(field(page, 'Сервис')).toHaveValue(SERVICE)
    // The service's hint (GET /services/{id}/hint) is shown with the chosen service.
    await expect(page.getByTestId('service-hint')).toBeVisible()

    // While the subject is typed, the matching articles appear beside the form, each opening in a new tab.
    await field(page, 'Тема').pressSequentially('создать заявку', { delay: 30 })
    const suggestions = page.getByRole('list', { name: 'Подходящие статьи' })
    const suggested = suggestions.getByRole('link', { name: new RegExp(ARTICLE) })
    await expect(suggested).toBeVisible()
    await expect(suggested).toHaveAttribute('target', '_blank')
    await expect(suggestions.locator('mark').first()).toBeVisible()

    // A link in the subject is refused while typing, with the SPEC §5 text.
    await field(page, 'Тема').fill('Ошибка на странице example.ru/login')
    await expect(page.getByText(LINK_REFUSED)).toBeVisible()
    await page.getByRole('button', { name: 'Отправить заявку' }).click()
    await expect(page).toHaveURL(/\/create-order/)

    // Files: a wrong format, a file over 20 MB and an eleventh file are refused with the SPEC §5 texts.
    const input = page.getByTestId('file-input')
    await input.setInputFiles({ name: 'program.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') })
    // Exact: a suggested article's snippet (suggestions match any word of the subject) may quote the message.
    await expect(page.getByText('недопустимый формат файла', { exact: true })).toBeVisible()
    await input.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(20_971_521) })
    await expect(page.getByText('превышен допустимый размер файла', { exact: true })).toBeVisible()
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `скан-${i + 1}.pdf`,
      mimeType: 'application/pdf',
      buffer: PDF,
    }))
    await input.setInputFiles(eleven)
    await expect(
      page.getByText('превышен допустимый лимит по количеству загружаемых файлов', { exact: true }),
    ).toBeVisible()
    const chosen = page.getByRole('list', { name: 'Выбранные файлы' }).getByRole('listitem')
    await expect(chosen).toHaveCount(10)
    for (let i = 3; i <= 10; i++) await page.getByRole('button', { name: `Удалить файл скан-${i}.pdf` }).click()
    await expect(chosen).toHaveCount(2)

    const subject = `Не сохраняется заявление ${unique()}`
    await fillTheRest(page, subject)
    await expect(page.getByText(LINK_REFUSED)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Отправить заявку' }).click()

    const created = await landedApplication(page)
    await expect(page.getByText(`Заявка № ${created.number} успешно создана`)).toBeVisible()
    expect(created).toMatchObject({
      subject,
      applicationType: 'Сообщение об ошибке',
      system: { title: SYSTEM },
      service: { title: SERVICE },
    })
    expect(created.files.map((f) => f.name).sort()).toEqual(['скан-1.pdf', 'скан-2.pdf'])
    // Filed from the article: the server recorded its CreateApplication event.
    await expect
      .poll(async () => {
        const rows = await db.db
          .select()
          .from(articleEvents)
          .where(and(eq(articleEvents.articleId, articleUuid), eq(articleEvents.eventType, 'CreateApplication')))
        return rows.length
      })
      .toBeGreaterThan(0)
    expect(await page.evaluate(() => localStorage.getItem('prefillInfo'))).toBeNull()
  })

  test('directly: every field is required in Russian; the chosen service shows its hint; works at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await signIn(page, demo.employee)
    await page.goto('/create-order')
    await expect(page.getByRole('heading', { level: 1, name: 'Новая заявка' })).toBeVisible()
    await expect(page.getByText(/Заявка по статье/)).toHaveCount(0)
    await expect(field(page, 'Сервис')).toBeDisabled()
    await page.getByRole('button', { name: 'Отправить заявку' }).click()
    await expect(page.getByText('Обязательное поле')).toHaveCount(7)

    await choose(page, 'Система', SYSTEM)
    await expect(field(page, 'Сервис')).toBeEnabled()
    await choose(page, 'Сервис', SERVICE)
    await expect(page.getByTestId('service-hint')).toBeVisible()
    const subject = `Прошу предоставить доступ ${unique()}`
    await fillTheRest(page, subject)
    await expect(page.getByText('Обязательное поле')).toHaveCount(0)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    // A «.pdf» that is no PDF passes the form's checks but not the server's, which reads its bytes: the application
    // is filed all the same, and the user is told the files are missing.
    await page.getByTestId('file-input').setInputFiles({
      name: 'скан.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('это не PDF'),
    })
    await page.getByRole('button', { name: 'Отправить заявку' }).click()
    const created = await landedApplication(page)
    await expect(page.getByText(`Заявка № ${created.number} создана, но файлы не загружены`)).toBeVisible()
    expect(created.subject).toBe(subject)
    expect(created.files).toEqual([])
  })

  test('the search page finds applications in the orders and organization scopes, never another organization’s', async ({
    page,
    browser,
    db,
  }) => {
    // Four sign-ins and several searches: more than the default minute on a busy machine.
    test.slow()
    const word = unique()
    await signIn(page, demo.employee)
    await page.goto('/create-order')
    await choose(page, 'Система', SYSTEM)
    await choose(page, 'Сервис', SERVICE)
    await fillTheRest(page, `Не открывается реестр ${word}`)
    await page.getByRole('button', { name: 'Отправить заявку' }).click()
    const created = await landedApplication(page)

    // Own applications: another word form finds it; the hit links to the application.
    await page.goto(`/search?text=${encodeURIComponent(`реестра ${word}`)}&where=orders`)
    const results = page.getByRole('list', { name: 'Результаты поиска' })
    const hit = results.getByRole('link', { name: created.subject })
    await expect(hit).toBeVisible()
    await expect(hit).toHaveAttribute('href', `/orders/${created.id}`)
    await expect(results.getByText(`Заявка № ${created.number}`, { exact: false })).toBeVisible()
    // The scope switch searches the organization's applications: the employee sees their own there too.
    const scopes = page.getByRole('radiogroup', { name: 'Где искать' })
    await scopes.getByText('Заявки организации', { exact: true }).click()
    await expect(page).toHaveURL(/where=organization/)
    await expect(results.getByRole('link', { name: created.subject })).toBeVisible()
    await scopes.getByText('База знаний', { exact: true }).click()
    await expect(page).toHaveURL(/where=knowledge/)
    await expect(page.getByRole('link', { name: created.subject })).toHaveCount(0)

    const lookAs = async (login: string, where: string, password?: string) => {
      const context = await browser.newContext()
      const other = await context.newPage()
      await loginThroughForm(other, login, password)
      await expect(other).not.toHaveURL(/\/login/)
      await other.goto(`/search?text=${encodeURIComponent(word)}&where=${where}`)
      await expect(other.getByText(/^Найдено: |Записей не найдено|Ничего не найдено/).first()).toBeVisible()
      const count = await other.getByRole('link', { name: created.subject }).count()
      await context.close()
      return count
    }
    // The Admin of the employee's organization finds it; the Admin of another organization does not.
    expect(await lookAs(demo.orgAdmin, 'organization')).toBe(1)
    expect(await lookAs(demo.orgAdmin, 'orders')).toBe(0)
    const foreign = await freshTeam(db)
    expect(await lookAs(foreign.admin.email, 'organization', TEST_PASSWORD)).toBe(0)
  })
})
