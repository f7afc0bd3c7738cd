import { expect, expectNoSeriousA11yViolations, demo, loginThroughForm, test } from '../support/fixtures'
import { createNotification, expireNotificationsSql, moscowDigits } from '../support/notifications'
import { freshUser, signIn } from '../support/shell'

const MINUTE = 60_000

test.describe('notifications', () => {
  test.describe.configure({ timeout: 120_000 })
  test('an Admin schedules a notification a minute ahead; at its time a user sees it without a reload and reads it', async ({
    browser,
    page,
    db,
  }) => {
    test.setTimeout(240_000)
    const { user, password } = await freshUser(db)
    const userContext = await browser.newContext()
    const userPage = await userContext.newPage()
    const created: string[] = []
    try {
      await signIn(userPage, user.email, password)
      await userPage.goto('/knowledge-base')
      await userPage.evaluate(() => Object.assign(window, { sameDocument: true }))
      const badge = userPage.getByRole('banner').first().getByTestId('unread-badge')
      // Other tests' notifications may be published meanwhile too: the test follows its own by its title.
      const unreadCount = async () => {
        if (!(await badge.count())) return 0
        const text = await badge.innerText()
        return text === '9+' ? 10 : Number(text)
      }
      const before = await unreadCount()

      await signIn(page, demo.admin)
      await page.goto('/create-notification')
      await expectNoSeriousA11yViolations(page)
      const title = `Плановое оповещение ${Date.now().toString(36)}`
      await page.getByLabel('Заголовок').fill(`<b>${title}</b>`)
      await page.getByLabel('Текст').fill('Портал будет недоступен с 22:00 до 23:00')
      // The next whole minute at least half a minute away: the form takes minutes.
      const at = new Date(Math.ceil((Date.now() + MINUTE / 2) / MINUTE) * MINUTE)
      await page.getByLabel('Дата и время публикации').pressSequentially(moscowDigits(at))
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/alerts') && r.request().method() === 'POST')
      await page.getByRole('button', { name: 'Сохранить' }).click()
      const answer = await saved
      expect(answer.status()).toBe(200)
      const { id } = (await answer.json()) as { id: string }
      created.push(id)
      await expect(page).toHaveURL(/\/notifications$/)
      const row = page.getByTestId('notification-row').filter({ hasText: title })
      await expect(row).toContainText('Запланировано')
      await expectNoSeriousA11yViolations(page)

      // Published by the server's job at its time; the header learns it through the alert stream.
      // The popup starts collapsed: the new alert is counted on the bell, then listed once the popup is opened.
      const popup = userPage.getByTestId('unread-alerts-popup')
      await expect
        .poll(async () => Date.now() >= at.getTime() && (await unreadCount()) > before, { timeout: 3 * MINUTE })
        .toBe(true)
      await popup.getByRole('button', { name: /Непрочитанные оповещения/ }).click()
      await expect(popup.getByText(title)).toBeVisible({ timeout: MINUTE })
      expect(await userPage.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

      await popup.getByRole('link', { name: title }).click()
      await expect(userPage).toHaveURL(new RegExp(`/alerts/${id}$`))
      await expect(userPage.getByRole('heading', { name: title })).toBeVisible()
      await expect(popup.getByText(title)).toHaveCount(0)
      const read = await db.handle.pool.query('select 1 from alert_reads where alert_id = $1 and user_id = $2', [
        id,
        user.id,
      ])
      expect(read.rowCount).toBe(1)
      await userPage.getByRole('link', { name: 'Перейти', exact: true }).click()
      await expect(userPage).toHaveURL(new RegExp(`/notification/${id}$`))
      await expect(userPage.getByText('Портал будет недоступен с 22:00 до 23:00')).toBeVisible()
      await expectNoSeriousA11yViolations(userPage)
    } finally {
      await db.handle.pool.query(expireNotificationsSql, [created])
      await userContext.close()
    }
  })

  test('the form explains its date rules and required title in Russian', async ({ page }) => {
    await loginThroughForm(page, demo.admin)
    await expect(page).not.toHaveURL(/\/login/)
    await page.goto('/create-notification')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Обязательное поле')).toHaveCount(2)

    await page.getByLabel('Заголовок').fill('Проверка дат')
    const yesterday = new Date(Date.now() - 24 * 60 * MINUTE)
    await page.getByLabel('Дата и время публикации').pressSequentially(moscowDigits(yesterday))
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Дата должна быть не раньше сегодняшнего дня')).toBeVisible()

    const publication = page.getByLabel('Дата и время публикации')
    await publication.clear()
    await publication.pressSequentially(moscowDigits(new Date(Date.now() + 2 * 24 * 60 * MINUTE)))
    await page
      .getByLabel('Дата и время окончания показа')
      .pressSequentially(moscowDigits(new Date(Date.now() + 24 * 60 * MINUTE)))
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Дата не должна быть раньше даты публикации')).toBeVisible()
    await expect(page.getByText('Дата должна быть не раньше сегодняшнего дня')).toHaveCount(0)
    await expect(page).toHaveURL(/\/create-notification$/)
  })

  test('an Admin edits a notification from the list, and a Regular user may not open the Admin pages', async ({
    page,
    browser,
    db,
  }) => {
    await signIn(page, demo.admin)
    const created = await createNotification(page, { title: 'Для правки', text: 'Текст', publishImmediately: 'true' })
    try {
      await page.goto(`/edit-notification/${created.id}`)
      await expect(page.getByLabel('Заголовок')).toHaveValue('Для правки')
      await expectNoSeriousA11yViolations(page)
      await page.getByLabel('Заголовок').fill('После правки')
      const put = page.waitForResponse(
        (r) => r.url().endsWith(`/api/alerts/${created.id}`) && r.request().method() === 'PUT',
      )
      await page.getByRole('button', { name: 'Сохранить' }).click()
      expect((await put).status()).toBe(200)
      await expect(page.getByTestId('notification-row').filter({ hasText: 'После правки' })).toBeVisible()

      const { user, password } = await freshUser(db)
      const context = await browser.newContext()
      const userPage = await context.newPage()
      await signIn(userPage, user.email, password)
      await userPage.goto('/notifications')
      await expect(userPage.getByRole('heading', { name: 'Оповещения платформы' })).toHaveCount(0)
      await userPage.goto(`/notification/${created.id}`)
      await expect(userPage.getByRole('heading', { name: 'После правки' })).toBeVisible()
      await expect(userPage.getByRole('link', { name: 'Редактировать' })).toHaveCount(0)
      await context.close()
    } finally {
      await db.handle.pool.query(expireNotificationsSql, [[created.id]])
    }
  })
})
