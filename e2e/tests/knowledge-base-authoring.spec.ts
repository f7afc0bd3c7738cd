import { randomBytes } from 'node:crypto'
import { demo, expect, loginThroughForm, test } from '../support/fixtures'

const unique = () => randomBytes(3).toString('hex')

test.describe('knowledge-base authoring', () => {
  test('an Admin builds a system, a service and an article with a file, then removes them', async ({ page }) => {
    const id = unique()
    const systemTitle = `E2E система ${id}`
    const serviceTitle = `E2E сервис ${id}`
    const articleTitle = `E2E статья с вложением ${id}`
    await loginThroughForm(page, demo.admin)
    await expect(page).not.toHaveURL(/\/login/)
    await page.goto('/knowledge-base')

    await page.getByRole('button', { name: 'Добавить систему' }).click()
    await page.getByRole('dialog', { name: 'Новая система' }).getByLabel('Название').fill(systemTitle)
    await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByRole('radio', { name: systemTitle })).toBeChecked()

    await page.getByRole('button', { name: 'Добавить сервис' }).click()
    await page.getByRole('dialog', { name: 'Новый сервис' }).getByLabel('Название').fill(serviceTitle)
    await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click()
    const panel = page.getByRole('region', { name: new RegExp(serviceTitle) })
    await expect(panel.getByText('Записей не найдено')).toBeVisible()
    await panel.getByRole('link', { name: 'Добавить статью' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Новая статья' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Система' })).toHaveValue(systemTitle)
    await expect(page.getByRole('combobox', { name: 'Сервис' })).toHaveValue(serviceTitle)
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Обязательное поле')).toBeVisible()
    await page.getByLabel('Заголовок').fill(articleTitle)
    await page.getByRole('combobox', { name: 'Теги' }).fill(`вложение-${id}`)
    await page.getByRole('combobox', { name: 'Теги' }).press('Enter')
    await page.getByLabel('Текст статьи (Markdown)').fill('Статья с **файлом**.')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Редактирование статьи' })).toBeVisible()
    await expect(page).toHaveURL(/\/knowledge-base\/edit\?article=[0-9a-f-]{36}$/)

    await page.locator('input[type="file"]').setInputFiles({
      name: 'инструкция.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Порядок действий'),
    })
    await expect(page.getByText('Файл загружен успешно')).toBeVisible()
    const files = page.getByRole('region', { name: 'Файлы статьи' })
    await expect(files.getByRole('link', { name: 'инструкция.txt' })).toBeVisible()

    await page.getByRole('link', { name: 'Открыть статью' }).click()
    await expect(page.getByRole('heading', { level: 1, name: articleTitle })).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('region', { name: 'Файлы статьи' }).getByRole('link', { name: 'инструкция.txt' }).click()
    expect((await download).suggestedFilename()).toBe('инструкция.txt')
    await expect(page.getByRole('link', { name: `#вложение-${id}` })).toBeVisible()

    await page.getByRole('button', { name: 'Удалить' }).click()
    await page.getByRole('dialog', { name: 'Удаление статьи' }).getByRole('button', { name: 'Удалить' }).click()
    await expect(page).toHaveURL(/\/knowledge-base$/)
    await expect(page.getByRole('radio', { name: systemTitle })).toBeChecked()

    // A system with services cannot go: the server says why.
    await page.getByRole('button', { name: 'Удалить систему' }).click()
    await page.getByRole('dialog', { name: 'Удаление системы' }).getByRole('button', { name: 'Удалить' }).click()
    await expect(page.getByRole('dialog', { name: 'Удаление системы' }).getByRole('alert')).toBeVisible()
    await page.getByRole('dialog', { name: 'Удаление системы' }).getByRole('button', { name: 'Отмена' }).click()

    await page.getByRole('button', { name: new RegExp(serviceTitle) }).click()
    await page.getByRole('button', { name: 'Удалить сервис' }).click()
    await page.getByRole('dialog', { name: 'Удаление сервиса' }).getByRole('button', { name: 'Удалить' }).click()
    await expect(page.getByRole('button', { name: new RegExp(serviceTitle) })).toHaveCount(0)

    await page.getByRole('button', { name: 'Удалить систему' }).click()
    await page.getByRole('dialog', { name: 'Удаление системы' }).getByRole('button', { name: 'Удалить' }).click()
    await expect(page.getByRole('radio', { name: systemTitle })).toHaveCount(0)
  })
})
