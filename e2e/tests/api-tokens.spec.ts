import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { freshUser, signIn } from '../support/shell'

/** A day `days` from today in Moscow (the portal's zone), as the date field shows it: dd.MM.yyyy. */
const dayFromToday = (days: number) =>
  new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(Date.now() + days * 86_400_000)

test('a user creates an API token in the profile, a script calls with it, and the user revokes it', async ({
  page,
  context,
  playwright,
  db,
  baseURL,
}) => {
  // One long story: the form, the token shown once, a script's calls, four widths and the revocation.
  test.setTimeout(120_000)
  const { user, password } = await freshUser(db)
  await signIn(page, user.email, password)
  await page.goto('/profile')
  const section = page.getByRole('region', { name: 'Токены API' })
  await expect(section.getByText('Токенов пока нет')).toBeVisible()

  // The form says what is wrong, in Russian, before anything is sent.
  await section.getByRole('button', { name: 'Создать токен' }).click()
  const form = page.getByRole('dialog', { name: 'Новый токен API' })
  const expiry = form.getByRole('textbox', { name: 'Действует по' })
  await expiry.fill('')
  await expiry.pressSequentially(dayFromToday(-1))
  await form.getByRole('button', { name: 'Создать' }).click()
  await expect(form.getByText('Обязательное поле')).toBeVisible()
  await expect(form.getByText('Выберите хотя бы одну область доступа')).toBeVisible()
  await expect(form.getByText('Дата должна быть не раньше сегодняшнего дня')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await form.getByRole('textbox', { name: 'Название' }).fill('Выгрузка заявок')
  await form.getByRole('checkbox', { name: 'Чтение заявок' }).check()
  await expiry.fill('')
  await expiry.pressSequentially(dayFromToday(10))
  await expect(form.getByText('Дата должна быть не раньше сегодняшнего дня')).toBeHidden()
  await form.getByRole('button', { name: 'Создать' }).click()

  // Shown once, with a copy button and the warning.
  const shown = page.getByRole('dialog', { name: 'Токен создан' })
  await expect(shown.getByText('после закрытия окна он больше не будет показан')).toBeVisible()
  const token = await shown.getByTestId('api-token-value').inputValue()
  expect(token).toMatch(/^psp_/)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await shown.getByRole('button', { name: 'Скопировать' }).click()
  await expect(shown.getByRole('button', { name: 'Скопировано' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token)
  await shown.getByRole('button', { name: 'Готово' }).click()
  await expect(shown).toBeHidden()

  // A script with the token alone: within its scope it is the user, outside it refused.
  const script = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  })
  expect((await script.get('/api/warranties')).status()).toBe(200)
  expect((await script.get('/api/systems')).status()).toBe(403)

  await page.reload()
  const card = section.getByRole('listitem', { name: 'Выгрузка заявок' })
  await expect(card).toContainText('Чтение заявок')
  await expect(card).toContainText(dayFromToday(10))
  await expect(card.locator('dd').nth(2)).toHaveText(/\d{2}\.\d{2}\.\d{4}/)
  for (const width of [1920, 1280, 768, 360]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(card).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`api-tokens-${width}.png`), fullPage: true })
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth), `${width} px`).toBe(true)
  }
  await expectNoSeriousA11yViolations(page)

  // Revoked after a confirmation: the list empties and the script is refused at once.
  await card.getByRole('button', { name: 'Отозвать' }).click()
  const confirm = page.getByRole('dialog', { name: 'Отзыв токена' })
  await expect(confirm).toContainText('Отозвать токен «Выгрузка заявок»?')
  await confirm.getByRole('button', { name: 'Отозвать' }).click()
  await expect(page.getByText('Токен «Выгрузка заявок» отозван')).toBeVisible()
  await expect(section.getByText('Токенов пока нет')).toBeVisible()
  expect((await script.get('/api/warranties')).status()).toBe(401)
  await script.dispose()
})
