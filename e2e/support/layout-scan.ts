import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** SPEC §9 breakpoints: a phone, a tablet, a laptop and a wide screen. */
export const SCAN_WIDTHS = [360, 768, 1280, 1920] as const

/** What a page breaks of the layout rules (ADR 0034); empty lists when it keeps them. */
export interface LayoutProblems {
  /** How many pixels the page is wider than the window (0 when it fits). */
  overflow: number
  /** Words, numbers, dates or e-mails split over two lines, with the text around them. */
  brokenWords: string[]
  /** Controls in view with something else lying over their centre. */
  coveredControls: string[]
}

/** Waits until the page's heading is shown and no loader is left, in it or in a loading modal (the UI kit shows its). */
export async function waitForPage(page: Page) {
  await expect(page.locator('main :is(h1, h2)').first()).toBeVisible()
  if (!page.url().includes('/ui-kit')) await expect(page.locator('.mantine-Loader-root')).toHaveCount(0)
  // Fonts and images settle the line breaks that the checks measure.
  await page.evaluate(() => document.fonts.ready)
}

/**
 * Every visible word of the page (a run of characters between spaces, hyphens and slashes, where a line may break)
 * whose characters lie on more than one line. Code and typed text are left out: they keep their own breaks.
 */
const findBrokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = []
    const range = document.createRange()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node as Text).data
      if (!/[\p{L}\p{N}]{2}/u.test(text)) continue
      const parent = node.parentElement
      if (!parent || parent.closest('pre, code, textarea, script, style, [hidden]')) continue
      const box = parent.getBoundingClientRect()
      // Not shown, or text for screen readers only (a 1 px box that wraps every letter on purpose).
      if (box.width <= 2 || box.height <= 2) continue
      for (const match of text.matchAll(/[^\s\-/–—]{2,}/g)) {
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0)
        if (rects.length < 2) continue
        const tops = rects.map((r) => r.top)
        if (Math.max(...tops) - Math.min(...tops) < rects[0].height / 2) continue
        broken.push(`«${match[0].slice(0, 40)}» in ${parent.tagName.toLowerCase()} «${text.trim().slice(0, 60)}»`)
      }
    }
    return broken
  })

/**
 * Controls and links in view whose centre is something else: a box lying over them. A control clipped by a box that
 * scrolls (a wide table's hidden columns) is out of view, not covered.
 */
const findCoveredControls = (page: Page) =>
  page.evaluate(() => {
    const visibleBox = (el: Element) => {
      let { left, top, right, bottom } = el.getBoundingClientRect()
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const clip = node.getBoundingClientRect()
        left = Math.max(left, clip.left)
        top = Math.max(top, clip.top)
        right = Math.min(right, clip.right)
        bottom = Math.min(bottom, clip.bottom)
      }
      return { left, top, right: Math.min(right, innerWidth), bottom: Math.min(bottom, innerHeight) }
    }
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=combobox]'
    return Array.from(document.querySelectorAll(selector))
      .filter((el) => getComputedStyle(el).visibility === 'visible' && getComputedStyle(el).opacity !== '0')
      .filter((el) => {
        const box = visibleBox(el)
        if (box.right - box.left < 4 || box.bottom - box.top < 4 || box.left < 0 || box.top < 0) return false
        const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2)
        if (!hit || hit === el || el.contains(hit) || hit.contains(el)) return false
        // A label of the control stands for it (Mantine's checkboxes and switches draw their box over the input).
        const labels = (el as HTMLInputElement).labels
        return !(labels && Array.from(labels).some((label) => label.contains(hit)))
      })
      .map((el) => {
        const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40)
        const hit = document.elementFromPoint(
          el.getBoundingClientRect().left + el.getBoundingClientRect().width / 2,
          el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2,
        )
        return `«${name}» under ${hit?.tagName.toLowerCase()}.${String(hit?.className).slice(0, 40)}`
      })
  })

/** The layout rules checked on the page as it is now, at the top and at the end of the page. */
export async function scanLayout(page: Page): Promise<LayoutProblems> {
  await page.evaluate(() => window.scrollTo(0, 0))
  const overflow = await page.evaluate(() => Math.max(0, document.scrollingElement!.scrollWidth - innerWidth))
  const brokenWords = await findBrokenWords(page)
  const covered = await findCoveredControls(page)
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight))
  const coveredAtEnd = await findCoveredControls(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  return { overflow, brokenWords, coveredControls: [...new Set([...covered, ...coveredAtEnd])] }
}

/** The first link of the page whose address starts with `prefix`, to reach a page of one item of a list. */
export async function firstLink(page: Page, prefix: string, exclude?: RegExp) {
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
  const href = hrefs.find((h) => !exclude?.test(h))
  if (!href) throw new Error(`no link to ${prefix} on ${page.url()}`)
  return href
}
