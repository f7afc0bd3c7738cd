import { TEST_PASSWORD } from '../../apps/server/test/factories'
import { expect, expectNoSeriousA11yViolations, loginThroughForm, test } from '../support/fixtures'
import { portalLinkIn, waitForMail } from '../support/mail'
import { freshUser, signIn } from '../support/shell'

test.describe('«Забыли пароль?»', () => {
  test('reset from the e-mailed link: new password works, the old one and the used link do not', async ({
    page,
    db,
  }) => {
    test.setTimeout(120_000)
    const { user } = await freshUser(db)
    await page.goto('/login')
    await page.getByRole('link', { name: 'Забыли пароль?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Отправить ссылку' }).click()
    await expect(page.getByText('Обязательное поле')).toBeVisible()
    await page.getByLabel('Электронная почта').fill(user.email)
    await page.getByRole('button', { name: 'Отправить ссылку' }).click()
    const answer = page.getByRole('status').filter({ hasText: 'Если адрес зарегистрирован на портале' })
    await expect(answer).toBeVisible()

    const mail = await waitForMail(user.email, 'Восстановление пароля')
    const link = portalLinkIn(mail)
    expect(link).toMatch(/^\/set-password\?token=/)
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeVisible()
    await expect(page.getByText(user.email)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('textbox', { name: 'Новый пароль' }).fill('short')
    await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('other')
    await page.getByRole('button', { name: 'Сохранить пароль' }).click()
    await expect(page.getByText('Пароль должен содержать не менее 8 символов, буквы и цифры')).toBeVisible()
    await expect(page.getByText('Пароли не совпадают')).toBeVisible()
    await page.getByRole('textbox', { name: 'Новый пароль' }).fill('Новый-пароль-2026')
    await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('Новый-пароль-2026')
    await page.getByRole('button', { name: 'Сохранить пароль' }).click()
    await expect(page.getByText('Пароль сохранен. Теперь вы можете войти на портал.')).toBeVisible()

    await page.getByRole('link', { name: 'Войти' }).click()
    await loginThroughForm(page, user.email, TEST_PASSWORD)
    await expect(page.getByRole('alert').filter({ hasText: 'Неверный' })).toBeVisible()
    await signIn(page, user.email, 'Новый-пароль-2026')

    await page.goto(link)
    await expect(page.getByText('Ссылка недействительна или уже использована')).toBeVisible()
  })

  test('an unknown address gets the same answer', async ({ page }) => {
    await page.goto('/forgot-password')
    await page.getByLabel('Электронная почта').fill('nobody-at-all@example.test')
    await page.getByRole('button', { name: 'Отправить ссылку' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Если адрес зарегистрирован на портале' })).toBeVisible()
  })
})
