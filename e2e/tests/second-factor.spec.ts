import { generateSync } from 'otplib'
import { expect, expectNoSeriousA11yViolations, loginThroughForm, test } from '../support/fixtures'
import { freshUser, signIn } from '../support/shell'

/** The code an authenticator app shows for the secret, `aheadMs` from now (otplib, not the portal's own code). */
const codeFor = (secret: string, aheadMs = 0) =>
  generateSync({ secret, epoch: Math.floor((Date.now() + aheadMs) / 1000) })

test.describe('second factor', () => {
  test('turned on in the profile, then the sign-in asks for the code from the app', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    await signIn(page, user.email, password)
    await page.goto('/profile')
    const section = page.getByRole('region', { name: 'Двухфакторная аутентификация' })
    await expect(section.getByText('Выключена')).toBeVisible()
    await section.getByRole('button', { name: 'Включить' }).click()

    await expect(section.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible()
    const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    // The form checks the field before sending.
    await section.getByRole('button', { name: 'Включить' }).click()
    await expect(section.getByText('Обязательное поле')).toBeVisible()
    await section.getByRole('textbox', { name: 'Код из приложения' }).fill(codeFor(secret))
    await section.getByRole('button', { name: 'Включить' }).click()

    const codes = section.getByRole('list', { name: 'Резервные коды' }).getByRole('listitem')
    await expect(codes).toHaveCount(10)
    await expect(section.getByRole('button', { name: 'Скачать коды' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await section.getByRole('button', { name: 'Готово' }).click()
    await expect(section.getByText('Включена')).toBeVisible()
    await expect(section.getByText('Осталось резервных кодов: 10')).toBeVisible()

    // A new browser session: the password, then the code step.
    await page.context().clearCookies()
    await loginThroughForm(page, user.email, password)
    await expect(page.getByRole('heading', { name: 'Подтверждение входа' })).toBeVisible()
    const field = page.getByRole('textbox', { name: 'Код из приложения' })
    await field.fill('12345')
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expect(page.getByText('Код из приложения состоит из шести цифр')).toBeVisible()
    await field.fill(codeFor(secret).replace(/^(\d)/, (d) => String((Number(d) + 5) % 10)))
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expect(page.getByRole('alert')).toContainText('Неверный код')
    await expectNoSeriousA11yViolations(page)
    // The code of the enabling step is used up; the app's next code is accepted (one step of drift).
    await field.fill(codeFor(secret, 30_000))
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expect(page).not.toHaveURL(/\/login/)
    await page.goto('/profile')
    await expect(page.getByRole('region', { name: 'Двухфакторная аутентификация' }).getByText('Включена')).toBeVisible()
  })
})
