import { makeDemoPdf } from '../../apps/server/src/seed/demo-pdf'
import { buildArticle, buildPlace } from '../../apps/server/test/kb-factories'
import { demo, expect, test } from '../support/fixtures'
import { signIn } from '../support/shell'
import { ROLE_LOGIN, type Role, routesOf, settled } from '../support/a11y'

const PORTAL = 'Портал самообслуживания'

test.describe('page titles and the skip link', () => {
  test('each page names itself; Tab first reaches «Перейти к основному содержимому»', async ({ page }) => {
    await signIn(page, demo.employee)
    await expect(page).toHaveTitle(`База знаний — ${PORTAL}`)
    await page.goto('/search')
    await expect(page).toHaveTitle(`Поиск — ${PORTAL}`)
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible()
    await expect(page).toHaveTitle(`Страница не найдена — ${PORTAL}`)

    await page.goto('/knowledge-base')
    await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Перейти к основному содержимому' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })

  /** One page under two addresses (a list and its search, an employee in full and in short form) has one title. */
  const pageOf = (route: string) =>
    route
      .split('?')[0]
      .replace(/\/search$/, '')
      .replace(/^\/organization\/[^/]+\/employees\//, '/employees/')

  for (const role of ['signedOut', 'orgAdmin', 'admin'] satisfies Role[]) {
    test(`${role}: every page has a title and a main heading of its own`, async ({ page, db }) => {
      test.setTimeout(240_000)
      if (role !== 'signedOut') await signIn(page, ROLE_LOGIN[role])
      const titles = new Map<string, string>()
      for (const route of await routesOf(db, role)) {
        await test.step(route, async () => {
          await page.goto(route)
          await settled(page)
          await expect(page).toHaveTitle(new RegExp(`^.+ — ${PORTAL}$`))
          // One main heading, also where the page cannot show its record.
          await expect.soft(page.getByRole('heading', { level: 1 }), `${route} has one main heading`).toHaveCount(1)
          const title = await page.title()
          const address = pageOf(route)
          const other = [...titles].find(([p, t]) => t === title && p !== address)
          expect.soft(other?.[0], `${route} is titled «${title}» like another page`).toBeUndefined()
          titles.set(address, title)
        })
      }
    })
  }

  test('the login form marks every invalid field, focuses the first, and its toggle speaks Russian', async ({
    page,
  }) => {
    await page.goto('/login')
    await expect(page).toHaveTitle(`Вход — ${PORTAL}`)
    const login = page.getByLabel('Электронная почта или имя пользователя')
    const password = page.getByLabel('Пароль', { exact: true })
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(login).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(login).toBeFocused()
    await login.fill(demo.employee)
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(login).not.toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toBeFocused()

    await password.fill('секрет')
    await page.keyboard.press('Tab')
    const toggle = page.getByRole('button', { name: 'Показать символы пароля' })
    await expect(toggle).toBeFocused()
    await expect(page.getByRole('button', { name: /Toggle/i })).toHaveCount(0)
    await page.keyboard.press('Space')
    await expect(password).toHaveAttribute('type', 'text')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  })
})

test.describe('information pages', () => {
  test('/info shows only the portal’s own texts, with support links', async ({ page }) => {
    await page.goto(
      '/info?message=%D0%92%D0%B0%D1%88%20%D0%B0%D0%BA%D0%BA%D0%B0%D1%83%D0%BD%D1%82%20%D0%B7%D0%B0%D0%B1%D0%BB%D0%BE%D0%BA%D0%B8%D1%80%D0%BE%D0%B2%D0%B0%D0%BD',
    )
    await expect(page.getByRole('heading', { name: 'Информация' })).toBeVisible()
    await expect(page.getByText('Ваш аккаунт заблокирован')).toHaveCount(0)
    await expect(page).toHaveTitle(`Информация — ${PORTAL}`)

    await page.goto('/info?type=linkExpired')
    await expect(page.getByRole('heading', { name: 'Срок действия ссылки истек' })).toBeVisible()
    const main = page.getByRole('main')
    expect(((await main.innerText()).match(/обратитесь в службу поддержки/g) ?? []).length).toBe(1)
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1)
    await expect(main.locator('a[href^="tel:"]')).toHaveCount(1)

    await page.goto('/token-login-error?type=TokenExpired')
    await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toHaveCount(1)
    await expect(page.getByRole('main').locator('a[href^="tel:"]')).toHaveCount(1)
  })
})

test.describe('lists and searches that do not strand the user', () => {
  test('a page past the end shows the total and leads to the last page', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/search?text=%D0%B7%D0%B0%D1%8F%D0%B2%D0%BB%D0%B5%D0%BD%D0%B8%D0%B5&where=knowledge&page=99')
    await expect(page.getByText(/^Найдено: (более )?\d+/)).toBeVisible()
    await expect(page.getByText(/Страницы 99 нет/)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Постраничная навигация' })).toBeVisible()
    await page.getByRole('button', { name: 'Перейти на последнюю страницу' }).click()
    await expect(page).toHaveURL(/page=\d$/)
    await expect(page.getByRole('list', { name: 'Результаты поиска' }).getByRole('listitem').first()).toBeVisible()
  })

  test('too many searches say so; an unknown tag says «Тег не найден»', async ({ page }) => {
    await signIn(page, demo.orgAdmin)
    const headers = { 'X-Requested-With': 'XMLHttpRequest' }
    let status = 200
    for (let i = 0; i < 60 && status !== 429; i++) {
      status = (await page.request.post('/api/search', { headers, data: { text: `договор ${i}` } })).status()
    }
    expect(status).toBe(429)
    await page.goto('/search?text=%D0%B4%D0%BE%D0%B3%D0%BE%D0%B2%D0%BE%D1%80&where=knowledge')
    await expect(page.getByRole('heading', { name: 'Слишком много запросов' })).toBeVisible()
    await expect(page.getByText('При загрузке раздела возникла техническая ошибка')).toHaveCount(0)

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await page.goto(`/knowledge-base/articles-by-tag/${id}?tag=x`)
      await expect(page.getByText('Тег не найден')).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
    }
  })
})

test.describe('limits of forms and files', () => {
  test('over-long text is refused with «Превышено количество символов» and nothing is sent', async ({ page }) => {
    await signIn(page, demo.admin)
    await page.goto('/knowledge-base/new')
    let saves = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/admin/knowledge-base/articles')) saves += 1
    })
    await page.getByLabel('Заголовок').fill('З'.repeat(301))
    await expect(page.getByText('Превышено количество символов')).toBeVisible()
    await expect(page.getByLabel('Заголовок')).toHaveValue('З'.repeat(301))
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Превышено количество символов')).toBeVisible()
    expect(saves).toBe(0)
  })

  test('attachments: eleven files, a wrong type and a 300-character name', async ({ page, db }) => {
    const place = await buildPlace(db)
    const article = await buildArticle(db, place)
    await signIn(page, demo.admin)
    await page.goto(`/knowledge-base/edit?article=${article.id}`)
    const input = page.locator('input[type="file"]')
    await input.setInputFiles(
      Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, mimeType: 'text/plain', buffer: Buffer.from('т') })),
    )
    await expect(page.getByText('превышен допустимый лимит по количеству загружаемых файлов')).toBeVisible()
    await expect(page.getByText('Общая ошибка')).toHaveCount(0)

    await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') })
    await expect(page.getByText('недопустимый формат файла', { exact: true })).toBeVisible()

    const longName = `${'Протокол совещания '.repeat(16)}.pdf`
    await input.setInputFiles({ name: longName, mimeType: 'application/pdf', buffer: makeDemoPdf(['x']) })
    await expect(page.getByText('Файл загружен успешно')).toBeVisible()
    const files = page.getByRole('region', { name: 'Файлы статьи' })
    await expect(files.getByRole('link', { name: /\.pdf$/ })).toHaveCount(1)
  })

  test('a file deleted meanwhile: the download says why', async ({ page, db }) => {
    const place = await buildPlace(db)
    const article = await buildArticle(db, place)
    await signIn(page, demo.admin)
    const headers = { 'X-Requested-With': 'XMLHttpRequest' }
    const uploaded = await page.request.post(`/api/admin/knowledge-base/articles/${article.id}/files`, {
      headers,
      multipart: { files: { name: 'Регламент.pdf', mimeType: 'application/pdf', buffer: makeDemoPdf(['x']) } },
    })
    expect(uploaded.status()).toBe(200)
    const [file] = (await uploaded.json()) as Array<{ uuid: string }>
    await page.goto(`/knowledge-base/details?article=${article.id}`)
    const link = page.getByRole('region', { name: 'Файлы статьи' }).getByRole('link', { name: 'Регламент.pdf' })
    await expect(link).toBeVisible()
    await page.request.delete(`/api/admin/knowledge-base/articles/${article.id}/files/${file.uuid}`, { headers })
    await link.click()
    await expect(page.getByText('Не удалось скачать файл «Регламент.pdf»')).toBeVisible()
    await expect(page.getByText('Файл не найден')).toBeVisible()
  })
})
