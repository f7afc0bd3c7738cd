import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { connectDatabase, type DatabaseHandle } from '../../apps/server/src/db/client'
import type { AppContext } from '../../apps/server/src/platform/context'
import { E2E_DATABASE_URL } from './env'

export const DEMO_PASSWORD = 'Demo-2026'
export const demo = {
  admin: 'admin@example.com',
  orgAdmin: 'orgadmin@example.com',
  employee: 'employee@example.com',
  individual: 'individual@example.com',
  pending: 'pending@example.com',
} as const

/** Signs in through the login form, as a user would. */
export async function loginThroughForm(page: Page, login: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path)
  await page.getByLabel('Электронная почта или имя пользователя').fill(login)
  await page.getByLabel('Пароль').fill(password)
  await page.getByRole('button', { name: 'Войти' }).click()
}

/** Fails on any serious or critical accessibility violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

interface Fixtures {
  /** Direct access to the database of the server under test, for preparing rows (factories) and checking state. */
  db: Pick<AppContext, 'db'> & { handle: DatabaseHandle }
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  db: async ({}, use) => {
    const handle = connectDatabase(E2E_DATABASE_URL, { max: 2 })
    await use({ db: handle.db, handle })
    await handle.close()
  },
})

export { expect }
