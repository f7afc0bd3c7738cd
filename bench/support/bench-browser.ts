import { type Browser, type BrowserContext, chromium } from '@playwright/test'

/** Debian's Chromium, as the browser tests run it, for the benches that drive a page themselves. */
export const launchBenchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  })

/** A browser context on the portal in Moscow's time, holding the session cookie (`name=value; …`) when one is given. */
export async function portalContext(browser: Browser, base: string, cookie: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, locale: 'ru-RU', timezoneId: 'Europe/Moscow' })
  if (cookie)
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=')
        return { name, value: value.join('='), url: base }
      }),
    )
  return context
}
