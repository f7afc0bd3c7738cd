import { expect, expectNoSeriousA11yViolations, demo, test } from '../support/fixtures'
import { currentAgreementId, freshUser, signIn } from '../support/shell'

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`)

test('an Admin uploads a new agreement: it is listed, users are asked again at once, the report downloads', async ({
  page,
  browser,
  db,
}) => {
  const previous = await currentAgreementId(db)
  const { user, password } = await freshUser(db)
  const context = await browser.newContext()
  const userPage = await context.newPage()
  try {
    await signIn(userPage, user.email, password)
    await expect(userPage.getByRole('dialog', { name: 'Пользовательское соглашение' })).toHaveCount(0)

    await signIn(page, demo.admin)
    await page.goto('/administration')
    await expect(page.getByRole('heading', { name: 'Поиск' })).toBeVisible()
    await expect(page.getByTestId('agreement-version').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const upload = page.getByRole('region', { name: 'Пользовательское соглашение' })

    await upload
      .getByTestId('file-input')
      .setInputFiles({ name: 'agreement.docx', mimeType: 'application/pdf', buffer: pdf('x') })
    await expect(upload.getByText('недопустимый формат файла')).toBeVisible()

    const name = `Соглашение ${Date.now().toString(36)}`
    await upload
      .getByTestId('file-input')
      .setInputFiles({ name: `${name}.pdf`, mimeType: 'application/pdf', buffer: pdf(name) })
    // The name is offered from the file; the Admin names the version and confirms that everyone will be asked.
    const nameField = upload.getByRole('textbox', { name: /Название редакции/ })
    await expect(nameField).toHaveValue(name)
    const versionName = `${name} (редакция)`
    await nameField.fill(versionName)
    await upload.getByRole('button', { name: 'Загрузить' }).click()
    const confirm = page.getByRole('dialog', { name: 'Опубликовать новую редакцию?' })
    await expect(confirm).toContainText('Все пользователи должны будут принять')
    // Nothing is published before the confirmation.
    await expect(userPage.getByRole('dialog', { name: 'Пользовательское соглашение' })).toHaveCount(0)
    await confirm.getByRole('button', { name: 'Опубликовать' }).click()
    await expect(page.getByText('Файл загружен успешно')).toBeVisible()
    await expect(page.getByTestId('agreement-version').first()).toContainText(versionName)

    // The signed-in user is asked to accept the new version without reloading.
    await expect(userPage.getByRole('dialog', { name: 'Пользовательское соглашение' })).toBeVisible()
    await expect(userPage.getByRole('dialog')).toContainText(versionName)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Выгрузить отчет о принятии (XLSX)' }).click()
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/)
  } finally {
    // Later tests sign in demo users who had accepted the previous version: they keep having accepted one.
    const current = await currentAgreementId(db)
    await db.handle.pool.query('update users set accepted_agreement_id = $1 where accepted_agreement_id = $2', [
      current,
      previous,
    ])
    await context.close()
  }
})
