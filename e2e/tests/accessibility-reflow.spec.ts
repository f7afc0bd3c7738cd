import { type Role, ROLE_LOGIN, routesOf, settled, sidewaysScroll } from '../support/a11y'
import { expect, test } from '../support/fixtures'
import { signIn } from '../support/shell'

/**
 * Reflow (WCAG 1.4.10): every page reads at 320 CSS px (1280 px at 400 % zoom) without scrolling the page sideways;
 * and WCAG 1.4.12's text spacing breaks nothing: the page still fits and its heading and controls still show.
 */

const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

const ROLES: Role[] = ['signedOut', 'employee', 'orgAdmin', 'admin', 'individual']

for (const role of ROLES) {
  test(`${role}: every page fits 320 px, also with WCAG text spacing`, async ({ page, db }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 320, height: 640 })
    if (role !== 'signedOut') await signIn(page, ROLE_LOGIN[role])
    for (const route of await routesOf(db, role)) {
      await test.step(route, async () => {
        await page.goto(route)
        await settled(page)
        expect.soft(await sidewaysScroll(page), `${route} at 320 px`).toEqual({ overflow: 0 })
        await page.addStyleTag({ content: TEXT_SPACING })
        expect.soft(await sidewaysScroll(page), `${route} at 320 px with text spacing`).toEqual({ overflow: 0 })
        await expect.soft(page.getByRole('heading').first(), route).toBeInViewport()
      })
    }
  })
}

test('text spacing on a desktop keeps the header in one piece and its controls reachable', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, ROLE_LOGIN.employee)
  await page.goto('/orders')
  await settled(page)
  await page.addStyleTag({ content: TEXT_SPACING })
  expect(await sidewaysScroll(page)).toEqual({ overflow: 0 })
  for (const name of ['Версия для слабовидящих', 'Заявки']) {
    const control = page.getByRole('banner').getByRole(name === 'Заявки' ? 'link' : 'button', { name, exact: true })
    await expect(control).toBeInViewport()
  }
})
