import { and, eq } from 'drizzle-orm'
import { alertReads } from '../../apps/server/src/db/schema/index'
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { addAlert, freshUser, signIn } from '../support/shell'

test.describe('unread alerts popup', () => {
  test('a click hides the alert, marks it read on the server and keeps it hidden', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    const first = await addAlert(db, user.id, 'Первое оповещение для проверки')
    await addAlert(db, user.id, 'Второе оповещение для проверки')
    await signIn(page, user.email, password)
    const popup = page.getByTestId('unread-alerts-popup')
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: /Непрочитанные оповещения/ }).click()
    await expect(popup).toContainText('Первое оповещение для проверки')
    await expectNoSeriousA11yViolations(page)
    const badge = page.getByRole('banner').first().getByTestId('unread-badge')
    const before = Number(await badge.innerText())

    const item = popup.getByTestId('unread-alert').filter({ hasText: 'Первое оповещение для проверки' })
    const read = page.waitForResponse((r) => r.url().endsWith(`/api/user/alerts/${first.id}`))
    await item.getByRole('button', { name: 'Скрыть оповещение' }).click()
    expect((await read).status()).toBe(200)
    await expect(item).toBeHidden()
    await expect(badge).toHaveText(String(before - 1))
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hiddenUnreadAlerts') ?? '[]'))
    expect(stored).toContain(first.id)
    const rows = await db.db
      .select()
      .from(alertReads)
      .where(and(eq(alertReads.alertId, first.id), eq(alertReads.userId, user.id)))
    expect(rows).toHaveLength(1)
  })

  test('is not shown on an alert page, and goes away once every alert is hidden', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    const only = await addAlert(db, user.id, 'Единственное личное оповещение')
    await signIn(page, user.email, password)
    const popup = page.getByTestId('unread-alerts-popup')
    await expect(popup).toBeVisible()
    await page.goto(`/alerts/${only.id}`)
    await expect(page.getByRole('banner').first()).toBeVisible()
    await expect(popup).toBeHidden()
    await page.goto('/search')
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: /Непрочитанные оповещения/ }).click()
    const buttons = popup.getByRole('button', { name: 'Скрыть оповещение' })
    while (await buttons.count()) await buttons.first().click()
    await expect(popup).toBeHidden()
    await page.getByRole('button', { name: 'Профиль' }).click()
    await expect(page.getByRole('menu').getByTestId('unread-dot')).toHaveCount(0)
  })

  test('is not shown when the unread call fails', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    await addAlert(db, user.id, 'Оповещение при ошибке')
    await page.route('**/api/user/alerts/unread', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    const failed = page.waitForResponse((r) => r.url().endsWith('/api/user/alerts/unread'))
    await signIn(page, user.email, password)
    // Only once the failure has arrived (and the app has answered a click since) does «not shown» mean anything.
    expect((await failed).status()).toBe(500)
    await page.getByRole('button', { name: 'Профиль' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expect(page.getByRole('menu').getByTestId('unread-dot')).toHaveCount(0)
    await expect(page.getByTestId('unread-alerts-popup')).toHaveCount(0)
  })
})
