import { gzipSync } from 'node:zlib'
import type { Response } from '@playwright/test'
import { launchBenchBrowser, portalContext } from './bench-browser'

/**
 * The JavaScript a page runs by its first use, measured from outside (ADR 0037): the page is opened, and a second
 * after its load the user moves the pointer, clicks the first text field (or the page's heading) and types a letter.
 * Counted: every script the page ran by the time the network is quiet again, gzip-compressed as the goals state them
 * (the server may send Brotli, which is smaller). Scripts a worker only downloads ahead are not run, and not counted.
 */
export const SCRIPT_GOAL_KB = { login: 110, signedIn: 130 }

export async function scriptKbByFirstUse(base: string, cookie: string | null, url: string): Promise<number> {
  const browser = await launchBenchBrowser()
  try {
    const context = await portalContext(browser, base, cookie)
    const page = await context.newPage()
    const scripts: Promise<number>[] = []
    page.on('response', (response: Response) => {
      if (response.request().resourceType() !== 'script') return
      scripts.push(
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      )
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(1000)
    await page.mouse.move(20, 20)
    const field = page.locator('input[type="text"], input:not([type]), input[type="search"]').first()
    if (await field.count()) {
      await field.click()
      await page.keyboard.type('а')
    } else await page.locator('h1').first().click()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    return +((await Promise.all(scripts)).reduce((sum, size) => sum + size, 0) / 1024).toFixed(1)
  } finally {
    await browser.close()
  }
}
