import { expect, expectNoSeriousA11yViolations, demo, loginThroughForm, test } from '../support/fixtures'
import { freshUser, signIn } from '../support/shell'

test('an Admin reads who signed in and failed, narrows the log to one user and one action, and exports it', async ({
  page,
  browser,
  db,
}) => {
  const { user, password } = await freshUser(db)
  const other = await browser.newContext()
  const userPage = await other.newPage()
  try {
    // The user mistypes the password once, then signs in.
    await loginThroughForm(userPage, user.email, 'not-the-password')
    await expect(userPage.getByRole('alert')).toContainText('Неверный адрес электронной почты')
    await signIn(userPage, user.email, password)
  } finally {
    await other.close()
  }

  await signIn(page, demo.admin)
  await page.goto('/administration')
  await page.getByRole('link', { name: 'Открыть журнал действий' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал действий' })).toBeVisible()
  await expect(page).toHaveTitle(/Журнал действий/)
  const row = page.getByRole('row').filter({ hasText: 'Неудачная попытка входа' }).first()
  await expect(row).toContainText('Неверный пароль')
  await expectNoSeriousA11yViolations(page)

  // Only this user's actions: a click on the name.
  const name = [user.surname, user.name, user.patronymic].filter(Boolean).join(' ')
  await page
    .getByRole('row')
    .filter({ hasText: 'Неудачная попытка входа' })
    .getByRole('button', { name })
    .first()
    .click()
  await expect(page.getByText(`Действия пользователя: ${name}`)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`userId=${user.id}`))
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('Вход в портал')
  await expect(rows.nth(1)).toContainText('Неудачная попытка входа')

  // And one action of theirs.
  await page.getByRole('combobox', { name: 'Действие' }).click()
  await page.getByRole('option', { name: 'Вход в портал' }).click()
  await expect(rows).toHaveCount(1)
  await expect(page.getByText('Всего: 1')).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Выгрузить в XLSX' }).click()
  expect((await download).suggestedFilename()).toMatch(/^Журнал действий .*\.xlsx$/)

  // The page fits every width; the wide table scrolls inside its own box.
  for (const width of [1920, 1280, 768, 360]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(page.getByRole('heading', { level: 1, name: 'Журнал действий' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`audit-log-${width}.png`), fullPage: true })
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth), `${width} px`).toBe(true)
  }

  // Back to everyone's actions.
  await page.getByRole('button', { name: 'Показать действия всех пользователей' }).click()
  await expect(page.getByText('Действия пользователя:')).toHaveCount(0)
  await expect(page).not.toHaveURL(/userId=/)
})
