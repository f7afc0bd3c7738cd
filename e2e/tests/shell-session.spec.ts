import { eq } from 'drizzle-orm'
import { users } from '../../apps/server/src/db/schema/index'
import { demo, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { createNotification, expireNotificationsSql } from '../support/notifications'
import { freshUser, signIn, userByEmail } from '../support/shell'

test.describe('logout', () => {
  test('asks first, then logs out, clears storage and sets the logout flag', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    await signIn(page, user.email, password)
    await page.evaluate(() => {
      localStorage.setItem('probe', '1')
      sessionStorage.setItem('probe', '1')
    })
    await page.getByRole('button', { name: 'Профиль' }).click()
    await page.getByRole('menuitem', { name: 'Выйти' }).click()
    const confirm = page.getByRole('dialog', { name: 'Выход из портала' })
    await expect(confirm).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // Dismissing keeps the session.
    let deleted = false
    page.on('request', (r) => {
      if (r.method() === 'DELETE' && r.url().endsWith('/api/login')) deleted = true
    })
    await confirm.getByRole('button', { name: 'Отмена' }).click()
    await expect(confirm).toBeHidden()
    expect(deleted).toBe(false)

    await page.getByRole('button', { name: 'Профиль' }).click()
    await page.getByRole('menuitem', { name: 'Выйти' }).click()
    const logout = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/api/login'))
    await confirm.getByRole('button', { name: 'Выйти' }).click()
    expect((await logout).status()).toBeLessThan(300)
    await expect(page).toHaveURL(/\/login$/)
    const storage = await page.evaluate(() => ({
      probe: localStorage.getItem('probe'),
      sessionProbe: sessionStorage.getItem('probe'),
      logout: localStorage.getItem('logout'),
    }))
    expect(storage).toEqual({ probe: null, sessionProbe: null, logout: expect.any(String) })
    // With the flag set a later 401 does not keep the page as context.
    await page.goto('/search')
    await expect(page).toHaveURL(/\/login$/)
  })
})

test.describe('terms of use', () => {
  test('pending user: the content waits for the agreement; agreeing shows it', async ({ page, db }) => {
    const pending = await userByEmail(db, demo.pending)
    await db.db.update(users).set({ acceptedAgreementId: null }).where(eq(users.id, pending.id))
    await signIn(page, demo.pending)
    const dialog = page.getByRole('dialog', { name: 'Пользовательское соглашение' })
    await expect(dialog).toBeVisible()
    // Whichever version is current (an Admin may have uploaded a newer one in an earlier test): its PDF link.
    const pdf = dialog.getByRole('link', { name: /PDF/ })
    await expect(pdf).toHaveAttribute('href', /^\/api\/useragreement\/file\/[0-9a-f-]{36}$/)
    const file = await page.request.get((await pdf.getAttribute('href'))!)
    expect(file.headers()['content-type']).toContain('application/pdf')
    await expectNoSeriousA11yViolations(page)

    // Closing keeps the content hidden and remembers it; the dialog can be opened again.
    await dialog.getByRole('button', { name: /close|Закрыть/i }).click()
    await expect(dialog).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('termsDialogClosed'))).not.toBeNull()
    await expect(page.getByRole('heading', { name: 'Примите пользовательское соглашение' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Примите пользовательское соглашение' })).toBeVisible()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Открыть пользовательское соглашение' }).click()

    const agree = page.waitForResponse((r) => /\/api\/login\/agree\//.test(r.url()))
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/user/info'))
    await dialog.getByRole('button', { name: 'Принимаю', exact: true }).click()
    expect((await agree).status()).toBe(200)
    expect((await reloaded).status()).toBe(200)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Примите пользовательское соглашение' })).toBeHidden()
    const after = await userByEmail(db, demo.pending)
    expect(after.acceptedAgreementId).not.toBeNull()
  })

  test('once agreed, new alerts reach the header without a reload', async ({ page, browser, db }) => {
    const { user, password } = await freshUser(db, { acceptedAgreement: false })
    await signIn(page, user.email, password)
    const dialog = page.getByRole('dialog', { name: 'Пользовательское соглашение' })
    await expect(dialog).toBeVisible()
    // The stream of alerts, which the server refuses while the terms wait, is opened once they are accepted.
    const streamOpened = page.waitForResponse((r) => r.url().endsWith('/api/user/alerts/stream') && r.status() === 200)
    await dialog.getByRole('button', { name: 'Принимаю', exact: true }).click()
    await expect(dialog).toBeHidden()
    await streamOpened
    const popup = page.getByTestId('unread-alerts-popup')
    await popup.getByRole('button', { name: /Непрочитанные оповещения/ }).click()

    const adminContext = await browser.newContext()
    const adminPage = await adminContext.newPage()
    await signIn(adminPage, demo.admin)
    const title = `После согласия ${Date.now()}`
    const created = await createNotification(adminPage, { title, text: 'Текст', publishImmediately: 'true' })
    try {
      await expect(popup.getByText(title)).toBeVisible()
    } finally {
      await db.handle.pool.query(expireNotificationsSql, [[created.id]])
      await adminContext.close()
    }
  })

  test('disagreeing logs out', async ({ page, db }) => {
    const { user, password } = await freshUser(db, { acceptedAgreement: false })
    await signIn(page, user.email, password)
    const dialog = page.getByRole('dialog', { name: 'Пользовательское соглашение' })
    await expect(dialog).toBeVisible()
    const logout = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/api/login'))
    await dialog.getByRole('button', { name: 'Не принимаю' }).click()
    await logout
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('logout'))).not.toBeNull()
    const info = await page.request.get('/api/user/info', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
    expect(info.status()).toBe(401)
    expect((await userByEmail(db, user.email)).acceptedAgreementId).toBeNull()
  })
})
