import { demo, expect, expectNoSeriousA11yViolations, loginThroughForm, test } from '../support/fixtures'

test.describe('login form', () => {
  for (const [role, login] of Object.entries(demo)) {
    test(`signs in the demo ${role} account`, async ({ page }) => {
      const userInfo = page.waitForResponse((r) => r.url().endsWith('/api/login') && r.request().method() === 'POST')
      await loginThroughForm(page, login)
      const response = await userInfo
      expect(response.status()).toBe(200)
      expect((await response.json()).email).toBe(login)
      await expect(page).not.toHaveURL(/\/login/)
      const cookies = await page.context().cookies()
      const session = cookies.find((c) => c.name === 'psp_session')
      expect(session?.httpOnly).toBe(true)
      expect(session?.sameSite).toBe('Lax')
    })
  }

  test('explains empty fields in Russian without calling the server', async ({ page }) => {
    let called = false
    page.on('request', (r) => {
      if (r.url().endsWith('/api/login')) called = true
    })
    await page.goto('/login')
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page.getByText('Пожалуйста, введите адрес электронной почты/имя пользователя')).toBeVisible()
    await expect(page.getByText('Пожалуйста, введите пароль')).toBeVisible()
    await page.getByLabel('Электронная почта или имя пользователя').fill(demo.employee)
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page.getByText('Пожалуйста, введите адрес электронной почты/имя пользователя')).toBeHidden()
    await expect(page.getByText('Пожалуйста, введите пароль')).toBeVisible()
    expect(called).toBe(false)
    await expectNoSeriousA11yViolations(page)
  })

  test('says so for wrong credentials and stays on the form', async ({ page }) => {
    await loginThroughForm(page, demo.employee, 'wrong-password')
    await expect(page.getByRole('alert')).toContainText('Неверный адрес электронной почты/имя пользователя или пароль')
    await expect(page).toHaveURL(/\/login/)
  })
})
