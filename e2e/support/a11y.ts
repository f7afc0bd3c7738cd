import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { sql } from 'drizzle-orm'
import { formatVision, VISION_COOKIE, type VisionSettings } from '@psp/contracts/vision'
import { E2E_BASE_URL } from './env'
import { demo, expect, type test } from './fixtures'

type Db = Parameters<Parameters<typeof test>[2]>[0]['db']

/**
 * Fails (softly: the test goes on to its other pages) on an accessibility violation of any impact (GOST R 52872-2019 /
 * WCAG 2.1 AA, and axe's best practices), naming the page and where each is.
 */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  expect
    .soft(
      results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`,
      ),
      page.url(),
    )
    .toEqual([])
}

/** Waits until the page has shown its content: no loader left, a heading in place. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByRole('heading').first()).toBeVisible()
}

/** Turns the version for the visually impaired on with these choices (null: the ordinary version) for the next pages. */
export async function chooseVision(context: BrowserContext, vision: VisionSettings | null) {
  if (vision) await context.addCookies([{ name: VISION_COOKIE, value: formatVision(vision), url: E2E_BASE_URL }])
  else await context.clearCookies({ name: VISION_COOKIE })
}

export type Role = 'signedOut' | 'individual' | 'employee' | 'orgAdmin' | 'admin'

export const ROLE_LOGIN: Record<Exclude<Role, 'signedOut'>, string> = {
  individual: demo.individual,
  employee: demo.employee,
  orgAdmin: demo.orgAdmin,
  admin: demo.admin,
}

const first = async <T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) => {
  const { rows } = await db.db.execute<T>(query)
  expect(rows.length, 'the demo data has what the route needs').toBeGreaterThan(0)
  return rows[0]
}

const userId = async (db: Db, email: string) =>
  (await first<{ id: string }>(db, sql`select id from users where lower(email) = ${email}`)).id

/** Every page the role reaches, with the demo data's own records in the addresses that need one. */
export async function routesOf(db: Db, role: Role): Promise<string[]> {
  if (role === 'signedOut')
    return ['/login', '/forgot-password', '/set-password?token=x', '/info', '/token-login-error']
  const me = await userId(db, ROLE_LOGIN[role])
  const article = await first<{ id: string; system_id: string; service_id: string }>(
    db,
    sql`select id, system_id, service_id from kb_articles order by created_at limit 1`,
  )
  const common = [
    '/knowledge-base',
    `/knowledge-base/details?article=${article.id}&system=${article.system_id}&service=${article.service_id}`,
    '/search?search=%D0%B7%D0%B0%D1%8F%D0%B2%D0%BA%D0%B0',
    '/orders',
    '/profile',
    '/change-user-data',
    '/alerts',
    '/no-such-page',
  ]
  if (role === 'admin') {
    const notification = await first<{ id: string }>(
      db,
      sql`select id from alerts where recipient_user_id is null order by created_at limit 1`,
    )
    const application = await first<{ id: string }>(db, sql`select id from applications order by number limit 1`)
    const employee = await userId(db, demo.employee)
    return [
      ...common,
      '/knowledge-base/new',
      `/knowledge-base/edit?article=${article.id}`,
      '/administration',
      '/administration/audit-log',
      '/administration/webhooks',
      '/organizations',
      '/organizations/search?search=%D0%9E%D0%9E%D0%9E',
      '/accounts',
      '/accounts/search?search=example',
      `/accounts/${employee}`,
      '/notifications',
      '/create-notification',
      `/notification/${notification.id}`,
      `/edit-notification/${notification.id}`,
      '/service-desk',
      `/service-desk/${application.id}`,
      '/reports/articles',
      '/reports/knowledge-gaps',
    ]
  }
  const routes = [...common, '/create-order', '/my-organizations']
  const application = await db.db.execute<{ id: string }>(
    sql`select id from applications where user_id = ${me} order by number limit 1`,
  )
  if (application.rows[0]) routes.push(`/orders/${application.rows[0].id}`)
  const alert = await db.db.execute<{ id: string }>(
    sql`select id from alerts where (recipient_user_id = ${me} or recipient_user_id is null) and published_at is not null
        and withdrawn_at is null order by created_at limit 1`,
  )
  if (alert.rows[0]) routes.push(`/alerts/${alert.rows[0].id}`)
  if (role !== 'individual') {
    const membership = await first<{ organization_id: string }>(
      db,
      sql`select organization_id from organization_members where user_id = ${me} and status = 'Accepted'
          order by is_default desc limit 1`,
    )
    routes.push(`/organization/${membership.organization_id}`)
    if (role === 'orgAdmin') {
      const colleague = await first<{ user_id: string }>(
        db,
        sql`select user_id from organization_members where organization_id = ${membership.organization_id}
            and user_id <> ${me} and status = 'Accepted' limit 1`,
      )
      routes.push(`/organization/${membership.organization_id}/employees/${colleague.user_id}`)
      // The short form reads the employee in the organization the session works in.
      routes.push(`/employees/${colleague.user_id}`)
    }
  }
  return routes
}

/** The pages scanned in every colour scheme: the ones each role opens most. */
export const MAIN_ROUTES = new Set(['/login', '/knowledge-base', '/orders', '/profile', '/administration'])

/** How far the page scrolls sideways (0: it fits), and the outermost elements reaching past its right edge. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const past = (el: Element | null) => !!el && el.getBoundingClientRect().right > innerWidth + 1
    const overflow = Math.max(0, document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((el) => past(el) && !past(el.parentElement))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).split(' ').pop()} «${(el.textContent ?? '').slice(0, 30)}»`,
      )
    return overflow > 0 ? { overflow, culprits } : { overflow }
  })
