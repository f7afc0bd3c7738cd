import type { Page, TestInfo } from '@playwright/test'
import { demo, expect, test } from '../support/fixtures'
import { firstLink, SCAN_WIDTHS, scanLayout, waitForPage, type LayoutProblems } from '../support/layout-scan'
import { signIn } from '../support/shell'

type Role = keyof typeof demo

/** Pages every signed-in role reaches, and the public ones a signed-in user may open. */
const COMMON = [
  '/knowledge-base',
  '/create-order',
  '/profile',
  '/change-user-data',
  '/alerts',
  '/ui-kit',
  '/info?type=emailConfirmed',
  '/no-such-page',
]

/**
 * The pages of SPEC §2 each role reaches, with the pages of one item found through the links of its list (so the
 * scan needs no ids): the list page, the prefix of its items' addresses and, if any, addresses to leave out.
 */
const ROUTES: Record<Exclude<Role, 'pending' | 'individual'>, { pages: string[]; items: Array<[string, string]> }> = {
  admin: {
    pages: [
      ...COMMON,
      '/search?text=заявление&where=knowledge',
      '/orders',
      '/administration',
      '/administration/audit-log',
      '/administration/webhooks',
      '/organizations',
      '/accounts',
      '/notifications',
      '/create-notification',
      '/service-desk',
      '/reports/articles',
      '/reports/knowledge-gaps',
      '/knowledge-base/new',
    ],
    items: [
      ['/knowledge-base', '/knowledge-base/details'],
      ['/alerts', '/alerts/'],
      ['/notifications', '/edit-notification/'],
      ['/notifications', '/notification/'],
      ['/service-desk', '/service-desk/'],
      ['/accounts', '/accounts/'],
    ],
  },
  orgAdmin: {
    pages: ['/my-organizations', '/orders?org=1', '/search?text=заявление&where=organization', '/reports/articles'],
    items: [['/my-organizations', '/organization/']],
  },
  employee: {
    pages: [...COMMON, '/search?text=заявление&where=knowledge', '/orders', '/orders?org=1', '/my-organizations'],
    items: [['/orders', '/orders/']],
  },
}

/** Pages found through other pages: an article's edit page, an organization's employee. */
async function itemPages(page: Page, role: keyof typeof ROUTES) {
  const found: string[] = []
  for (const [list, prefix] of ROUTES[role].items) {
    await page.goto(list)
    await waitForPage(page)
    found.push(await firstLink(page, prefix, prefix === '/accounts/' ? /\/accounts\/search/ : undefined))
  }
  if (role === 'admin') {
    const article = new URL(found[0], 'http://x').searchParams.get('article')!
    found.push(`/knowledge-base/edit?article=${encodeURIComponent(article)}`)
  }
  if (role === 'orgAdmin') {
    await page.goto(found[0])
    await waitForPage(page)
    found.push(await firstLink(page, `${found[0]}/employees/`))
  }
  return found
}

/** The main screens, kept as screenshots at every width to look at. */
const SCREENSHOTS = new Set(['/knowledge-base', '/orders', '/my-organizations', '/reports/articles', '/service-desk'])

async function scanRole(page: Page, role: keyof typeof ROUTES, testInfo: TestInfo) {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, demo[role])
  const paths = [...ROUTES[role].pages, ...(await itemPages(page, role))]
  const problems: Array<{ role: string; width: number; path: string } & Partial<LayoutProblems>> = []
  for (const width of SCAN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 })
    for (const path of paths) {
      await page.goto(path)
      await waitForPage(page)
      const found = await scanLayout(page)
      if (found.overflow > 0 || found.brokenWords.length > 0 || found.coveredControls.length > 0) {
        problems.push({ role, width, path, ...found })
      }
      if (SCREENSHOTS.has(path)) {
        const name = `${role}${path.replaceAll(/[/?=&]/g, '_')}-${width}.png`
        await page.screenshot({ path: testInfo.outputPath(name), fullPage: true })
      }
    }
  }
  return problems
}

test('every signed-in page at 360, 768, 1280 and 1920 px: fits the window, keeps words whole, covers no control', async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000)
  const problems = []
  for (const role of Object.keys(ROUTES) as Array<keyof typeof ROUTES>) {
    await page.context().clearCookies()
    problems.push(...(await scanRole(page, role, testInfo)))
  }
  expect(problems).toEqual([])
})

test('on a phone a list reads as cards: each line names its column, all of it on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(page, demo.orgAdmin)
  for (const path of ['/my-organizations', '/orders', '/reports/articles']) {
    await page.goto(path)
    await waitForPage(page)
    const cards = await page.locator('main table tbody tr').evaluateAll((rows) =>
      rows.map((row) => ({
        display: getComputedStyle(row).display,
        right: row.getBoundingClientRect().right,
        lines: Array.from(row.children)
          .filter((cell) => cell.getBoundingClientRect().height > 0)
          .map((cell) => ({
            label: getComputedStyle(cell, '::before').content,
            right: Math.max(...Array.from(cell.querySelectorAll('*')).map((el) => el.getBoundingClientRect().right), 0),
          })),
      })),
    )
    expect(cards.length, path).toBeGreaterThan(0)
    for (const card of cards) {
      expect(card.display, path).toBe('block')
      expect(card.right, path).toBeLessThanOrEqual(360)
      for (const line of card.lines) expect(line.right, `${path} ${line.label}`).toBeLessThanOrEqual(360)
      expect(card.lines.some((line) => line.label.length > 2)).toBe(true)
    }
  }
})

const WIDE_TABLES = [
  { who: demo.admin, path: '/service-desk', table: 'Очередь заявок', kept: 'tbody td' },
  // The applications' first column is only the unread mark: the number beside it stays too.
  { who: demo.orgAdmin, path: '/orders', table: 'orders-table', kept: 'tbody td:nth-child(2)' },
]

for (const { who, path, table: name, kept } of WIDE_TABLES) {
  test(`a table wider than its box scrolls in it and keeps its row's number in view: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 })
    await signIn(page, who)
    await page.goto(path)
    await waitForPage(page)
    const table = name.endsWith('-table') ? page.getByTestId(name) : page.getByRole('table', { name })
    // The nearest box that scrolls sideways: scrolled, the number column stays where it was.
    const shift = await table.evaluate((el, selector) => {
      let node = el.parentElement
      const scrolls = (n: HTMLElement) =>
        ['auto', 'scroll'].includes(getComputedStyle(n).overflowX) && n.scrollWidth > n.clientWidth
      while (node && !scrolls(node)) node = node.parentElement
      if (!node || node === document.scrollingElement) return null
      const before = el.querySelector(selector)!.getBoundingClientRect().left
      node.scrollLeft = 300
      return { scrolled: node.scrollLeft, before, after: el.querySelector(selector)!.getBoundingClientRect().left }
    }, kept)
    expect(shift, 'the table scrolls in its own box').not.toBeNull()
    expect(shift!.scrolled).toBeGreaterThan(0)
    expect(Math.abs(shift!.after - shift!.before)).toBeLessThanOrEqual(1)
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(768)
  })
}
