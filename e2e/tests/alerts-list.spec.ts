import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { addAlert, freshUser, signIn } from '../support/shell'

test.describe('alerts list and alert page', () => {
  test.describe.configure({ timeout: 120_000 })
  test('lists the alerts with the total, pages them and marks them read', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    for (let i = 1; i <= 12; i++) await addAlert(db, user.id, `Личное оповещение ${i}`)
    await signIn(page, user.email, password)
    await page.getByRole('banner').first().getByRole('link', { name: 'Оповещения' }).click()
    await expect(page).toHaveURL(/\/alerts$/)
    const total = Number((await page.getByTestId('alerts-total').innerText()).replace('Всего: ', ''))
    expect(total).toBeGreaterThanOrEqual(12)
    await expect(page.getByTestId('alert-card')).toHaveCount(10)
    const pager = page.getByRole('navigation', { name: 'Страницы оповещений' })
    await expect(pager).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await pager.getByRole('button', { name: 'Страница 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    const size = pager.getByRole('combobox', { name: 'Записей на странице' })
    await expect(size.getByRole('option')).toHaveText(['10', '20', '50', '100'])
    await size.selectOption('20')
    await expect(page).not.toHaveURL(/page=/)
    await expect(page).toHaveURL(/pageSize=20/)

    const markAll = page.getByRole('button', { name: 'Отметить прочитанным' })
    await expect(markAll).toBeVisible()
    await markAll.click()
    await expect(markAll).toBeHidden()
    await expect(page.getByRole('banner').first().getByTestId('unread-badge')).toHaveCount(0)
    await expect(page.getByTestId('unread-alerts-popup')).toHaveCount(0)
  })

  test('opens an alert on its own page, which marks it read', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    const alert = await addAlert(db, user.id, 'Оповещение для открытия')
    await signIn(page, user.email, password)
    await page.goto('/alerts')
    const card = page.getByTestId('alert-card').filter({ hasText: 'Оповещение для открытия' })
    await expect(card).toHaveAttribute('data-read', 'false')
    await card.getByRole('link', { name: 'Оповещение для открытия' }).click()
    await expect(page).toHaveURL(new RegExp(`/alerts/${alert.id}$`))
    await expect(page.getByRole('heading', { name: 'Оповещение для открытия' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: 'Все оповещения' }).click()
    await expect(page.getByTestId('alert-card').filter({ hasText: 'Оповещение для открытия' })).toHaveAttribute(
      'data-read',
      'true',
    )
  })

  test('shows the loading modal, then the error state of SPEC §2 on ?error', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    await signIn(page, user.email, password)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/alerts?*', async (route) => {
      await held
      await route.fallback()
    })
    await page.goto('/alerts')
    await expect(page.getByTestId('alerts-loading')).toBeVisible()
    await expect(page.getByText('Информация загружается...')).toBeVisible()
    release()
    await expect(page.getByTestId('alerts-total')).toBeVisible()
    await page.unroute('**/api/alerts?*')

    await page.goto('/alerts?error')
    await expect(page.getByText('При загрузке списка оповещений возникла техническая ошибка')).toBeVisible()
    await expect(page.getByText('Попробуйте повторить позднее')).toBeVisible()
    const reload = page.waitForEvent('load')
    await page.getByRole('button', { name: 'Повторить попытку' }).click()
    await reload
  })

  test('says there are no alerts to a user who has none', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    // The demo notifications are everyone's: end their showing for this test, and restore them after.
    const { rows } = await db.handle.pool.query<{ id: string; expiration_at: Date | null }>(
      `select id, expiration_at from alerts where recipient_user_id is null`,
    )
    await db.handle.pool.query(
      `update alerts set expiration_at = now() - interval '1 second' where recipient_user_id is null`,
    )
    try {
      await signIn(page, user.email, password)
      await page.goto('/alerts')
      await expect(page.getByText('Оповещений нет')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Отметить прочитанным' })).toHaveCount(0)
      await expect(page.getByTestId('unread-alerts-popup')).toHaveCount(0)
      await expectNoSeriousA11yViolations(page)
    } finally {
      for (const row of rows)
        await db.handle.pool.query(`update alerts set expiration_at = $2, withdrawn_at = null where id = $1`, [
          row.id,
          row.expiration_at,
        ])
    }
  })
})
