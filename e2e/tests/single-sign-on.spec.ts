import {
  PROVIDER_PASSWORD,
  startIdentityProvider,
  type TestIdentityProvider,
} from '../../apps/server/test/oidc-provider'
import { E2E_BASE_URL, E2E_OIDC_PORT } from '../support/env'
import { demo, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'

let idp: TestIdentityProvider
test.beforeAll(async () => {
  idp = await startIdentityProvider({
    port: E2E_OIDC_PORT,
    redirectUri: `${E2E_BASE_URL}/api/login/oidc/callback`,
    accounts: [
      // The demo employee's address, as the provider knows it.
      { sub: 'idp-employee', email: demo.employee, email_verified: true },
      { sub: 'idp-stranger', email: 'stranger@example.test', email_verified: true },
    ],
  })
})
test.afterAll(() => idp?.close())

test.describe('single sign-on with OpenID Connect', () => {
  test('«Войти через …» leads through the provider’s login form to the signed-in portal', async ({ page }) => {
    await page.goto('/login?context=/knowledge-base')
    await page.getByRole('link', { name: 'Войти через Тестовый IdP' }).click()

    await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible()
    await page.getByLabel('E-mail').fill(demo.employee)
    await page.getByLabel('Password').fill(PROVIDER_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()

    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/knowledge-base/)
    expect(page.url().startsWith(E2E_BASE_URL)).toBe(true)
    await expect(page.getByRole('heading', { name: 'База знаний', level: 1 })).toBeVisible()
    const info = await page.request.get('/api/user/info')
    expect(info.status()).toBe(200)
    expect((await info.json()).email).toBe(demo.employee)
  })

  test('an address the portal does not know is refused on the login page, in Russian, at every width', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.getByRole('link', { name: 'Войти через Тестовый IdP' }).click()
    await page.getByLabel('E-mail').fill('stranger@example.test')
    await page.getByLabel('Password').fill(PROVIDER_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()

    await expect(page).toHaveURL(/\/login\?sso=unknown$/)
    await expect(page.getByRole('alert')).toContainText(
      'На портале нет пользователя с вашим адресом электронной почты. Обратитесь к администратору портала',
    )
    expect((await page.request.get('/api/user/info')).status()).toBe(401)
    for (const width of [1920, 1280, 768, 360]) {
      await page.setViewportSize({ width, height: 800 })
      const button = page.getByRole('link', { name: 'Войти через Тестовый IdP' })
      await expect(button).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `at ${width} px`).toBeLessThanOrEqual(0)
    }
    await expectNoSeriousA11yViolations(page)
  })
})
