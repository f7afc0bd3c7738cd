import { eq } from 'drizzle-orm'
import { users } from '../../apps/server/src/db/schema/index'
import { pngBytes } from '../../apps/server/test/images'
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { freshUser, signIn } from '../support/shell'

type Db = Parameters<Parameters<typeof test>[2]>[0]['db']

/** A fresh user without patronymic, phone and avatar, signed in. */
async function bareUser(db: Db, page: import('@playwright/test').Page) {
  const { user, password } = await freshUser(db)
  await db.db.update(users).set({ patronymic: null, phone: null }).where(eq(users.id, user.id))
  await signIn(page, user.email, password)
  return user
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) })

test.describe('profile', () => {
  test('the card shows the six values with dashes for empty ones', async ({ page, db }) => {
    const user = await bareUser(db, page)
    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: 'Общая информация' })).toBeVisible()
    const field = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
    await expect(field('Фамилия')).toHaveText(user.surname!)
    await expect(field('Имя')).toHaveText(user.name!)
    await expect(field('Отчество')).toHaveText('—')
    await expect(field('Электронная почта')).toHaveText(user.email)
    await expect(field('Мобильный телефон')).toContainText('—')
    await expect(page.getByTestId('avatar-preview')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('phone: mask, first-digit rule, delayed errors, Save disabled until valid; the change is in the history', async ({
    page,
    db,
  }) => {
    await bareUser(db, page)
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Изменить телефон' }).click()
    const dialog = page.getByRole('dialog', { name: 'Изменение номера телефона' })
    const input = dialog.getByRole('textbox', { name: 'Номер телефона' })
    const save = dialog.getByRole('button', { name: 'Сохранить' })
    await expect(save).toBeDisabled()

    await input.pressSequentially('5161234567')
    await expect(dialog.getByText('Номер телефона указан в неверном формате')).toBeVisible()
    await expect(save).toBeDisabled()
    await input.fill('')
    await input.press('Backspace')
    await expect(dialog.getByText('Обязательное поле')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await input.pressSequentially('9161234567')
    await expect(input).toHaveValue('+7 (916) 123-45-67')
    await expect(dialog.getByText('Номер телефона указан в неверном формате')).toBeHidden()
    await expect(save).toBeEnabled()
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/phone') && r.request().method() === 'PATCH')
    await save.click()
    expect((await saved).status()).toBe(200)
    await expect(dialog).toBeHidden()
    await expect(page.locator('dd', { hasText: '+7 (916) 123-45-67' })).toBeVisible()

    await page.getByRole('link', { name: 'История изменений данных' }).click()
    await expect(page).toHaveURL(/\/change-user-data$/)
    await expect(page.getByText('Всего: 1')).toBeVisible()
    const row = page.getByRole('row').nth(1)
    await expect(row).toContainText('Добавлено')
    await expect(row).toContainText('Телефон: — → +7 (916) 123-45-67')
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/)
    for (const header of ['Статус', 'Дата', 'Изменения'])
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('avatar: choose, zoom, rotate, crop and save a PNG of at most 300 px; then delete it', async ({ page, db }) => {
    await bareUser(db, page)
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Добавить фото' }).click()
    const modal = page.getByTestId('avatar-modal')
    await expect(modal).toHaveAttribute('data-mode', 'add')
    await expect(modal.getByRole('button', { name: 'Выбрать фото' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await modal.getByTestId('file-input').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: pngBytes(1000, 800),
    })
    const cropper = modal.getByTestId('avatar-cropper')
    await expect(cropper).toBeVisible()
    await expect(cropper).toHaveAttribute('data-crop-size', '208')
    await expect(cropper).toHaveAttribute('data-zoom', '1.2')
    await modal.getByRole('button', { name: 'Масштаб: увеличить' }).click()
    await expect(cropper).toHaveAttribute('data-zoom', '1.4')
    const rotate = modal.getByRole('button', { name: 'Повернуть на 90°' })
    for (const expected of ['90', '180', '270', '0']) {
      await rotate.click()
      await expect(cropper).toHaveAttribute('data-rotation', expected)
    }
    const preview = modal.getByTestId('avatar-preview')
    const box = await preview.boundingBox()
    expect(box).toMatchObject({ width: 200, height: 200 })

    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/avatar') && r.request().method() === 'PATCH',
    )
    await modal.getByRole('button', { name: 'Сохранить' }).click()
    const response = await uploaded
    expect(response.status()).toBe(200)
    const { avatar } = (await response.json()) as { avatar: string }
    const saved = Buffer.from(await (await page.request.get(avatar)).body())
    expect(saved.subarray(1, 4).toString('ascii')).toBe('PNG')
    // The chosen region is larger than 300 px of the photo, so it is scaled down to 300 × 300.
    expect(pngSize(saved)).toEqual({ width: 300, height: 300 })
    await expect(modal).toBeHidden()
    await expect(page.getByRole('img', { name: /^Фотография:/ })).toBeVisible()

    await page.getByRole('button', { name: 'Изменить фото' }).click()
    await expect(modal).toHaveAttribute('data-mode', 'edit')
    await expect(modal.getByRole('button', { name: 'Загрузить новое фото' })).toBeVisible()
    await expect(modal.getByRole('button', { name: 'Сохранить' })).toBeVisible()
    await modal.getByRole('button', { name: 'Удалить фото' }).click()
    await expect(modal).toBeHidden()
    await expect(page.getByRole('button', { name: 'Добавить фото' })).toBeVisible()
  })

  test('avatar: a small photo is never enlarged; the crop frame is 168 px below 768 px', async ({ page, db }) => {
    await page.setViewportSize({ width: 767, height: 900 })
    await bareUser(db, page)
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Добавить фото' }).click()
    const modal = page.getByTestId('avatar-modal')
    await modal.getByTestId('file-input').setInputFiles({
      name: 'small.png',
      mimeType: 'image/png',
      buffer: pngBytes(120, 120),
    })
    await expect(modal.getByTestId('avatar-cropper')).toHaveAttribute('data-crop-size', '168')
    await modal.getByRole('button', { name: 'Масштаб: уменьшить' }).click()
    await expect(modal.getByTestId('avatar-cropper')).toHaveAttribute('data-zoom', '1')
    await expect(modal.getByRole('button', { name: 'Масштаб: уменьшить' })).toBeDisabled()
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/user/avatar') && r.request().method() === 'PATCH',
    )
    await modal.getByRole('button', { name: 'Сохранить' }).click()
    const { avatar } = (await (await uploaded).json()) as { avatar: string }
    const size = pngSize(Buffer.from(await (await page.request.get(avatar)).body()))
    expect(size.width).toBe(size.height)
    expect(size.width).toBeLessThanOrEqual(120)
  })

  test('a .gif is refused before upload with «недопустимый формат файла»', async ({ page, db }) => {
    await bareUser(db, page)
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Добавить фото' }).click()
    const modal = page.getByTestId('avatar-modal')
    await modal.getByTestId('file-input').setInputFiles({
      name: 'anim.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    })
    await expect(modal.getByText('недопустимый формат файла')).toBeVisible()
    await expect(modal.getByTestId('avatar-cropper')).toHaveCount(0)
  })
})

test.describe('user data history', () => {
  test('empty, error with retry, and the page from the query', async ({ page, db }) => {
    await bareUser(db, page)
    await page.goto('/change-user-data')
    await expect(page.getByText('Изменения не найдены')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // The call fails (a server error without a body), then answers again: the retry refetches it.
    await page.route('**/api/userdatachange**', (route) => route.fulfill({ status: 500, body: '' }))
    await page.reload()
    await expect(page.getByText('При загрузке списка возникла техническая ошибка')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.unroute('**/api/userdatachange**')
    await page.getByRole('button', { name: 'Повторить попытку' }).click()
    await expect(page.getByText('Изменения не найдены')).toBeVisible()

    const request = page.waitForRequest((r) => r.url().includes('/api/userdatachange'))
    await page.goto('/change-user-data?page=abc')
    expect(new URL((await request).url()).searchParams.get('page')).toBe('1')
  })
})
