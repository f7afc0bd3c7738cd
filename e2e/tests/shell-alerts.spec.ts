import type { Locator, Page } from '@playwright/test'
import { UNREAD_BADGE_CAP, type UnreadAlerts } from '@psp/contracts'
import { and, eq } from 'drizzle-orm'
import { alertReads } from '../../apps/server/src/db/schema/index'
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { addAlert, freshUser, signIn } from '../support/shell'

// Each test has a user of its own, but notifications are alerts for everyone: another spec may publish or withdraw
// one while these run. So the tests count on the alerts they made, and compare the bell with what the server counts
// at the time, not with a number read earlier.

/** The badge shows the user's unread alerts as the server counts them now, `read` not among them. */
async function expectBadgeToFollowServer(page: Page, badge: Locator, read: string) {
  await expect(async () => {
    const answer = await page.request.get('/api/user/alerts/unread', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
    const unread = (await answer.json()) as UnreadAlerts
    expect(unread.alerts.map((a) => a.id)).not.toContain(read)
    await expect(badge).toHaveText(unread.total > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(unread.total), {
      timeout: 1_000,
    })
  }).toPass()
}

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

    const item = popup.getByTestId('unread-alert').filter({ hasText: 'Первое оповещение для проверки' })
    const read = page.waitForResponse((r) => r.url().endsWith(`/api/user/alerts/${first.id}`))
    await item.getByRole('button', { name: 'Скрыть оповещение' }).click()
    expect((await read).status()).toBe(200)
    await expect(item).toBeHidden()
    await expectBadgeToFollowServer(page, badge, first.id)
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
    // Its own alert and any notification for everyone that is unread: one published meanwhile is hidden in turn.
    await expect(async () => {
      while (await buttons.count()) await buttons.first().click()
      await expect(popup).toBeHidden({ timeout: 1_000 })
    }).toPass()
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
    // A page the browser's app renders, which asks for the unread alerts itself (the server answers those of the pages
    // it renders in-process).
    await signIn(page, user.email, password, '/login?context=%2Forders')
    // Only once the failure has arrived (and the app has answered a click since) does «not shown» mean anything.
    expect((await failed).status()).toBe(500)
    await page.getByRole('button', { name: 'Профиль' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    await expect(page.getByRole('menu').getByTestId('unread-dot')).toHaveCount(0)
    await expect(page.getByTestId('unread-alerts-popup')).toHaveCount(0)
  })
})
