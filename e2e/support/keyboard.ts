import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** A short description of the focused element, for a failure message that says where focus went instead. */
export async function describeFocus(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return 'body'
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40)
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase()
    return `${role}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} «${name}»`
  })
}

/**
 * The focused button or link shows it (WCAG 2.4.7): an outline or a ring. Fields are left out: theirs is the border's
 * colour, which the theme sets.
 */
export async function expectVisibleFocus(page: Page) {
  const seen = await page.evaluate(() => {
    const el = document.activeElement
    if (!(el instanceof HTMLElement) || !el.matches('button, a, [role="button"], [role="menuitem"], [role="radio"]'))
      return null
    const style = getComputedStyle(el)
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    return outlined || style.boxShadow !== 'none' ? null : `${el.tagName} «${(el.textContent ?? '').trim()}»`
  })
  expect(seen, 'a focused control without a visible focus indicator').toBeNull()
}

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)

/**
 * Presses Tab (or another key: Shift+Tab, Arrow Down in a menu) until `target` has focus, as a keyboard user moves
 * through the page; fails listing the elements focus passed when `target` is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 40, key = 'Tab') {
  const passed: string[] = []
  for (let i = 0; i < max; i++) {
    if ((await target.count()) === 1 && (await isFocused(target))) return expectVisibleFocus(page)
    await page.keyboard.press(key)
    passed.push(await describeFocus(page))
  }
  if ((await target.count()) === 1 && (await isFocused(target))) return expectVisibleFocus(page)
  throw new Error(`not reached by ${max} × ${key}; focus passed:\n  ${passed.join('\n  ')}`)
}

/**
 * Picks an option of the focused select with the arrows and Enter: Arrow Down opens the list, then moves through its
 * options until the active one (aria-activedescendant) is the wanted one.
 */
export async function chooseWithArrows(page: Page, select: Locator, option: string | RegExp, max = 30) {
  await expect(select).toBeFocused()
  const seen: string[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('ArrowDown')
    const active = await select.getAttribute('aria-activedescendant')
    const text = active ? ((await page.locator(`[id="${active}"]`).textContent()) ?? '').trim() : ''
    seen.push(text)
    if (typeof option === 'string' ? text === option : option.test(text)) {
      await page.keyboard.press('Enter')
      return
    }
  }
  throw new Error(`option ${String(option)} not reached by Arrow Down; passed: ${seen.join(' | ')}`)
}

/** Types into the focused field, key by key. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await expect(field).toBeFocused()
  await page.keyboard.type(text)
}

/** Tab and Shift+Tab keep focus inside an open dialog (WCAG 2.4.3: the page behind is out of reach). */
export async function expectFocusTrappedIn(page: Page, dialog: Locator, presses = 8) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key)
      expect(
        await isFocused(dialog),
        `focus left the dialog after ${i + 1} × ${key}: ${await describeFocus(page)}`,
      ).toBe(true)
    }
  }
}
