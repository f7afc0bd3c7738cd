import { demo, expect, expectNoSeriousA11yViolations, loginThroughForm, test } from '../support/fixtures'
import { sidewaysScroll } from '../support/a11y'

test.describe('login form', () => {
  for (const [role, login] of Object.entries(demo)) {
    test(`signs in the demo ${role} account`, async ({ page }) => {
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/login') && r.request().method() === 'POST')
      await loginThroughForm(page, login)
      expect((await sent).status()).toBe(200)
      // Signing in loads the portal afresh (ADR 0037), as the user who signed in.
      await expect(page).not.toHaveURL(/\/login/)
      const info = await page.request.get('/api/user/info', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      expect((await info.json()).email).toBe(login)
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

  test('shows the support contacts whole on a phone, the server rendering them as the app does', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    const markup = await (await page.request.get('/login')).text()
    expect(markup).toContain('Служба поддержки')
    expect(markup).toContain('Бесплатная линия по всей России, круглосуточно')

    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/login')
    const support = page.getByRole('region', { name: 'Служба поддержки' })
    await expect(support.locator('a[href^="tel:"]')).toHaveCount(3)
    await expect(support.locator('a[href^="mailto:"]')).toHaveCount(3)
    // Every number and address whole within the phone's width.
    for (const link of await support.getByRole('link').all()) {
      const box = (await link.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(360)
    }
    expect(await sidewaysScroll(page)).toEqual({ overflow: 0 })
    // The login page's own entry hydrates the rendered page at once (ADR 0037): no mismatch, nothing rendered again.
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('button', { name: 'Войти' })).toBeEnabled()
    await expect(support.getByRole('link')).toHaveCount(6)
    expect(errors).toEqual([])

    for (const route of ['/forgot-password', '/set-password?token=x']) {
      await page.goto(route)
      await expect(page.getByRole('region', { name: 'Служба поддержки' }).locator('a[href^="tel:"]')).toHaveCount(3)
      expect(await sidewaysScroll(page), route).toEqual({ overflow: 0 })
    }
  })
})
