import { expect, test } from '../support/fixtures'
import { addAlert, freshUser, signIn } from '../support/shell'

/** Every paged screen draws its pager through ui/paged-list: a page past the end says so and leads back. */
test.describe('a page past the end of a list', () => {
  test.describe.configure({ timeout: 120_000 })

  test('leads from /alerts?page=99 to the last page', async ({ page, db }) => {
    const { user, password } = await freshUser(db)
    for (let i = 1; i <= 12; i++) await addAlert(db, user.id, `Оповещение ${i}`)
    await signIn(page, user.email, password)
    await page.goto('/alerts?page=99')
    const total = Number((await page.getByTestId('alerts-total').innerText()).replace(/\D/g, ''))
    const pages = Math.ceil(total / 10)
    await expect(page.getByTestId('alert-card')).toHaveCount(0)
    await expect(page.getByText(`Страницы 99 нет: всего записей ${total}, страниц ${pages}.`)).toBeVisible()
    await page.getByRole('button', { name: 'Перейти на последнюю страницу' }).click()
    await expect(page).toHaveURL(new RegExp(`page=${pages}$`))
    await expect(page.getByTestId('alert-card').first()).toBeVisible()
  })

  test('leads from ?page=2 of a list with one page back to it, though that list shows no pager', async ({
    page,
    db,
  }) => {
    const { user, password } = await freshUser(db)
    await signIn(page, user.email, password)
    await page.goto('/my-organizations?page=2')
    await expect(page.getByText(/^Страницы 2 нет: всего записей \d+, страниц 1\.$/)).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Постраничная навигация' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Перейти на последнюю страницу' }).click()
    await expect(page).not.toHaveURL(/page=/)
    await expect(page.getByRole('table')).toBeVisible()
  })
})
