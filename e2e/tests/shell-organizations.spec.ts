import { demo, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { freshUser, signIn } from '../support/shell'

test.describe('organization choice', () => {
  test('employee switches organization from the header and lands on the main page', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/search')
    const block = page.getByRole('banner').first().getByTestId('organization-block')
    await block.getByRole('button', { name: 'Сменить организацию' }).click()
    const dialog = page.getByRole('dialog', { name: 'Выбор организации' })
    await expect(dialog).toBeVisible()
    // The default organization is preselected, 'Запомнить выбор' checked and disabled for it.
    const select = dialog.getByRole('combobox', { name: 'Организация' })
    await expect(select).toHaveValue(/ООО «Проектное бюро»/)
    const remember = dialog.getByRole('checkbox', { name: 'Запомнить выбор' })
    await expect(remember).toBeChecked()
    await expect(remember).toBeDisabled()
    await expectNoSeriousA11yViolations(page)

    await select.click()
    await page.getByRole('option', { name: /АО «Стройэкспертиза»/ }).click()
    await expect(remember).toBeEnabled()
    await expect(remember).not.toBeChecked()
    const chosen = page.waitForRequest((r) => r.url().endsWith('/api/login/organization'))
    await dialog.getByRole('button', { name: 'Выбрать' }).click()
    const body = (await chosen).postDataJSON()
    expect(body).toEqual({ organizationId: expect.any(String), isDefault: false })
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/knowledge-base$/)
    await expect(block).toContainText('АО «Стройэкспертиза»')
    await expect(block).toContainText('ИНН 5012345672')
  })

  test('after login without an organization the choice opens; «Войти без организации» sends an empty body', async ({
    page,
    db,
  }) => {
    const { user, password } = await freshUser(db, {
      organizations: [{ shortName: 'ООО «Первая»' }, { shortName: 'ООО «Вторая»' }],
    })
    await signIn(page, user.email, password)
    expect(await page.evaluate(() => localStorage.getItem('individualUser'))).toBe('yes')
    const dialog = page.getByRole('dialog', { name: 'Выбор организации' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: 'Запомнить выбор' })).not.toBeChecked()
    const chosen = page.waitForRequest((r) => r.url().endsWith('/api/login/organization'))
    await dialog.getByRole('button', { name: 'Войти без организации' }).click()
    expect((await chosen).postData() ?? '').toBe('')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('banner').first().getByTestId('organization-block')).toContainText('Без организации')
    // The flag is gone: the choice does not come back on the next page.
    await page.goto('/search')
    await expect(page.getByRole('banner').first()).toBeVisible()
    await expect(dialog).toBeHidden()

    // From the header, choosing and remembering makes the organization the default.
    await page.getByRole('button', { name: 'Выбрать организацию' }).click()
    await dialog.getByRole('combobox', { name: 'Организация' }).click()
    await page.getByRole('option', { name: /ООО «Вторая»/ }).click()
    await dialog.getByRole('checkbox', { name: 'Запомнить выбор' }).check()
    await dialog.getByRole('button', { name: 'Выбрать' }).click()
    await expect(page.getByRole('banner').first().getByTestId('organization-block')).toContainText('ООО «Вторая»')
    const list = await page.request.get('/api/user/organizations', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
    const items = (await list.json()).items as Array<{ shortName: string; isDefault: boolean }>
    expect(items.filter((o) => o.isDefault).map((o) => o.shortName)).toEqual(['ООО «Вторая»'])
  })

  test('a user without organizations gets the instructions leading to «Мои организации»', async ({ page, db }) => {
    const { user, password } = await freshUser(db, { organizations: [] })
    await signIn(page, user.email, password)
    const instructions = page.getByRole('dialog', { name: 'Вы не состоите ни в одной организации' })
    await expect(instructions).toBeVisible()
    const dismissed = page.waitForResponse((r) => r.url().endsWith('/api/user/no-organization-notice/dismiss'))
    await instructions.getByRole('button', { name: 'Перейти в «Мои организации»' }).click()
    await expect(page).toHaveURL(/\/my-organizations$/)
    await expect(instructions).toBeHidden()
    expect((await dismissed).status()).toBe(200)

    // Dismissed once, it is not offered at the next sign-in (the login sets its flag again). The storage goes first:
    // a page whose session cookie is gone may leave for the login page at any moment.
    await page.evaluate(() => localStorage.clear())
    await page.context().clearCookies()
    await signIn(page, user.email, password)
    const block = page.getByRole('banner').first().getByTestId('organization-block')
    await expect(block).toContainText('Без организации')
    await expect(instructions).toHaveCount(0)
    // The header's button still opens it.
    await block.getByRole('button', { name: 'Выбрать организацию' }).click()
    await expect(instructions).toBeVisible()
  })
})
