import { demo, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { portalLinkIn, waitForMail } from '../support/mail'
import { signIn } from '../support/shell'

test.describe('accounts (platform Admin)', () => {
  test('create an account → the e-mailed link sets the password → the user signs in', async ({ page, browser }) => {
    // A long flow through two browsers; the machine running it may be busy.
    test.setTimeout(180_000)
    const email = `new-${Date.now()}@example.test`
    await signIn(page, demo.admin)
    await page.goto('/accounts')
    await expect(page.getByRole('heading', { name: 'Пользователи' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Смирнов Алексей Петрович' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Создать пользователя' }).click()
    const dialog = page.getByRole('dialog', { name: 'Новый пользователь' })
    await dialog.getByRole('button', { name: 'Создать' }).click()
    await expect(dialog.getByText('Обязательное поле').first()).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Фамилия' }).fill('Созданов')
    await dialog.getByRole('textbox', { name: 'Имя', exact: true }).fill('Сергей')
    await dialog.getByRole('textbox', { name: 'Электронная почта' }).fill('not-an-address')
    await dialog.getByRole('button', { name: 'Создать' }).click()
    await expect(dialog.getByText('Адрес электронной почты указан в неверном формате')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('textbox', { name: 'Электронная почта' }).fill(email)
    await dialog.getByRole('button', { name: 'Создать' }).click()

    await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { name: 'Созданов Сергей' })).toBeVisible()
    await expect(page.locator('dd', { hasText: /Письмо (отправлено|не доставлено)/ })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Creating the same address again is refused with a clear message.
    await page.goto('/accounts')
    await page.getByRole('button', { name: 'Создать пользователя' }).click()
    await dialog.getByRole('textbox', { name: 'Фамилия' }).fill('Дубль')
    await dialog.getByRole('textbox', { name: 'Имя', exact: true }).fill('Дубль')
    await dialog.getByRole('textbox', { name: 'Электронная почта' }).fill(email)
    await dialog.getByRole('button', { name: 'Создать' }).click()
    await expect(dialog.getByText('Пользователь с таким адресом электронной почты уже зарегистрирован')).toBeVisible()
    await dialog.getByRole('button', { name: 'Отмена' }).click()

    const mail = await waitForMail(email, 'Учетная запись на портале самообслуживания')
    const visitor = await browser.newContext()
    const newcomer = await visitor.newPage()
    await newcomer.goto(portalLinkIn(mail))
    await expect(newcomer.getByRole('heading', { name: 'Создание пароля' })).toBeVisible()
    await newcomer.getByRole('textbox', { name: 'Новый пароль' }).fill('Первый-пароль-1')
    await newcomer.getByRole('textbox', { name: 'Повторите пароль' }).fill('Первый-пароль-1')
    await newcomer.getByRole('button', { name: 'Сохранить пароль' }).click()
    await newcomer.getByRole('link', { name: 'Войти' }).click()
    await signIn(newcomer, email, 'Первый-пароль-1')

    // The account now reads active; searching finds it on /accounts/search.
    await page.getByRole('textbox', { name: 'Поиск', exact: true }).fill(email)
    await page.getByRole('button', { name: 'Найти' }).click()
    await expect(page).toHaveURL(/\/accounts\/search\?search=/)
    await expect(page.getByText('Всего: 1')).toBeVisible()
    await expect(page.getByRole('row', { name: /Созданов Сергей/ })).toContainText('Активна')
    await expectNoSeriousA11yViolations(page)

    // Blocking ends the newcomer's session at once.
    await page.getByRole('link', { name: 'Созданов Сергей' }).click()
    await page.getByRole('button', { name: 'Заблокировать' }).click()
    await page
      .getByRole('dialog', { name: 'Блокировка учетной записи' })
      .getByRole('button', { name: 'Заблокировать' })
      .click()
    await expect(page.locator('dd', { hasText: 'Заблокирована' })).toBeVisible()
    await newcomer.goto('/profile')
    await expect(newcomer).toHaveURL(/\/login/)
    await visitor.close()
  })

  test('a Regular user does not get the accounts pages', async ({ page }) => {
    await signIn(page, demo.individual)
    await page.goto('/accounts')
    await expect(page.getByRole('heading', { name: 'Пользователи' })).toHaveCount(0)
  })
})
