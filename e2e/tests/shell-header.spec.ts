import { demo, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures'
import { freshUser, signIn } from '../support/shell'

const profileItems = async (page: import('@playwright/test').Page) => {
  await page.getByRole('button', { name: 'Профиль' }).click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  return menu.getByRole('menuitem').allInnerTexts()
}

test.describe('header', () => {
  test('platform admin: navigation, bell, admin dropdown, no organization block', async ({ page }) => {
    await signIn(page, demo.admin)
    await expect(page).toHaveURL(/\/knowledge-base$/)
    const header = page.getByRole('banner').first()
    await expect(header.getByRole('link', { name: 'База знаний' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Заявки' })).toHaveAttribute('href', '/orders')
    await expect(header.getByRole('link', { name: 'Оповещения' })).toHaveAttribute('href', '/alerts')
    await expect(header.getByTestId('organization-block')).toHaveCount(0)
    const items = (await profileItems(page)).map((t) => t.trim())
    expect(items).toEqual([
      'Пользователи',
      'Организации',
      'Оповещения',
      'Администрирование',
      'Вебхуки',
      'Служба поддержки',
      'Отчеты по статьям',
      'Пробелы базы знаний',
      'Выйти',
    ])
    await expect(page.getByRole('menu')).toContainText('Администратор ПСП')
    await expectNoSeriousA11yViolations(page)
  })

  test('organization member: organization block, member dropdown with the red dot, badge 9+', async ({ page }) => {
    await signIn(page, demo.employee)
    const unread = await page.request.get('/api/user/alerts/unread', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
    const total = (await unread.json()).total as number
    expect(total).toBeGreaterThan(9)
    const header = page.getByRole('banner').first()
    await expect(header.getByTestId('unread-badge')).toHaveText('9+')
    const block = header.getByTestId('organization-block')
    await expect(block.getByRole('link')).toContainText('ООО «Проектное бюро»')
    await expect(block.getByRole('link')).toContainText('ИНН 7705123452')
    await expect(block.getByRole('link')).toHaveAttribute('href', /^\/organization\/[0-9a-f-]{36}$/)
    await expect(block.getByRole('button', { name: 'Сменить организацию' })).toBeVisible()
    const items = await profileItems(page)
    expect(items.map((t) => t.replace('есть непрочитанные', '').trim())).toEqual([
      'Общая информация',
      'Мои организации',
      'Оповещения',
      'Выйти',
    ])
    await expect(page.getByRole('menu').getByTestId('unread-dot')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('individual user: «Без организации» and «Выбрать организацию»', async ({ page, db }) => {
    // A user of its own: closing the instructions is remembered for the user, so a shared demo account would not
    // see them again on a retry.
    const { user, password } = await freshUser(db, { organizations: [] })
    await signIn(page, user.email, password)
    // The individual user has no organizations: the login flag brings the instructions first.
    const instructions = page.getByRole('dialog', { name: 'Вы не состоите ни в одной организации' })
    await expect(instructions).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await instructions.getByRole('button', { name: 'Понятно' }).click()
    const block = page.getByRole('banner').first().getByTestId('organization-block')
    await expect(block).toContainText('Без организации')
    await expect(block.getByRole('button', { name: 'Выбрать организацию' })).toBeVisible()
    expect(await profileItems(page)).toHaveLength(4)
    // Closing the instructions dropped the flag: another page does not bring them back.
    await page.goto('/search')
    await expect(page.getByRole('banner').first()).toBeVisible()
    await expect(instructions).toBeHidden()
  })

  test('the dropdown is highlighted on its sections only', async ({ page }) => {
    await signIn(page, demo.employee)
    const trigger = page.getByRole('button', { name: 'Профиль' })
    for (const path of ['/profile', '/my-organizations', '/organization/x', '/employees/1', '/accounts']) {
      await page.goto(path)
      await expect(trigger).toHaveAttribute('data-active', 'true')
    }
    for (const path of ['/knowledge-base', '/orders']) {
      await page.goto(path)
      await expect(trigger).not.toHaveAttribute('data-active', 'true')
    }
  })

  test('three support contact blocks with e-mail and phone links', async ({ page }) => {
    await signIn(page, demo.orgAdmin)
    const contacts = page.getByRole('banner').first().getByTestId('support-contacts')
    await expect(contacts.getByRole('listitem')).toHaveCount(3)
    for (const item of await contacts.getByRole('listitem').all()) {
      await expect(item.locator('a[href^="mailto:"]')).toHaveCount(1)
      await expect(item.locator('a[href^="tel:"]')).toHaveCount(1)
    }
    await expect(contacts).toContainText('круглосуточно')
    await expect(contacts).toContainText('государственной экспертизы')
    await expect(contacts).toContainText('платформа')
  })

  test('footer: five external links in a new tab and © with the current year', async ({ page }) => {
    await signIn(page, demo.orgAdmin)
    const footer = page.getByRole('contentinfo')
    const links = footer.getByRole('link')
    await expect(links).toHaveCount(5)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('href', /^https?:\/\//)
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  })

  test('logo leads home and the nav items to their sections', async ({ page }) => {
    await signIn(page, demo.employee)
    await page.goto('/search')
    await page.getByRole('link', { name: /Портал самообслуживания/ }).click()
    await expect(page).toHaveURL(/\/knowledge-base$/)
    await page.getByRole('banner').first().getByRole('link', { name: 'Заявки' }).click()
    await expect(page).toHaveURL(/\/orders$/)
    await page.getByRole('banner').first().getByRole('link', { name: 'Оповещения' }).click()
    await expect(page).toHaveURL(/\/alerts$/)
  })
})

test.describe('burger menu at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('duplicates navigation, organization, profile items and logout', async ({ page }) => {
    await signIn(page, demo.employee)
    const header = page.getByRole('banner').first()
    await expect(header.getByRole('button', { name: 'Профиль' })).toBeHidden()
    await expect(header.getByRole('link', { name: 'Заявки' })).toBeHidden()
    await expect(header.getByRole('link', { name: 'Оповещения' })).toBeVisible()
    await header.getByRole('button', { name: 'Меню' }).click()
    const drawer = page.getByRole('dialog', { name: 'Меню' })
    await expect(drawer).toBeVisible()
    for (const name of ['База знаний', 'Заявки', 'Общая информация', 'Мои организации', /^Оповещения/]) {
      await expect(drawer.getByRole('link', { name })).toBeVisible()
    }
    await expect(drawer.getByTestId('organization-block')).toContainText('ООО «Проектное бюро»')
    await expect(drawer.getByRole('button', { name: 'Сменить организацию' })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Выйти' })).toBeVisible()
    await expect(drawer.getByTestId('support-contacts').getByRole('listitem')).toHaveCount(3)
    await expectNoSeriousA11yViolations(page)
    await drawer.getByRole('link', { name: 'Заявки' }).click()
    await expect(page).toHaveURL(/\/orders$/)
    await expect(drawer).toBeHidden()
  })
})
