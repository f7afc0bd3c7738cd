import type { Page } from '@playwright/test'
import { demo, expect, test } from '../support/fixtures'
import { signIn } from '../support/shell'

/**
 * A visible focus ring on every control the keyboard reaches (WCAG 2.4.7, GOST R 52872-2019): an outline or a shadow at
 * least 2 px wide, at 3:1 contrast or more against the page.
 */

interface Ring {
  element: string
  width: number
  contrast: number
}

/** The focused element's ring: the wider of its outline and its shadow's spread, and the contrast of its colour. */
const focusRing = (page: Page) =>
  page.evaluate((): Ring | null => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const style = getComputedStyle(el)
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number)
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((c) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (hi + 0.05) / (lo + 0.05)
    }
    const background = getComputedStyle(document.body).backgroundColor
    const outline = style.outlineStyle !== 'none' ? parseFloat(style.outlineWidth) : 0
    // box-shadow: <color> <x> <y> <blur> <spread>
    const shadow =
      style.boxShadow === 'none' ? null : /^(rgba?\([^)]*\))\s+\S+\s+\S+\s+\S+\s+([\d.]+)px/.exec(style.boxShadow)
    const shadowSpread = shadow ? parseFloat(shadow[2]) : 0
    const name = `${el.tagName.toLowerCase()} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}»`
    return outline >= shadowSpread
      ? { element: name, width: outline, contrast: contrast(style.outlineColor, background) }
      : { element: name, width: shadowSpread, contrast: contrast(shadow![1], background) }
  })

/** Tabs through the page (up to `stops` times) and lists every stop whose ring is too thin or too faint. */
async function weakRings(page: Page, stops: number) {
  const weak: Ring[] = []
  let seen = 0
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab')
    const ring = await focusRing(page)
    if (!ring) continue
    seen++
    if (ring.width < 2 || ring.contrast < 3) weak.push(ring)
  }
  expect(seen).toBeGreaterThan(3)
  return weak
}

test('every control of the login page shows a focus ring', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByLabel('Электронная почта или имя пользователя')).toBeFocused()
  const weak = await weakRings(page, 10)
  expect(weak).toEqual([])
  // The fields themselves, focused as the page opens, ring too (not just a border of another colour).
  await page.getByLabel('Электронная почта или имя пользователя').focus()
  const field = await focusRing(page)
  expect(field!.width).toBeGreaterThanOrEqual(2)
})

test('every control of a signed-in page shows a focus ring', async ({ page }) => {
  await signIn(page, demo.employee)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await weakRings(page, 30)).toEqual([])
})

test('the focus ring stays visible in the version for the visually impaired', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Версия для слабовидящих' }).click()
  await page.getByRole('radio', { name: 'Белым по чёрному' }).check()
  await page.getByLabel('Электронная почта или имя пользователя').focus()
  expect(await weakRings(page, 8)).toEqual([])
})
