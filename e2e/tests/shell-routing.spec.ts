import { demo, expect, expectNoSeriousA11yViolations, loginThroughForm, test } from '../support/fixtures'
import { signIn } from '../support/shell'

test.describe('routing and guards', () => {
  test('the root redirects home; an unknown path shows not-found inside the layout', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/')
    await expect(page).toHaveURL(/\/knowledge-base$/)
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible()
    await expect(page.getByRole('banner').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('a Regular user gets not-found on an Admin-only page; the admin gets the page', async ({ page }) => {
    await signIn(page, demo.orgAdmin)
    await page.goto('/administration')
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.context().clearCookies()
    await signIn(page, demo.admin)
    await page.goto('/administration')
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeHidden()
    // And the other way round: «Мои организации» is the Regular-only page.
    await page.goto('/my-organizations')
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible()
  })

  test('the layout renders nothing until the current user arrives', async ({ page }) => {
    await signIn(page, demo.employee)
    // The current user is held back until the test has seen the page without it.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked = () => {}
    const seen = new Promise<void>((resolve) => (asked = resolve))
    await page.route('**/api/user/info', async (route) => {
      asked()
      await held
      await route.continue()
    })
    // A page the browser renders (the knowledge base and search arrive rendered by the server, ADR 0023).
    await page.goto('/orders')
    await seen
    // Everything loaded and two frames painted: whatever the app renders without the user is on screen now.
    await page.waitForLoadState('load')
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await page.locator('#root').innerText()).toBe('')
    release()
    await expect(page.getByRole('banner').first()).toBeVisible()
  })

  test('pages load on demand', async ({ page }) => {
    // Asked by the page, or downloaded ahead by the worker of a page the server rendered (ADR 0024).
    const scripts: string[] = []
    page.context().on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (path.endsWith('.js')) scripts.push(path)
    })
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()
    expect(scripts.some((s) => /app-layout|search-page|knowledge-base-page/.test(s))).toBe(false)
    await loginThroughForm(page, demo.employee)
    await expect(page).toHaveURL(/\/knowledge-base$/)
    await expect.poll(() => scripts.some((s) => s.includes('app-layout'))).toBe(true)
    expect(scripts.some((s) => s.includes('search-page'))).toBe(false)
    await page.goto('/search')
    await expect.poll(() => scripts.some((s) => s.includes('search-page'))).toBe(true)
  })

  test('a page whose code loads slowly says «Страница загружается...» in its place', async ({ page }) => {
    await signIn(page, demo.employee)
    /** Holds back the route chunks the pattern names until the returned release is called. */
    const hold = async (chunk: RegExp) => {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(chunk, async (route) => {
        await held
        await route.continue()
      })
      return release
    }

    // Going from page to page: the frame stays, the loader stands in for the page.
    const profileChunk = await hold(/\/assets\/profile-page-[\w-]+\.js$/)
    // A page the browser renders, so its menu is the app's own from the start.
    await page.goto('/orders')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByTestId('profile-trigger').click()
    await page.getByRole('menuitem', { name: 'Общая информация' }).click()
    const loading = page.getByRole('main').getByRole('status').filter({ hasText: 'Страница загружается...' })
    await expect(loading).toBeVisible()
    await expect(page.getByRole('banner').first()).toBeVisible()
    profileChunk()
    await expect(page.getByRole('heading', { level: 1, name: 'Общая информация' })).toBeVisible()
    await expect(loading).toHaveCount(0)

    // A page without the frame (the login page) leaving for one whose code is slow: the loader takes its place.
    await page.context().clearCookies()
    await page.goto('/login')
    const forgotChunk = await hold(/\/assets\/forgot-password-page-[\w-]+\.js$/)
    await page.getByRole('link', { name: 'Забыли пароль?' }).click()
    await expect(page.getByRole('main').getByText('Страница загружается...')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Войти' })).toHaveCount(0)
    forgotChunk()
    await expect(page.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeVisible()

    // The first load, before any frame: the loader is the page.
    await signIn(page, demo.employee)
    const layoutChunk = await hold(/\/assets\/app-layout-[\w-]+\.js$/)
    await page.goto('/orders')
    await expect(page.getByRole('main').getByText('Страница загружается...')).toBeVisible()
    layoutChunk()
    await expect(page.getByRole('banner').first()).toBeVisible()
    await expect(page.getByText('Страница загружается...')).toHaveCount(0)
  })

  test('a chunk that fails to load shows the loading error', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.route(/\/assets\/app-layout-[\w-]+\.js$/, (route) => route.abort())
    // A page the browser renders: a page the server rendered stays readable, its app waiting for the user.
    await page.goto('/orders')
    await expect(page.getByRole('heading', { name: 'Ошибка загрузки страницы' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible()
  })

  test('a 401 sends to /login with the page as context and back there after login', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/search?text=%D0%BF%D0%BE%D0%B4%D0%BF%D0%B8%D1%81%D1%8C')
    await expect(page.getByRole('banner').first()).toBeVisible()
    await page.evaluate(() => localStorage.setItem('probe', '1'))
    await page.context().clearCookies()
    // Any call now answers 401; reloading makes the layout ask for the current user again.
    await page.reload()
    await expect(page).toHaveURL(/\/login\?context=/)
    const context = new URL(page.url()).searchParams.get('context')
    expect(context).toBe('/search?text=%D0%BF%D0%BE%D0%B4%D0%BF%D0%B8%D1%81%D1%8C')
    expect(await page.evaluate(() => localStorage.getItem('probe'))).toBeNull()
    await loginThroughForm(page, demo.employee, undefined, page.url().replace(/^https?:\/\/[^/]+/, ''))
    await expect(page).toHaveURL(/\/search\?text=%D0%BF/)
  })

  test('the technical-problem screen offers a refresh, then the knowledge base', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.route('**/api/user/info', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    )
    await page.goto('/orders')
    await expect(page.getByRole('heading', { name: 'Технические неполадки' })).toBeVisible()
    await expect(page.locator('a[href="mailto:support@example.ru"]')).toBeVisible()
    await expect(page.locator('a[href^="tel:"]')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Обновить страницу' }).click()
    await expect(page).toHaveURL(/\/orders$/)
    await expect(page.getByRole('heading', { name: 'Технические неполадки' })).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('technicalProblemRefreshed'))).not.toBeNull()
    await page.getByRole('button', { name: 'Обновить страницу' }).click()
    await expect(page).toHaveURL(/\/knowledge-base$/)
    expect(await page.evaluate(() => sessionStorage.getItem('technicalProblemRefreshed'))).toBeNull()
  })
})

test.describe('pages open without signing in', () => {
  test('/info shows a known type and a generic message for an unknown one', async ({ page }) => {
    await page.goto('/info?type=emailConfirmed')
    await expect(page.getByRole('heading', { name: 'Адрес электронной почты подтвержден' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Войти в портал' })).toHaveAttribute('href', '/login')
    await expectNoSeriousA11yViolations(page)
    await page.goto('/info?type=unknown&message=%3Cb%3E%D0%93%D0%BE%D1%82%D0%BE%D0%B2%D0%BE%3C%2Fb%3E')
    await expect(page.getByRole('heading', { name: 'Информация' })).toBeVisible()
    // A text from the link is never shown: outsiders cannot write on the portal's pages.
    await expect(page.getByText('Готово')).toHaveCount(0)
  })

  test('/token-login-error explains each account type', async ({ page }) => {
    const expected = {
      Regular: 'Вход по ссылке не выполнен',
      EmailSent: 'Подтвердите адрес электронной почты',
      EmailNotConfirmed: 'Адрес электронной почты не подтвержден',
      TokenExpired: 'Срок действия ссылки для входа истек',
    }
    for (const [type, title] of Object.entries(expected)) {
      await page.goto(`/token-login-error?type=${type}`)
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
    await expectNoSeriousA11yViolations(page)
  })
})
