import type { Browser, Download, Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import type { KbService, KbSystem } from '@psp/contracts'
import { eq, inArray } from 'drizzle-orm'
import { applications, users } from '../../apps/server/src/db/schema/index'
import { E2E_BASE_URL } from '../support/env'
import { TEST_PASSWORD } from '../../apps/server/test/factories'
import { expect, test } from '../support/fixtures'
import { expectNoSeriousA11yViolationsAt, freshTeam } from '../support/organizations'
import { signIn } from '../support/shell'

type Db = Parameters<Parameters<typeof test>[2]>[0]['db']
const XHR = { 'X-Requested-With': 'XMLHttpRequest' }
const SYSTEM = 'Портал самообслуживания'

/** A signed-in browser page of its own (own cookies) for one user. */
async function pageOf(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL })
  const page = await context.newPage()
  await signIn(page, email, TEST_PASSWORD)
  return page
}

/** Files applications through the API as the page's user would (POST /api/applications); answers them in order. */
async function fileOrders(page: Page, subjects: string[]) {
  const request = page.request
  const get = async <T>(url: string) => (await (await request.get(url, { headers: XHR })).json()) as T
  const system = (await get<KbSystem[]>('/api/systems')).find((s) => s.title === SYSTEM)!
  const [service] = await get<KbService[]>(`/api/services?systemUuid=${system.uuid}`)
  const [type] = await get<Array<{ fullyQualifiedName: string }>>(`/api/services/${service.uuid}/applicationTypes`)
  const [warranty] = await get<Array<{ value: string }>>('/api/warranties')
  const [impact] = await get<Array<{ value: string }>>('/api/impacts')
  const filed: Array<{ id: string; number: number; subject: string }> = []
  for (const subject of subjects) {
    const answer = await request.post('/api/applications', {
      headers: XHR,
      data: {
        systemUuid: system.uuid,
        serviceUuid: service.uuid,
        applicationType: type.fullyQualifiedName,
        warranty: warranty.value,
        impact: impact.value,
        subject,
        text: 'Описание проблемы для проверки списка заявок.',
      },
    })
    expect(answer.status(), await answer.text()).toBe(200)
    filed.push(await answer.json())
  }
  return filed
}

const rows = (page: Page) => page.getByTestId('order-row')
const setRows = (db: Db, ids: string[], values: Partial<typeof applications.$inferInsert>) =>
  db.db.update(applications).set(values).where(inArray(applications.id, ids))

async function openFilter(page: Page, title: string) {
  await page.getByRole('button', { name: `Фильтр: ${title}` }).click()
  return page.getByRole('dialog', { name: `Фильтр: ${title}` })
}
async function sortBy(page: Page, title: string, label: string) {
  await page.getByRole('button', { name: `Сортировка: ${title}` }).click()
  // The menu of this column: the one opened before may still be fading out.
  await page
    .getByRole('menu', { name: `Сортировка: ${title}` })
    .getByRole('menuitem', { name: label })
    .click()
}

/** Twelve applications of one user: «Принтер 1..10», «Сканер», «Монитор»; the list shows ten a page. */
async function ownOrders(db: Db, browser: Browser) {
  const team = await freshTeam(db, [{ surname: 'Сотрудникова', name: 'Светлана' }])
  const page = await pageOf(browser, team.admin.email)
  const subjects = [...Array.from({ length: 10 }, (_, i) => `Принтер ${i + 1}`), 'Сканер не сканирует', 'Монитор']
  const filed = await fileOrders(page, subjects)
  return { team, page, filed }
}

/** Clicks the export button and reads the downloaded workbook's first sheet: its rows of cell texts. */
async function exportedRows(page: Page) {
  const download: Promise<Download> = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(await file.path())
  const sheet = workbook.worksheets[0]
  const texts: string[][] = []
  sheet.eachRow((row) => texts.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))))
  return texts
}

test.describe('order lists (/orders)', () => {
  test('switches the lists, shows statuses and totals, and pages by the `page` parameter', async ({ db, browser }) => {
    const { page, filed } = await ownOrders(db, browser)
    await setRows(db, [filed[0].id], { archivedAt: new Date() })
    await setRows(db, [filed[1].id], { status: 'closed' })
    await setRows(db, [filed[2].id], { status: 'waiting' })
    await setRows(db, [filed[3].id], { status: 'no-such-status' })

    await page.goto('/orders')
    await expect(page.getByRole('heading', { name: 'Заявки', level: 1 })).toBeVisible()
    await expect(page.getByText('Всего: 12')).toBeVisible()
    await expect(rows(page)).toHaveCount(10)
    const tabs = page.getByRole('tablist', { name: 'Списки заявок' })
    // «Все» holds the archived one too.
    await expect(tabs.getByRole('tab', { name: /Все/ })).toContainText('12')
    await expect(tabs.getByRole('tab', { name: /Актуальные/ })).toContainText('10')
    await expect(tabs.getByRole('tab', { name: /Архив/ })).toContainText('1')
    await expect(page.getByText('Ожидает уточнений у пользователя')).toBeVisible()
    await expect(page.getByText('Неизвестный статус')).toBeVisible()

    // Page 2 of «Все», then a page past the end leads back to the last one.
    await page.getByRole('navigation', { name: 'Постраничная навигация' }).getByRole('button', { name: '2' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(rows(page)).toHaveCount(2)
    await page.goto('/orders?page=9')
    await page.getByRole('button', { name: 'Перейти на последнюю страницу' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    await expect(rows(page)).toHaveCount(2)

    await tabs.getByRole('tab', { name: /Архив/ }).click()
    await expect(page).toHaveURL(/list=archive/)
    await expect(page).not.toHaveURL(/page=/)
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page)).toContainText(filed[0].subject)
    await tabs.getByRole('tab', { name: /Актуальные/ }).click()
    await expect(page.getByText('Всего: 10')).toBeVisible()
    await expect(page.getByRole('link', { name: filed[1].subject })).toHaveCount(0)
    // A row leads to its order page.
    await expect(page.getByRole('link', { name: `№ ${filed[2].number}` })).toHaveAttribute(
      'href',
      `/orders/${filed[2].id}`,
    )
    await page.context().close()
  })

  test('filters by number, string, select and date, and sorts by a column', async ({ db, browser }) => {
    const { page, filed } = await ownOrders(db, browser)
    await setRows(db, [filed[4].id], { status: 'waiting' })
    await setRows(db, [filed[5].id], { createdAt: new Date('2025-03-15T10:00:00Z') })
    await page.goto('/orders')
    await expect(page.getByText('Всего: 12')).toBeVisible()

    // number
    let filter = await openFilter(page, 'Номер')
    await filter.getByRole('button', { name: 'Применить' }).click()
    await expect(filter.getByText('Поле должно быть заполнено')).toBeVisible()
    await filter.getByRole('textbox', { name: 'Номер' }).fill(String(filed[7].number))
    await filter.getByRole('button', { name: 'Применить' }).click()
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page)).toContainText(filed[7].subject)
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click()
    await expect(page.getByText('Всего: 12')).toBeVisible()

    // string, contains and not
    filter = await openFilter(page, 'Тема')
    await filter.getByRole('textbox', { name: 'Тема' }).fill('сканер')
    await filter.getByRole('button', { name: 'Применить' }).click()
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page)).toContainText('Сканер не сканирует')
    filter = await openFilter(page, 'Тема')
    await filter.getByText('Не содержит').click()
    await filter.getByRole('button', { name: 'Применить' }).click()
    await expect(page.getByText('Всего: 11')).toBeVisible()
    filter = await openFilter(page, 'Тема')
    await filter.getByRole('button', { name: 'Сбросить' }).click()

    // select
    filter = await openFilter(page, 'Статус')
    await filter.getByRole('combobox', { name: 'Статус' }).click()
    // The open list pushes «Сбросить» and «Применить» below itself instead of covering them.
    const list = (await filter.getByRole('listbox').boundingBox())!
    for (const name of ['Сбросить', 'Применить']) {
      const button = (await filter.getByRole('button', { name }).boundingBox())!
      expect(button.y, name).toBeGreaterThanOrEqual(list.y + list.height)
    }
    await page.getByRole('option', { name: 'Ожидает уточнений у пользователя' }).click()
    await filter.getByRole('button', { name: 'Применить' }).click()
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page)).toContainText(filed[4].subject)
    filter = await openFilter(page, 'Статус')
    await filter.getByRole('button', { name: 'Сбросить' }).click()
    await expect(page.getByText('Всего: 12')).toBeVisible()

    // date
    filter = await openFilter(page, 'Создана')
    await filter.getByRole('button', { name: 'Применить' }).click()
    await expect(
      filter.getByText('Поля должны содержать две даты, первая дата должна быть не больше второй'),
    ).toBeVisible()
    await filter.getByLabel('Создана: с').fill('01.03.2025')
    await filter.getByLabel('Создана: по').fill('31.03.2025')
    await filter.getByRole('button', { name: 'Применить' }).click()
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page)).toContainText(filed[5].subject)
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click()

    // sort
    await sortBy(page, 'Номер', 'Сортировать по возрастанию')
    await expect(rows(page).first()).toContainText(`№ ${filed[0].number}`)
    await sortBy(page, 'Номер', 'Сортировать по убыванию')
    await expect(rows(page).first()).toContainText(`№ ${filed[11].number}`)
    await sortBy(page, 'Создана', 'Сортировать по возрастанию')
    await expect(rows(page).first()).toContainText(filed[5].subject)
    await sortBy(page, 'Создана', 'Сортировать по умолчанию')
    await expect(rows(page).first()).toContainText(`№ ${filed[11].number}`)
    await page.context().close()
  })

  test('exports exactly what the view shows, every page of it, to a spreadsheet', async ({ db, browser }) => {
    const { page, filed } = await ownOrders(db, browser)
    await page.goto('/orders')
    await sortBy(page, 'Номер', 'Сортировать по возрастанию')
    await expect(rows(page).first()).toContainText(`№ ${filed[0].number}`)
    // Twelve applications, ten on the page: the file holds all twelve, in the list's order, under Russian headers.
    let sheet = await exportedRows(page)
    expect(sheet[0].slice(0, 2)).toEqual(['Номер', 'Тема'])
    expect(sheet.slice(1).map((row) => row[0])).toEqual(filed.map((f) => String(f.number)))
    expect(sheet.slice(1).map((row) => row[1])).toEqual(filed.map((f) => f.subject))

    const filter = await openFilter(page, 'Тема')
    await filter.getByRole('textbox', { name: 'Тема' }).fill('сканер')
    await filter.getByRole('button', { name: 'Применить' }).click()
    await expect(rows(page)).toHaveCount(1)
    sheet = await exportedRows(page)
    expect(sheet.slice(1).map((row) => row[1])).toEqual(['Сканер не сканирует'])
    await page.context().close()
  })

  test('saves a view, reapplies it after a reload and when chosen, and updates it', async ({ db, browser }) => {
    const { page, filed } = await ownOrders(db, browser)
    await setRows(db, [filed[2].id, filed[6].id], { status: 'waiting' })
    // One more waiting, but archived: in «Все», not in «Актуальные», so the two lists tell apart.
    await setRows(db, [filed[8].id], { status: 'waiting', archivedAt: new Date() })
    await page.goto('/orders?list=actual')
    {
      const dialog = await openFilter(page, 'Статус')
      await dialog.getByRole('combobox', { name: 'Статус' }).click()
      await page.getByRole('option', { name: 'Ожидает уточнений у пользователя' }).click()
      await dialog.getByRole('button', { name: 'Применить' }).click()
    }
    await sortBy(page, 'Номер', 'Сортировать по убыванию')
    await expect(rows(page)).toHaveCount(2)
    await expect(rows(page).first()).toContainText(`№ ${filed[6].number}`)

    await page.getByRole('button', { name: 'Сохранить как новое' }).click()
    const modal = page.getByRole('dialog', { name: 'Новое представление' })
    await modal.getByRole('button', { name: 'Сохранить' }).click()
    await expect(modal.getByText('Обязательное поле')).toBeVisible()
    await modal.getByLabel('Название представления').fill('Ждут меня')
    await modal.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Представление «Ждут меня» сохранено')).toBeVisible()

    // After a reload the remembered view is applied again: its list, sort and filter.
    await page.goto('/orders')
    await expect(page.getByRole('combobox', { name: 'Представление' })).toHaveValue('Ждут меня')
    await expect(page).toHaveURL(/list=actual/)
    await expect(page.getByRole('tab', { name: /Актуальные/ })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('Всего: 2')).toBeVisible()
    await expect(rows(page)).toHaveCount(2)
    await expect(rows(page).first()).toContainText(`№ ${filed[6].number}`)
    await expect(page.getByText('Сортировка или фильтры изменены')).toHaveCount(0)
    // An address naming a list opens that list, with the view's sort and filter.
    await page.goto('/orders?list=archive')
    await expect(page.getByRole('tab', { name: /Архив/ })).toHaveAttribute('aria-selected', 'true')
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page)).toContainText(filed[8].subject)

    // Clear the table, then choosing the view reapplies it (and its list).
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click()
    await page.getByRole('tab', { name: /Все/ }).click()
    await expect(page.getByText('Всего: 12')).toBeVisible()
    await expect(page.getByText('Сортировка или фильтры изменены')).toBeVisible()
    await page.getByRole('combobox', { name: 'Представление' }).click()
    await page.getByRole('option', { name: 'Ждут меня' }).click()
    await expect(page).toHaveURL(/list=actual/)
    await expect(rows(page)).toHaveCount(2)

    // Update: ascending instead, saved over the view.
    await sortBy(page, 'Номер', 'Сортировать по возрастанию')
    await expect(rows(page).first()).toContainText(`№ ${filed[2].number}`)
    await page.getByRole('button', { name: 'Обновить представление' }).click()
    await expect(page.getByText('Представление «Ждут меня» обновлено')).toBeVisible()
    await page.reload()
    await expect(rows(page).first()).toContainText(`№ ${filed[2].number}`)
    await page.context().close()
  })

  test('sorts by status in the order of the labels shown, not of their codes', async ({ db, browser }) => {
    const { page, filed } = await ownOrders(db, browser)
    // By code: closed, inprogress, registered, waiting; by label: «В работе», «Закрыта», «Новая», «Ожидает…».
    await setRows(db, [filed[0].id], { status: 'closed' })
    await setRows(db, [filed[1].id], { status: 'inprogress' })
    await setRows(db, [filed[2].id], { status: 'waiting' })
    await page.goto('/orders')
    await expect(page.getByText('Всего: 12')).toBeVisible()
    await sortBy(page, 'Статус', 'Сортировать по возрастанию')
    await expect(rows(page).nth(0)).toContainText('В работе')
    await expect(rows(page).nth(1)).toContainText('Закрыта')
    await expect(rows(page).nth(2)).toContainText('Новая')
    await sortBy(page, 'Статус', 'Сортировать по убыванию')
    await expect(rows(page).nth(0)).toContainText('Ожидает уточнений у пользователя')
    await expect(rows(page).nth(1)).toContainText('Новая')
    // The last page ends with the first label.
    await page.getByRole('navigation', { name: 'Постраничная навигация' }).getByRole('button', { name: '2' }).click()
    await expect(rows(page)).toHaveCount(2)
    await expect(rows(page).nth(0)).toContainText('Закрыта')
    await expect(rows(page).nth(1)).toContainText('В работе')
    await page.context().close()
  })

  test('«Повторить попытку» after a failed load brings back the list and the other lists’ totals', async ({
    db,
    browser,
  }) => {
    const { page, filed } = await ownOrders(db, browser)
    await setRows(db, [filed[0].id], { archivedAt: new Date() })
    // The network fails every list call (the shown list's and the other lists' totals) until it is back.
    let failing = true
    await page.route(/\/api\/applications\/get-applications/, (route) =>
      failing ? route.abort('connectionfailed') : route.continue(),
    )
    await page.goto('/orders')
    await expect(page.getByText('При загрузке списка заявок возникла техническая ошибка')).toBeVisible()
    const tabs = page.getByRole('tablist', { name: 'Списки заявок' })
    await expect(tabs.getByRole('tab', { name: /Актуальные/ })).toHaveText('Актуальные')
    await expect(tabs.getByRole('tab', { name: /Архив/ })).toHaveText('Архив')

    failing = false
    await page.getByRole('button', { name: 'Повторить попытку' }).click()
    await expect(page.getByText('Всего: 12')).toBeVisible()
    await expect(tabs.getByRole('tab', { name: /Все/ })).toContainText('12')
    await expect(tabs.getByRole('tab', { name: /Актуальные/ })).toContainText('11')
    await expect(tabs.getByRole('tab', { name: /Архив/ })).toContainText('1')
    await page.context().close()
  })

  test('marks all as read', async ({ db, browser }) => {
    const { page, filed } = await ownOrders(db, browser)
    await setRows(db, [filed[10].id, filed[11].id], { unreadByUser: true })
    await page.goto('/orders')
    const marks = page.getByRole('img', { name: 'Есть непрочитанные изменения' })
    await expect(marks).toHaveCount(2)
    await page.getByRole('button', { name: 'Отметить все прочитанными' }).click()
    await expect(page.getByText('Заявки отмечены прочитанными')).toBeVisible()
    await expect(marks).toHaveCount(0)
    await page.context().close()
  })

  test('organization mode: the Admin sees the employees’ applications, filters by phone, marks them read', async ({
    db,
    browser,
  }) => {
    const team = await freshTeam(db, [{ surname: 'Сотрудникова', name: 'Светлана' }])
    const [employee] = team.people
    await db.db.update(users).set({ phone: '+7 (912) 555-44-33' }).where(eq(users.id, employee.id))
    const admin = await pageOf(browser, team.admin.email)
    const staff = await pageOf(browser, employee.email)
    const [adminOrder] = await fileOrders(admin, ['Заявка администратора'])
    const staffOrders = await fileOrders(staff, ['Заявка сотрудника 1', 'Заявка сотрудника 2'])
    await setRows(db, [staffOrders[0].id], { unreadByUser: true })

    // Own mode: only the Admin's own application.
    await admin.goto('/orders')
    await expect(rows(admin)).toHaveCount(1)
    // The switch follows the URL (`org=1`), so it turns on once the navigation is done: click, then expect.
    await admin.getByRole('switch', { name: /Заявки организации/ }).click()
    await expect(admin.getByRole('switch', { name: /Заявки организации/ })).toBeChecked()
    await expect(admin).toHaveURL(/org=1/)
    await expect(rows(admin)).toHaveCount(3)
    await expect(admin.getByRole('columnheader', { name: /Автор/ })).toBeVisible()

    const filter = await openFilter(admin, 'Телефон')
    await filter.getByRole('textbox', { name: 'Телефон' }).fill('912 555')
    await filter.getByRole('button', { name: 'Применить' }).click()
    await expect(rows(admin)).toHaveCount(2)
    await expect(rows(admin).first()).toContainText('Сотрудникова')
    await expect(admin.getByRole('link', { name: adminOrder.subject })).toHaveCount(0)

    // The employee's organization mode shows only their own applications.
    await staff.goto('/orders?org=1')
    await expect(staff.getByRole('switch', { name: /Заявки организации/ })).toBeChecked()
    await expect(rows(staff)).toHaveCount(2)
    await expect(staff.getByRole('img', { name: 'Есть непрочитанные изменения' })).toHaveCount(1)
    await staff.getByRole('button', { name: 'Отметить все прочитанными' }).click()
    await expect(staff.getByRole('img', { name: 'Есть непрочитанные изменения' })).toHaveCount(0)
    await admin.context().close()
    await staff.context().close()
  })

  test('fits 1920, 1280, 768 and 360 px screens without a horizontal page scroll, accessibly', async ({
    db,
    browser,
  }) => {
    const { page } = await ownOrders(db, browser)
    for (const width of [1920, 1280, 768, 360]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/orders')
      await expect(rows(page)).toHaveCount(10)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `width ${width}`).toBeLessThanOrEqual(0)
    }
    await expectNoSeriousA11yViolationsAt(page)
    await page.context().close()
  })
})
