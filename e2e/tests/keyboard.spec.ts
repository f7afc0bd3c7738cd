import type { Browser, Page } from '@playwright/test'
import { addMember, buildUser, TEST_PASSWORD } from '../../apps/server/test/factories'
import { fileApplicationAs, moveAs, pdf, takeAs } from '../support/applications'
import { ARTICLE } from '../support/create-order-form'
import { DEMO_PASSWORD, demo, expect, test } from '../support/fixtures'
import { chooseWithArrows, expectFocusTrappedIn, tabTo } from '../support/keyboard'
import { expireNotificationsSql } from '../support/notifications'
import { freshTeam } from '../support/organizations'
import { currentAgreementId, freshUser } from '../support/shell'

type Db = Parameters<Parameters<typeof test>[2]>[0]['db']

/** Signs in with the keyboard only: Tab to each field, type, Enter submits the form. */
async function signInByKeyboard(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.goto('/login')
  const loginField = page.getByLabel('Электронная почта или имя пользователя')
  await tabTo(page, loginField)
  await page.keyboard.type(login)
  await tabTo(page, page.getByLabel('Пароль', { exact: true }), 3)
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/\/login/)
}

/** Opens an item of the profile menu in the header: Enter opens it, the arrows move, Enter follows. */
async function openProfileMenuItem(page: Page, item: string) {
  await tabTo(page, page.getByRole('button', { name: 'Профиль' }))
  await page.keyboard.press('Enter')
  const wanted = page.getByRole('menuitem', { name: item })
  await expect(wanted).toBeVisible()
  await tabTo(page, wanted, 12, 'ArrowDown')
  await page.keyboard.press('Enter')
}

async function operatorPage(browser: Browser, db: Db) {
  const admin = await buildUser(db, { role: 'Admin', acceptedAgreementId: await currentAgreementId(db) })
  const page = await (await browser.newContext()).newPage()
  await signInByKeyboard(page, admin.email, TEST_PASSWORD)
  return page
}

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 120_000 })

  test('signs in', async ({ page }) => {
    await page.goto('/login')
    await tabTo(page, page.getByLabel('Электронная почта или имя пользователя'))
    await page.keyboard.type(demo.employee)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Пароль', { exact: true })).toBeFocused()
    await page.keyboard.type(DEMO_PASSWORD)
    await tabTo(page, page.getByRole('button', { name: 'Войти' }))
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/\/login/)
    await expect(page.getByRole('button', { name: 'Профиль' })).toBeVisible()
  })

  test('finds an article through the search and opens it', async ({ page }) => {
    await signInByKeyboard(page, demo.employee)
    await page.goto('/knowledge-base')
    await tabTo(page, page.getByRole('textbox', { name: 'Поиск по базе знаний' }))
    await page.keyboard.type(ARTICLE)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?text=/)
    await tabTo(page, page.getByRole('link', { name: ARTICLE }).first(), 60)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible()
  })

  test('creates an application with a file', async ({ page, db }) => {
    await freshUserFor(page, db)
    await page.goto('/search?text=' + encodeURIComponent(ARTICLE))
    await tabTo(page, page.getByRole('link', { name: ARTICLE }).first(), 60)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE })).toBeVisible()
    await tabTo(page, page.getByRole('button', { name: 'Создать заявку' }), 80)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Новая заявка' })).toBeVisible()

    for (const [name, option] of [
      ['Тип заявки', 'Сообщение об ошибке'],
      ['Гарантия', 'Без гарантийных обязательств'],
      ['Влияние', 'Затрагивает одного пользователя'],
    ] as const) {
      const select = page.getByRole('combobox', { name })
      await tabTo(page, select)
      await chooseWithArrows(page, select, option)
      await expect(select).toHaveValue(option)
    }
    await tabTo(page, page.getByRole('textbox', { name: 'Тема' }))
    await page.keyboard.type('Не открывается выписка')
    await tabTo(page, page.getByRole('textbox', { name: 'Описание' }))
    await page.keyboard.type('Страница выписки остается пустой.')
    await tabTo(page, page.getByTestId('file-drop-zone'))
    const chooser = page.waitForEvent('filechooser')
    await page.keyboard.press('Enter')
    await (await chooser).setFiles(pdf('выписка.pdf'))
    await expect(page.getByRole('list', { name: 'Выбранные файлы' })).toContainText('выписка.pdf')
    await tabTo(page, page.getByRole('button', { name: 'Отправить заявку' }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
    await expect(page.getByText(/Заявка № \d+ успешно создана/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'выписка.pdf' })).toBeVisible()
  })

  test('closes an application with a mark', async ({ page, db, browser }) => {
    await freshUserFor(page, db)
    const order = await fileApplicationAs(page, 'Закрыть с оценкой')
    const operator = await operatorPage(browser, db)
    await takeAs(operator, order.id)
    await moveAs(operator, order.id, 'resolved', 'Исправлено')
    await operator.context().close()

    await page.goto(`/orders/${order.id}`)
    await expect(page.getByText('Выполнена', { exact: true })).toBeVisible()
    const opener = page.getByRole('button', { name: 'Закрыть заявку' })
    await tabTo(page, opener, 60)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Закрыть заявку' })
    await expect(dialog).toBeVisible()
    await expectFocusTrappedIn(page, dialog)
    await tabTo(page, dialog.getByRole('radio').first(), 10)
    for (let i = 0; i < 5 && !(await dialog.getByRole('radio', { name: 'Оценка 4' }).isChecked()); i++)
      await page.keyboard.press('ArrowRight')
    await expect(dialog.getByRole('radio', { name: 'Оценка 4' })).toBeChecked()
    const closing = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes(`/applications/${order.id}/close`),
    )
    await tabTo(page, dialog.getByRole('button', { name: 'Закрыть заявку' }), 10)
    await page.keyboard.press('Enter')
    expect(new URL((await closing).url()).searchParams.get('mark')).toBe('4')
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Закрыта', { exact: true })).toBeVisible()
    // «Закрыть заявку» is gone with the status: focus stays among the order's actions, not at the page's start.
    await expect(page.getByRole('button', { name: 'Возобновить' })).toBeFocused()
  })

  test('accepts a join request as the organization admin', async ({ page, db }) => {
    const { org, admin } = await freshTeam(db)
    const user = await buildUser(db, {
      acceptedAgreementId: await currentAgreementId(db),
      surname: 'Клавишин',
      name: 'Кирилл',
      patronymic: null,
    })
    await addMember(db, org.id, user.id, { role: 'Employee', status: 'Created' })
    await signInByKeyboard(page, admin.email, TEST_PASSWORD)
    await page.goto(`/organization/${org.id}`)
    const row = page.getByTestId('employee-row').filter({ hasText: 'Клавишин Кирилл' })
    await expect(row).toContainText('Запрос на добавление')
    await tabTo(page, row.getByRole('button', { name: /Действия/ }), 80)
    await page.keyboard.press('Enter')
    const accept = page.getByRole('menuitem', { name: 'Принять' })
    await expect(accept).toBeVisible()
    await tabTo(page, accept, 5, 'ArrowDown')
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Подтверждение заявки' })
    await expect(confirm).toBeVisible()
    await tabTo(page, confirm.getByRole('button', { name: 'Принять' }), 10)
    await page.keyboard.press('Enter')
    const done = page.getByRole('dialog', { name: 'Заявка успешно подтверждена' })
    await expect(done).toBeVisible()
    await tabTo(page, done.getByRole('button', { name: 'Закрыть' }), 5)
    await page.keyboard.press('Enter')
    await expect(row).toContainText('Активный')
    // Back on the row's menu button the request was accepted from.
    await expect(row.getByRole('button', { name: /Действия/ })).toBeFocused()
  })

  test('publishes a notification as the platform admin', async ({ page, db }) => {
    await signInByKeyboard(page, demo.admin)
    await openProfileMenuItem(page, 'Оповещения')
    await expect(page).toHaveURL(/\/notifications$/)
    await tabTo(page, page.getByRole('link', { name: /Создать оповещение/ }), 80)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/create-notification$/)
    const title = `Клавиатурное оповещение ${Date.now().toString(36)}`
    const created: string[] = []
    try {
      await tabTo(page, page.getByLabel('Заголовок'), 80)
      await page.keyboard.type(title)
      await tabTo(page, page.getByLabel('Текст'), 3)
      await page.keyboard.type('Портал работает в обычном режиме.')
      await tabTo(page, page.getByLabel('Опубликовать сразу'), 3)
      await page.keyboard.press('Space')
      await expect(page.getByLabel('Опубликовать сразу')).toBeChecked()
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST')
      await tabTo(page, page.getByRole('button', { name: 'Сохранить' }), 20)
      await page.keyboard.press('Enter')
      const answer = await saved
      expect(answer.status()).toBe(200)
      created.push(((await answer.json()) as { id: string }).id)
      await expect(page).toHaveURL(/\/notifications$/)
      await expect(page.getByTestId('notification-row').filter({ hasText: title })).toContainText('Опубликовано')
    } finally {
      await db.handle.pool.query(expireNotificationsSql, [created])
    }
  })

  test('exports a report', async ({ page }) => {
    await signInByKeyboard(page, demo.orgAdmin)
    await openProfileMenuItem(page, 'Отчеты по статьям')
    await expect(page).toHaveURL(/\/reports\/articles$/)
    const selector = page.getByRole('combobox', { name: 'Отчет', exact: true })
    await tabTo(page, selector, 80)
    await chooseWithArrows(page, selector, 'Переходы по тегам')
    await expect(selector).toHaveValue('Переходы по тегам')
    await tabTo(page, page.getByRole('button', { name: 'Выгрузить в XLSX' }), 20)
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    expect((await download).suggestedFilename()).toMatch(/^Переходы по тегам .*\.xlsx$/)
  })

  test('changes the phone in the profile', async ({ page, db }) => {
    await freshUserFor(page, db)
    await openProfileMenuItem(page, 'Общая информация')
    await expect(page).toHaveURL(/\/profile$/)
    const opener = page.getByRole('button', { name: 'Изменить телефон' })
    await tabTo(page, opener, 80)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Изменение номера телефона' })
    const input = dialog.getByRole('textbox', { name: 'Номер телефона' })
    await expect(input).toBeFocused()
    // Escape leaves the dialog, back on its button; Enter opens it again.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(input).toBeFocused()
    await expectFocusTrappedIn(page, dialog)
    await tabTo(page, input, 5)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    await page.keyboard.type('9161234567')
    await expect(input).toHaveValue('+7 (916) 123-45-67')
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/phone') && r.request().method() === 'PATCH')
    await tabTo(page, dialog.getByRole('button', { name: 'Сохранить' }), 5)
    await page.keyboard.press('Enter')
    expect((await saved).status()).toBe(200)
    await expect(dialog).toBeHidden()
    await expect(page.locator('dd', { hasText: '+7 (916) 123-45-67' })).toBeVisible()
    // Focus returns to the button that opened the dialog.
    await expect(opener).toBeFocused()
  })
})

/** A user of its own (the test changes its data), signed in with the keyboard. */
async function freshUserFor(page: Page, db: Db) {
  const fresh = await freshUser(db)
  await signInByKeyboard(page, fresh.user.email, fresh.password)
  return fresh
}
