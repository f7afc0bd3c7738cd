import { addMember, buildUser, TEST_PASSWORD } from '../../apps/server/test/factories'
import { demo, expect, test } from '../support/fixtures'
import {
  expectNoSeriousA11yViolationsAt as expectNoSeriousA11yViolations,
  freshInn,
  freshTeam,
} from '../support/organizations'
import { currentAgreementId, signIn } from '../support/shell'
import { fileApplicationAs } from '../support/applications'

test.describe('organizations and employees', () => {
  // Each test signs in more than once and walks several pages: more time than the default on a busy machine.
  test.describe.configure({ timeout: 180_000 })

  test('join by INN → the Admin accepts from the e-mail link (confirm) → the user sees the organization', async ({
    page,
    db,
  }) => {
    const { org, admin } = await freshTeam(db)
    const user = await buildUser(db, {
      acceptedAgreementId: await currentAgreementId(db),
      surname: 'Новичков',
      name: 'Николай',
      patronymic: null,
    })

    await signIn(page, user.email, TEST_PASSWORD)
    // Without organizations the shell offers to go to «Мои организации».
    await page.getByRole('button', { name: 'Перейти в «Мои организации»' }).click()
    await expect(page).toHaveURL(/\/my-organizations$/)
    await expect(page.getByText('Организации не найдены')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Присоединиться к организации' }).click()
    const dialog = page.getByRole('dialog', { name: 'Присоединиться к организации' })
    const inn = dialog.getByLabel('ИНН организации')
    await inn.fill('7707083894')
    await dialog.getByRole('button', { name: 'Найти' }).click()
    await expect(dialog.getByText('Некорректный ИНН: не сходятся контрольные цифры')).toBeVisible()
    await inn.fill(org.inn)
    await dialog.getByRole('button', { name: 'Найти' }).click()
    await expect(dialog.getByText(org.shortName)).toBeVisible()
    await dialog.getByRole('radio', { name: 'Администратор организации' }).check()
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Отправить запрос' }).click()
    await expect(dialog.getByText('Запрос на присоединение отправлен администраторам организации.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Готово' }).click()
    const row = page.getByTestId('my-organization-row').filter({ hasText: org.shortName })
    await expect(row).toContainText('Запрос на добавление')
    // A request still waiting is not a link and offers no default choice.
    await expect(row.getByRole('link')).toHaveCount(0)

    // The Admin opens the link of the join-request e-mail: the modal opens at once, without the list call.
    const context = page.context()
    await context.clearCookies()
    await signIn(page, admin.email, TEST_PASSWORD)
    let listed = false
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/api/organizations/${org.id}/users`)) listed = true
    })
    await page.goto(`/organization/${org.id}?confirm=${user.id}`)
    const confirm = page.getByRole('dialog', { name: 'Подтверждение заявки' })
    await expect(confirm).toBeVisible()
    expect(listed).toBe(false)
    // The requested role is preselected.
    await expect(confirm.getByRole('radio', { name: 'Администратор организации' })).toBeChecked()
    await confirm.getByRole('radio', { name: 'Сотрудник' }).check()
    await confirm.getByRole('button', { name: 'Принять' }).click()
    const result = page.getByRole('dialog', { name: 'Заявка успешно подтверждена' })
    await expect(result).toContainText(
      `Новичков Николай успешно назначен(а) на роль «сотрудник организации» в ${org.shortName}, ИНН: ${org.inn}.`,
    )
    await result.getByRole('button', { name: 'Закрыть' }).click()
    await expect(page).not.toHaveURL(/confirm=/)
    const employeeRow = page.getByTestId('employee-row').filter({ hasText: 'Новичков Николай' })
    await expect(employeeRow).toContainText('Активный')
    await expectNoSeriousA11yViolations(page)

    // The user now sees the organization as an accepted one, a link to its page.
    await context.clearCookies()
    await signIn(page, user.email, TEST_PASSWORD)
    // Now a member, the user is offered the organization to work in, and the header shows it.
    const choice = page.getByRole('dialog', { name: 'Выбор организации' })
    await choice.getByRole('button', { name: 'Выбрать' }).click()
    await expect(page.getByRole('banner').first().getByTestId('organization-block')).toContainText(org.shortName)
    await page.goto('/my-organizations')
    const accepted = page.getByTestId('my-organization-row').filter({ hasText: org.shortName })
    await expect(accepted).toContainText('Активный')
    await accepted.getByRole('link', { name: org.shortName }).click()
    await expect(page).toHaveURL(new RegExp(`/organization/${org.id}$`))
    await expect(page.getByTestId('organization-ИНН')).toHaveText(org.inn)
  })

  test('the Admin changes an employee’s role; the own row’s actions are disabled', async ({ page, db }) => {
    const { org, admin } = await freshTeam(db, [{ surname: 'Ролев', name: 'Роман' }])
    await signIn(page, admin.email, TEST_PASSWORD)
    await page.goto(`/organization/${org.id}`)
    const own = page.getByTestId('employee-row').filter({ hasText: 'Администраторова Алла' })
    await own.getByRole('button', { name: /Действия/ }).click()
    await expect(page.getByRole('menuitem', { name: 'Исключить' })).toBeDisabled()
    await page.keyboard.press('Escape')
    // Gone before the next row's menu opens, which holds the same items.
    await expect(page.getByRole('menu')).toHaveCount(0)

    const row = page.getByTestId('employee-row').filter({ hasText: 'Ролев Роман' })
    await expect(row).toContainText('Сотрудник')
    await row.getByRole('button', { name: /Действия/ }).click()
    await page.getByRole('menuitem', { name: 'Изменить роль' }).click()
    const dialog = page.getByRole('dialog', { name: 'Изменение роли' })
    await expect(dialog).toContainText('«Администратор организации»')
    const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/role'))
    await dialog.getByRole('button', { name: 'Изменить роль' }).click()
    expect((await sent).postDataJSON()).toEqual({ role: 'Admin' })
    const done = page.getByRole('dialog', { name: 'Роль успешно изменена' })
    await expect(done).toBeVisible()
    await done.getByRole('button', { name: 'Закрыть' }).click()
    await expect(row).toContainText('Администратор организации')
  })

  test('the Admin excludes an employee; the excluded user loses access at once', async ({ page, db, browser }) => {
    const { org, admin, people } = await freshTeam(db, [
      { surname: 'Уходов', name: 'Ульян' },
      { surname: 'Остаев', name: 'Олег' },
    ])
    const other = await browser.newPage()
    await signIn(other, people[0].email, TEST_PASSWORD)
    await other.goto(`/organization/${org.id}`)
    await expect(other.getByTestId('organization-ИНН')).toHaveText(org.inn)

    await signIn(page, admin.email, TEST_PASSWORD)
    await page.goto(`/organization/${org.id}`)
    const row = page.getByTestId('employee-row').filter({ hasText: 'Уходов Ульян' })
    await row.getByRole('button', { name: /Действия/ }).click()
    const infoCall = page.waitForResponse((r) => r.url().endsWith(`/users/${people[0].id}/exclusion`))
    const activeCall = page.waitForResponse((r) => r.url().endsWith('/users/active'))
    await page.getByRole('menuitem', { name: 'Исключить' }).click()
    expect((await infoCall).status()).toBe(200)
    expect((await activeCall).status()).toBe(200)
    const dialog = page.getByRole('dialog', { name: 'Исключение пользователя' })
    await expect(dialog).toContainText('Исключить пользователя Уходов Ульян из организации?')
    await dialog.getByRole('button', { name: 'Исключить' }).click()
    const done = page.getByRole('dialog', { name: 'Пользователь исключен' })
    await expect(done).toBeVisible()
    // The user had no active applications: nothing was passed on, so the result does not say so.
    await expect(done).not.toContainText('Активные заявки')
    await done.getByRole('button', { name: 'Закрыть' }).click()
    await expect(row).toHaveCount(0)

    await other.reload()
    await expect(other.getByText('При загрузке раздела возникла техническая ошибка')).toBeVisible()
    await expect(other.getByText('Пользователь исключен из организации')).toBeVisible()
    await other.close()
  })

  test('excluding a user with active applications needs a target, and the result names who got them', async ({
    page,
    db,
    browser,
  }) => {
    const { org, admin, people } = await freshTeam(db, [
      { surname: 'Занятов', name: 'Захар' },
      { surname: 'Принимаев', name: 'Павел' },
    ])
    const leaver = await browser.newPage()
    await signIn(leaver, people[0].email, TEST_PASSWORD)
    await fileApplicationAs(leaver, 'Незакрытая заявка')
    await leaver.close()

    await signIn(page, admin.email, TEST_PASSWORD)
    await page.goto(`/organization/${org.id}`)
    const row = page.getByTestId('employee-row').filter({ hasText: 'Занятов Захар' })
    await row.getByRole('button', { name: /Действия/ }).click()
    await page.getByRole('menuitem', { name: 'Исключить' }).click()
    const dialog = page.getByRole('dialog', { name: 'Исключение пользователя' })
    await expect(dialog).toContainText('У пользователя есть активные заявки.')
    const excluded = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith('/exclude'), {
      timeout: 1_000,
    })
    await dialog.getByRole('button', { name: 'Исключить' }).click()
    await expect(dialog.getByText('Обязательное поле')).toBeVisible()
    await expect(excluded).rejects.toThrow()

    await dialog.getByRole('combobox', { name: /Передать активные заявки/ }).click()
    await page.getByRole('option', { name: 'Принимаев Павел' }).click()
    await expect(dialog.getByText('Обязательное поле')).toBeHidden()
    await dialog.getByRole('button', { name: 'Исключить' }).click()
    const done = page.getByRole('dialog', { name: 'Пользователь исключен' })
    await expect(done).toContainText('Активные заявки пользователя переданы: Принимаев Павел.')
  })

  test("a declined join request stays in the requester's list as declined", async ({ page, db }) => {
    const { org, admin } = await freshTeam(db)
    const user = await buildUser(db, { acceptedAgreementId: await currentAgreementId(db), surname: 'Отказова' })
    await addMember(db, org.id, user.id, { role: 'Employee', status: 'Created' })
    await signIn(page, admin.email, TEST_PASSWORD)
    await page.goto(`/organization/${org.id}`)
    const row = page.getByTestId('employee-row').filter({ hasText: 'Отказова' })
    await row.getByRole('button', { name: /Действия/ }).click()
    await page.getByRole('menuitem', { name: 'Отклонить' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Отклонить' }).click()
    const done = page.getByRole('dialog', { name: 'Заявка на присоединение отклонена' })
    await done.getByRole('button', { name: 'Закрыть' }).click()
    await expect(row).toHaveCount(0)

    await page.context().clearCookies()
    await signIn(page, user.email, TEST_PASSWORD)
    await page.goto('/my-organizations')
    const mine = page.getByRole('row').filter({ hasText: org.inn })
    await expect(mine).toContainText('Отклонен')
  })

  test('employee list: filter, search, sort, states and the employee page', async ({ page }) => {
    await signIn(page, demo.orgAdmin)
    const { organization } = await (await page.request.get('/api/user/info')).json()
    await page.goto(`/organization/${organization.organizationId}`)
    await expect(page.getByRole('heading', { name: 'ООО «Проектное бюро»' })).toBeVisible({ timeout: 30_000 })
    const rows = page.getByTestId('employee-row')
    await expect(rows.first()).toContainText('Алексеева Ольга Игоревна')
    await expect(page.getByRole('navigation', { name: 'Страницы списка сотрудников' })).toBeVisible()

    await page.getByRole('button', { name: 'Фильтр: Статус' }).click()
    await page.getByRole('combobox', { name: 'Статус' }).click()
    await page.getByRole('option', { name: 'Запрос на добавление' }).click()
    await page.getByRole('button', { name: 'Применить' }).click()
    await expect(rows).toHaveCount(2)
    await rows
      .first()
      .getByRole('button', { name: /Действия/ })
      .click()
    await expect(page.getByRole('menuitem', { name: 'Принять' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Отклонить' })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Фильтр: Статус' }).click()
    await page.getByRole('button', { name: 'Сбросить' }).click()

    await page.getByLabel('Поиск сотрудников').fill('нет такого сотрудника')
    await expect(page.getByText('Сотрудники не найдены')).toBeVisible()
    await page.getByLabel('Поиск сотрудников').fill('Иванов')
    await expect(rows).toHaveCount(1)
    await rows.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/organization\/[^/]+\/employees\/[^/]+$/)
    await expect(page.getByRole('heading', { name: 'Иванов Иван Иванович' })).toBeVisible()
    await expect(page.getByText('АО «Стройэкспертиза»')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // `?error` is SPEC's switch for the list's error state: the card stays, the list says it failed.
    await page.goto(`/organization/${organization.organizationId}?error`)
    await expect(page.getByRole('heading', { name: 'ООО «Проектное бюро»' })).toBeVisible()
    await expect(page.getByText('При загрузке списка сотрудников возникла техническая ошибка')).toBeVisible()
  })

  test('registering an unknown INN files an application to the operators: its number links to the order', async ({
    page,
    db,
  }) => {
    const user = await buildUser(db, { acceptedAgreementId: await currentAgreementId(db) })
    const inn = freshInn()
    await signIn(page, user.email, TEST_PASSWORD)
    await page.getByRole('button', { name: 'Перейти в «Мои организации»' }).click()
    await page.getByRole('button', { name: 'Присоединиться к организации' }).click()
    const dialog = page.getByRole('dialog', { name: 'Присоединиться к организации' })
    await dialog.getByLabel('ИНН организации').fill(inn)
    await dialog.getByRole('button', { name: 'Найти' }).click()
    await expect(dialog.getByText('Организация не найдена')).toBeVisible()
    await dialog.getByLabel('Краткое наименование организации').fill('ООО «Регистрация»')
    await dialog
      .getByLabel('Полное наименование организации')
      .fill('Общество с ограниченной ответственностью «Регистрация»')
    const kpp = dialog.getByLabel('КПП')
    await kpp.fill('12345')
    await dialog.getByRole('button', { name: 'Отправить запрос' }).click()
    await expect(dialog.getByText(/КПП должен содержать 9 символов/)).toBeVisible()
    await kpp.fill('7701ab001')
    await expect(kpp).toHaveValue('7701AB001')
    await expectNoSeriousA11yViolations(page)
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/user/organizations'),
    )
    await dialog.getByRole('button', { name: 'Отправить запрос' }).click()
    const { application } = await (await answered).json()
    await expect(dialog.getByText('Организация отправлена на регистрацию.', { exact: false })).toBeVisible()
    const link = dialog.getByRole('link', { name: `№${application.number}` })
    await expect(link).toHaveAttribute('href', `/orders/${application.id}`)
    await expectNoSeriousA11yViolations(page)

    // The operators read the INN, KPP and names in the application the user owns.
    const details = await page.request.get(`/api/applications/${application.id}`)
    const body = await details.json()
    expect(body.text).toContain(`ИНН: ${inn}`)
    expect(body.text).toContain('КПП: 7701AB001')
    expect(body.text).toContain('Полное наименование: Общество с ограниченной ответственностью «Регистрация»')
    await dialog.getByRole('button', { name: 'Готово' }).click()
    await expect(page.getByTestId('my-organization-row').filter({ hasText: 'ООО «Регистрация»' })).toContainText(
      'Запрос на добавление',
    )
  })

  test('the platform Admin finds organizations and confirms a registration', async ({ page }) => {
    await signIn(page, demo.admin)
    await page.goto('/organizations')
    await expectNoSeriousA11yViolations(page)
    await page.getByLabel('Поиск по наименованию или ИНН').fill('Северный')
    await expect(page).toHaveURL(/\/organizations\/search\?search=/)
    const row = page.getByTestId('organization-row').filter({ hasText: 'ООО «Северный проект»' })
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: 'Подтвердить' }).click()
    await page
      .getByRole('dialog', { name: 'Подтвердить регистрацию' })
      .getByRole('button', { name: 'Подтвердить' })
      .click()
    await expect(row).toContainText('Подтверждена')
    await row.getByRole('link', { name: 'ООО «Северный проект»' }).click()
    await expect(page.getByRole('heading', { name: 'ООО «Северный проект»' })).toBeVisible()
    await expect(page.getByTestId('employee-row')).toContainText('Титов Олег Борисович')

    // From a search, the link to the whole list leads there and empties the box (the typed text does not bring the
    // search back).
    await page.goto(`/organizations/search?search=${encodeURIComponent('Северный')}`)
    await expect(page.getByLabel('Поиск по наименованию или ИНН')).toHaveValue('Северный')
    await page.getByRole('button', { name: 'Профиль' }).click()
    await page.getByRole('menuitem', { name: 'Организации' }).click()
    await expect(page.getByLabel('Поиск по наименованию или ИНН')).toHaveValue('')
    await expect(page).toHaveURL(/\/organizations$/)
    await expect(page.getByTestId('organization-row').first()).toBeVisible()
  })
})
