import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { demo, expect, expectNoSeriousA11yViolations, loginThroughForm, test } from '../support/fixtures'

const unique = () => randomBytes(3).toString('hex')

const HELPFULNESS = /^Полезность\s*Доля ответов «Да»/

const FIXED = {
  'Переходы к статьям по системам': [
    'Система/сервис',
    'Статья',
    'Техподдержка/пользователи',
    'Просмотры',
    'Создано заявок',
    // The header says what the column counts below its title.
    HELPFULNESS,
  ],
  'Переходы к статьям по пользователям': [
    'Пользователь',
    'Система входа',
    'Система/сервис',
    'Статья',
    'Просмотры',
    'Создано заявок',
    HELPFULNESS,
  ],
  'Переходы к статьям по системам и тегам': [
    'Система/сервис',
    'Статья',
    'Теги статьи',
    'Выбранный тег',
    'Количество переходов',
    HELPFULNESS,
  ],
  'Переходы по тегам': ['Тег в информационной системе', 'Количество переходов'],
} as const

const selector = (page: Page) => page.getByRole('combobox', { name: 'Отчет', exact: true })
async function choose(page: Page, name: string) {
  await selector(page).click()
  await page.getByRole('option', { name, exact: true }).click()
}
const headers = (page: Page) => page.getByRole('table').first().getByRole('columnheader')

async function openReports(page: Page, login: string) {
  await loginThroughForm(page, login)
  await expect(page).not.toHaveURL(/\/login/)
  await page.getByRole('button', { name: 'Профиль' }).click()
  await page.getByRole('menuitem', { name: 'Отчеты по статьям' }).click()
  await expect(page).toHaveURL(/\/reports\/articles$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Отчеты по статьям' })).toBeVisible()
}

test.describe('article reports', () => {
  test('lists the selector in order and shows every fixed report with its columns', async ({ page }) => {
    await openReports(page, demo.orgAdmin)
    // No saved views: the built-in by-system report.
    await expect(selector(page)).toHaveValue('Переходы к статьям по системам')
    await expect(headers(page)).toHaveText([...FIXED['Переходы к статьям по системам']])
    for (const label of ['Настроить отчет', 'Сохранить отчет', 'Обновить отчет', 'Выгрузить в XLSX']) {
      await expect(page.getByRole('button', { name: label })).toBeVisible()
    }
    await selector(page).click()
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'Управление отчетами',
      ...Object.keys(FIXED),
    ])
    await page.keyboard.press('Escape')
    for (const [name, columns] of Object.entries(FIXED)) {
      await choose(page, name)
      await expect(headers(page)).toHaveText([...columns])
    }
    // A period without events.
    await page.getByLabel('Период: с').fill('01.01.2020')
    await page.getByLabel('Период: по').fill('31.01.2020')
    await expect(page.getByText('Нет данных для отчета')).toBeVisible()
    // 'Обновить отчет' asks again.
    const again = page.waitForRequest((r) => r.url().includes('/api/articles/report/clicks/tag'))
    await page.getByRole('button', { name: 'Обновить отчет' }).click()
    await again
    await expectNoSeriousA11yViolations(page)
  })

  test('customizes, saves, replaces, renames, sets the default and deletes a view', async ({ page }) => {
    // The whole life of a view in one test: longer than one page's default budget on a busy machine.
    test.setTimeout(180_000)
    const name = `Мой отчет ${unique()}`
    await openReports(page, demo.admin)
    await choose(page, 'Переходы по тегам')
    await page.getByRole('button', { name: 'Настроить отчет' }).click()
    const customize = page.getByRole('dialog', { name: 'Настроить отчет' })
    await expect(customize.getByRole('checkbox')).toHaveCount(13)
    await expect(customize.getByRole('checkbox').first()).toHaveAccessibleName('ФИО пользователя')
    await customize.getByRole('checkbox', { name: 'Организация', exact: true }).uncheck()
    await customize.getByRole('checkbox', { name: 'Роль в организации', exact: true }).uncheck()
    for (let i = 0; i < 3; i++) await customize.getByRole('button', { name: 'Ниже: ФИО пользователя' }).click()
    await customize.getByRole('button', { name: 'Применить' }).click()
    // An unsaved view: no name, not in the list; its columns follow the order chosen.
    await expect(selector(page)).toHaveValue('')
    await expect(headers(page).nth(0)).toHaveText('Система входа')
    await expect(headers(page).nth(1)).toHaveText('ФИО пользователя')
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Сохранить отчет' }).click()
    const save = page.getByRole('dialog', { name: 'Сохранить отчет' })
    await expect(save.getByLabel('Сохранить поверх текущего')).toBeDisabled()
    await expect(save.getByLabel('Сохранить как новый отчет')).toBeChecked()
    await save.getByLabel('Название отчета').fill('Переходы по тегам')
    await save.getByRole('button', { name: 'Сохранить' }).click()
    await expect(save.getByText('Название совпадает с названием встроенного отчета')).toBeVisible()
    await save.getByLabel('Название отчета').fill(name)
    await save.getByRole('button', { name: 'Сохранить' }).click()
    await expect(selector(page)).toHaveValue(name)

    // The same name again asks to replace it.
    await page.getByRole('button', { name: 'Сохранить отчет' }).click()
    await expect(save.getByLabel('Сохранить поверх текущего')).toBeEnabled()
    await save.getByLabel('Сохранить как новый отчет').check()
    await save.getByRole('button', { name: 'Сохранить' }).click()
    const replace = page.getByRole('dialog', { name: 'Заменить отчет' })
    await expect(replace).toBeVisible()
    await replace.getByRole('button', { name: 'Заменить' }).click()
    await expect(selector(page)).toHaveValue(name)

    // Export the view: fixedReport=None and a numeric id.
    const exported = page.waitForRequest((r) => r.url().includes('/api/articles/report/xlsx'))
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Выгрузить в XLSX' }).click()
    const request = await exported
    expect(new URL(request.url()).searchParams.get('fixedReport')).toBe('None')
    expect(typeof request.postDataJSON().pattern.id).toBe('number')
    expect((await download).suggestedFilename()).toMatch(new RegExp(`^${name} .*\\.xlsx$`))

    // Manage: rename and close without saving changes nothing.
    await choose(page, 'Управление отчетами')
    let manage = page.getByRole('dialog', { name: 'Управление отчетами' })
    await expect(manage.getByRole('button', { name: 'Переименовать: Переходы по тегам' })).toHaveCount(0)
    await expect(manage.getByRole('button', { name: 'Удалить: Переходы по тегам' })).toHaveCount(0)
    await manage.getByRole('button', { name: `Переименовать: ${name}` }).click()
    await page.getByRole('dialog', { name: 'Название отчета' }).getByLabel('Название отчета').fill(`${name} (2)`)
    await page.getByRole('dialog', { name: 'Название отчета' }).getByRole('button', { name: 'Готово' }).click()
    await manage.getByRole('button', { name: 'Отмена' }).click()
    await expect(selector(page)).toHaveValue(name)

    // Rename, make it the default, save: one request carrying the whole set.
    await choose(page, 'Управление отчетами')
    manage = page.getByRole('dialog', { name: 'Управление отчетами' })
    await manage.getByRole('button', { name: `Переименовать: ${name}` }).click()
    await page.getByRole('dialog', { name: 'Название отчета' }).getByLabel('Название отчета').fill(`${name} (2)`)
    await page.getByRole('dialog', { name: 'Название отчета' }).getByRole('button', { name: 'Готово' }).click()
    await manage.getByLabel('По умолчанию: Переходы по тегам').check()
    await manage.getByLabel(`По умолчанию: ${name} (2)`).check()
    await expect(manage.getByLabel('По умолчанию: Переходы по тегам')).not.toBeChecked()
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/articles/report/patterns'))
    await manage.getByRole('button', { name: 'Сохранить' }).click()
    expect((await sent).postDataJSON()).toMatchObject({
      patterns: [expect.objectContaining({ name: `${name} (2)`, chosenAsDefault: true })],
      defaultFixedReport: 'None',
    })
    await expect(selector(page)).toHaveValue(`${name} (2)`)
    await page.reload()
    await expect(selector(page)).toHaveValue(`${name} (2)`)

    // Delete the current view: the screen falls back to the built-in report.
    await choose(page, 'Управление отчетами')
    manage = page.getByRole('dialog', { name: 'Управление отчетами' })
    await manage.getByRole('button', { name: `Удалить: ${name} (2)` }).click()
    await page.getByRole('dialog', { name: 'Удалить отчет' }).getByRole('button', { name: 'Удалить' }).click()
    await manage.getByRole('button', { name: 'Сохранить' }).click()
    await expect(selector(page)).toHaveValue('Переходы к статьям по системам')
    await selector(page).click()
    await expect(page.getByRole('option', { name: `${name} (2)` })).toHaveCount(0)
    await page.keyboard.press('Escape')

    // A view shown without being picked (the built-in one after a reload) stays when another becomes the default.
    await page.reload()
    await expect(selector(page)).toHaveValue('Переходы к статьям по системам')
    await choose(page, 'Управление отчетами')
    manage = page.getByRole('dialog', { name: 'Управление отчетами' })
    await manage.getByLabel('По умолчанию: Переходы по тегам').check()
    await manage.getByRole('button', { name: 'Сохранить' }).click()
    await expect(manage).toBeHidden()
    await expect(selector(page)).toHaveValue('Переходы к статьям по системам')
    await expect(headers(page).first()).toHaveText('Система/сервис')
    // Back to the built-in report as the default, as it was for the demo admin's other tests.
    await choose(page, 'Управление отчетами')
    manage = page.getByRole('dialog', { name: 'Управление отчетами' })
    await manage.getByLabel('По умолчанию: Переходы к статьям по системам', { exact: true }).check()
    await manage.getByRole('button', { name: 'Сохранить' }).click()
    await expect(manage).toBeHidden()
  })

  test('asks to replace a view whose name is given when saving over the current one', async ({ page }) => {
    const [first, second] = [`Первый ${unique()}`, `Второй ${unique()}`]
    await openReports(page, demo.admin)
    const save = page.getByRole('dialog', { name: 'Сохранить отчет' })
    for (const name of [first, second]) {
      await choose(page, 'Переходы по тегам')
      await page.getByRole('button', { name: 'Настроить отчет' }).click()
      await page.getByRole('dialog', { name: 'Настроить отчет' }).getByRole('button', { name: 'Применить' }).click()
      await page.getByRole('button', { name: 'Сохранить отчет' }).click()
      await save.getByLabel('Название отчета').fill(name)
      await save.getByRole('button', { name: 'Сохранить' }).click()
      await expect(selector(page)).toHaveValue(name)
    }
    await page.getByRole('button', { name: 'Сохранить отчет' }).click()
    await expect(save.getByLabel('Сохранить поверх текущего')).toBeChecked()
    await save.getByLabel('Название отчета').fill(first)
    await save.getByRole('button', { name: 'Сохранить' }).click()
    const replace = page.getByRole('dialog', { name: 'Заменить отчет' })
    await expect(replace).toContainText(`Отчет «${first}» уже есть`)
    await replace.getByRole('button', { name: 'Отмена' }).click()

    // Both views go, leaving the demo admin's list as it was.
    await page.keyboard.press('Escape')
    await choose(page, 'Управление отчетами')
    const manage = page.getByRole('dialog', { name: 'Управление отчетами' })
    for (const name of [first, second]) {
      await manage.getByRole('button', { name: `Удалить: ${name}` }).click()
      await page.getByRole('dialog', { name: 'Удалить отчет' }).getByRole('button', { name: 'Удалить' }).click()
    }
    await manage.getByRole('button', { name: 'Сохранить' }).click()
    await expect(manage).toBeHidden()
  })

  test('marks a customized view as not saved and asks before leaving it', async ({ page }) => {
    const name = `Измененный ${unique()}`
    const mark = page.getByText('Отчет настроен, но не сохранен.')
    const leave = page.getByRole('dialog', { name: 'Отчет изменен' })
    await openReports(page, demo.admin)
    await choose(page, 'Переходы по тегам')
    await expect(mark).toHaveCount(0)

    // A customized fixed view is saved nowhere: marked, and leaving it asks.
    await page.getByRole('button', { name: 'Настроить отчет' }).click()
    let customize = page.getByRole('dialog', { name: 'Настроить отчет' })
    await customize.getByRole('checkbox', { name: 'Организация', exact: true }).uncheck()
    await customize.getByRole('button', { name: 'Применить' }).click()
    await expect(mark).toBeVisible()
    await choose(page, 'Переходы к статьям по системам')
    await expect(leave).toContainText('Перейти без сохранения?')
    await leave.getByRole('button', { name: 'Остаться' }).click()
    await expect(leave).toBeHidden()
    await expect(selector(page)).toHaveValue('')
    await expect(mark).toBeVisible()
    // Leaving the screen for another page asks the same.
    const knowledgeBase = page.getByRole('banner').first().getByRole('link', { name: 'База знаний', exact: true })
    await knowledgeBase.click()
    await leave.getByRole('button', { name: 'Остаться' }).click()
    await expect(page).toHaveURL(/\/reports\/articles$/)
    await expect(mark).toBeVisible()

    // Saved, it is no longer marked; customized again, it is, under its own name.
    await page.getByRole('button', { name: 'Сохранить отчет' }).click()
    const save = page.getByRole('dialog', { name: 'Сохранить отчет' })
    await save.getByLabel('Название отчета').fill(name)
    await save.getByRole('button', { name: 'Сохранить' }).click()
    await expect(selector(page)).toHaveValue(name)
    await expect(mark).toHaveCount(0)
    await page.getByRole('button', { name: 'Настроить отчет' }).click()
    customize = page.getByRole('dialog', { name: 'Настроить отчет' })
    await customize.getByRole('checkbox', { name: 'Роль в организации', exact: true }).uncheck()
    await customize.getByRole('button', { name: 'Применить' }).click()
    await expect(selector(page)).toHaveValue(name)
    await expect(mark).toBeVisible()
    await expect(headers(page).filter({ hasText: 'Роль в организации' })).toHaveCount(0)
    const changedHeaders = await headers(page).allTextContents()

    // Staying keeps the change; going drops it.
    await choose(page, 'Переходы по тегам')
    await expect(leave).toContainText(`«${name}»`)
    await leave.getByRole('button', { name: 'Остаться' }).click()
    await expect(selector(page)).toHaveValue(name)
    await expect(headers(page)).toHaveText(changedHeaders)
    await choose(page, 'Переходы по тегам')
    await leave.getByRole('button', { name: 'Перейти' }).click()
    await expect(selector(page)).toHaveValue('Переходы по тегам')
    await expect(headers(page)).toHaveText([...FIXED['Переходы по тегам']])
    // Back on the saved view: as saved, unmarked, and leaving it asks nothing.
    await choose(page, name)
    await expect(mark).toHaveCount(0)
    await expect(headers(page)).not.toHaveText(changedHeaders)
    await choose(page, 'Переходы по тегам')
    await expect(selector(page)).toHaveValue('Переходы по тегам')
    await expect(leave).toHaveCount(0)

    // The view goes, leaving the demo admin's list as it was.
    await choose(page, 'Управление отчетами')
    const manage = page.getByRole('dialog', { name: 'Управление отчетами' })
    await manage.getByRole('button', { name: `Удалить: ${name}` }).click()
    await page.getByRole('dialog', { name: 'Удалить отчет' }).getByRole('button', { name: 'Удалить' }).click()
    await manage.getByRole('button', { name: 'Сохранить' }).click()
    await expect(manage).toBeHidden()

    // Going to another page with a change not saved drops it, once the user agrees.
    await page.getByRole('button', { name: 'Настроить отчет' }).click()
    customize = page.getByRole('dialog', { name: 'Настроить отчет' })
    await customize.getByRole('checkbox', { name: 'Организация', exact: true }).uncheck()
    await customize.getByRole('button', { name: 'Применить' }).click()
    await expect(mark).toBeVisible()
    await knowledgeBase.click()
    await leave.getByRole('button', { name: 'Перейти' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible()
  })

  test('exports a fixed report', async ({ page }) => {
    await openReports(page, demo.orgAdmin)
    const exported = page.waitForRequest((r) => r.url().includes('/api/articles/report/xlsx'))
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Выгрузить в XLSX' }).click()
    expect(new URL((await exported).url()).searchParams.get('fixedReport')).toBe('ClicksOnArticleBySystemReport')
    expect((await download).suggestedFilename()).toMatch(/^Переходы к статьям по системам .*\.xlsx$/)
  })

  test('shows loading, the overlay only for a slow refetch, and the error state with a reload', async ({ page }) => {
    let delayMs = 3000
    let fail = false
    await page.route('**/api/articles/report/clicks/by-system', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      if (fail) await route.fulfill({ status: 500, body: '' })
      else await route.continue()
    })
    await openReports(page, demo.orgAdmin)
    // The first load shows the loading state, never the overlay.
    await expect(page.getByText('Отчет загружается...')).toBeVisible()
    await expect(page.getByText('Идет генерация отчета...')).toHaveCount(0)
    await expect(headers(page).first()).toHaveText('Система/сервис')
    // A refetch slower than 1 s covers the table shown with the overlay.
    // Scrolled to the end of the table, the message stays in the window, not in the middle of the table.
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.getByRole('button', { name: 'Обновить отчет' }).click()
    await page
      .getByRole('table')
      .first()
      .evaluate((table) => table.scrollIntoView({ block: 'end' }))
    await expect(page.getByText('Идет генерация отчета...')).toBeVisible()
    const message = (await page.getByTestId('report-overlay-message').boundingBox())!
    expect(message.y).toBeGreaterThanOrEqual(0)
    expect(message.y + message.height).toBeLessThanOrEqual(600)
    await expect(page.getByText('Идет генерация отчета...')).toHaveCount(0)
    // A quick one does not.
    delayMs = 0
    const quick = page.waitForResponse('**/api/articles/report/clicks/by-system')
    await page.getByRole('button', { name: 'Обновить отчет' }).click()
    await quick
    await expect(page.getByText('Идет генерация отчета...')).toHaveCount(0)

    fail = true
    await page.getByRole('button', { name: 'Обновить отчет' }).click()
    await expect(page.getByText('При загрузке отчета возникла техническая ошибка')).toBeVisible()
    await expect(page.getByText('Попробуйте повторить позднее')).toBeVisible()
    fail = false
    const reloaded = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Повторить попытку' }).click()
    await reloaded
    await expect(headers(page).first()).toHaveText('Система/сервис')
  })

  test('is hidden from employees', async ({ page }) => {
    await loginThroughForm(page, demo.employee)
    await expect(page).not.toHaveURL(/\/login/)
    await page.getByRole('button', { name: 'Профиль' }).click()
    await expect(page.getByRole('menuitem', { name: 'Общая информация' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Отчеты по статьям' })).toHaveCount(0)
    await page.goto('/reports/articles')
    await expect(page.getByRole('heading', { level: 1, name: 'Отчеты по статьям' })).toHaveCount(0)
  })
})

test.describe('knowledge gaps', () => {
  test('lists failed searches and opens the article editor from a row', async ({ page }) => {
    await loginThroughForm(page, demo.admin)
    await expect(page).not.toHaveURL(/\/login/)
    await page.getByRole('button', { name: 'Профиль' }).click()
    await page.getByRole('menuitem', { name: 'Пробелы базы знаний' }).click()
    const row = page.getByRole('row', { name: /лицензия фсб/ })
    await expect(row).toBeVisible()
    await expect(row.getByRole('cell').nth(2)).toHaveText('2')
    // Readers' «Нет» answers are the screen's second kind of gap, with what each kind counts said above.
    await expect(page.getByText(/статьи, которые не помогли, — статьи/)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Статьи, которые не помогли' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Выгрузить в XLSX' }).click()
    expect((await download).suggestedFilename()).toMatch(/^Пробелы базы знаний .*\.xlsx$/)
    await row.getByRole('link', { name: 'Написать статью' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Новая статья' })).toBeVisible()
    await expect(page.getByLabel('Заголовок')).toHaveValue('лицензия фсб')
  })
})
