import type { VisionSettings } from '@psp/contracts/vision'
import {
  chooseVision,
  expectNoA11yViolations,
  MAIN_ROUTES,
  ROLE_LOGIN,
  type Role,
  routesOf,
  settled,
} from '../support/a11y'
import { test } from '../support/fixtures'
import { signIn } from '../support/shell'

/**
 * GOST R 52872-2019 / WCAG 2.1 AA by axe: no violation of any impact on every page of every role, on a desktop and a
 * phone, in the ordinary version; the pages each role opens most also in every colour scheme of the version for the
 * visually impaired (all pages in all schemes would take several times as long and share their components).
 */

const ROLES: Role[] = ['signedOut', 'individual', 'employee', 'orgAdmin', 'admin']
const WIDTHS = [1280, 360]
const SCHEMES: Array<VisionSettings | null> = [
  null,
  { size: '100', scheme: 'black-on-white', images: 'on', spacing: 'normal' },
  { size: '150', scheme: 'white-on-black', images: 'off', spacing: 'wide' },
  { size: '200', scheme: 'blue-on-blue', images: 'on', spacing: 'wide' },
]

for (const role of ROLES) {
  for (const width of WIDTHS) {
    for (const vision of SCHEMES) {
      const scheme = vision ? `${vision.scheme} ${vision.size} %` : 'the ordinary version'
      test(`${role}: no accessibility violation at ${width} px in ${scheme}`, async ({ page, db, context }) => {
        test.setTimeout(240_000)
        await page.setViewportSize({ width, height: 800 })
        await chooseVision(context, vision)
        if (role !== 'signedOut') await signIn(page, ROLE_LOGIN[role])
        const routes = (await routesOf(db, role)).filter((route) => !vision || MAIN_ROUTES.has(route.split('?')[0]))
        for (const route of routes) {
          await test.step(route, async () => {
            await page.goto(route)
            await settled(page)
            await expectNoA11yViolations(page)
          })
        }
      })
    }
  }
}
