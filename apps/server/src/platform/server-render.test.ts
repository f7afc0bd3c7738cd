import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { renderedPageFrame, timeZoneOf, withRenderedPage } from './server-render'

const INDEX = [
  '<!doctype html><html lang="ru"><head><title>Портал</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/web-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/web-1.css"></head>',
  '<body><div id="root"></div></body></html>',
].join('')

describe('a rendered page inside index.html', () => {
  const frame = renderedPageFrame(INDEX)!
  const page = withRenderedPage(
    frame,
    { html: "<p>Цена $& и $' остаются</p>", state: { text: '</script><script>alert(1)</script>' } },
    ['assets/app-header-1.css'],
  )

  it('puts the markup in the root, verbatim', () => {
    expect(page).toContain('<div id="root"><p>Цена $& и $\' остаются</p></div>')
  })

  it('carries the answers as JSON no text of theirs can close', () => {
    const block = /<script type="application\/json" id="server-render-state">(.*?)<\/script>/.exec(page)
    expect(block).not.toBeNull()
    expect(block![1]).not.toContain('<')
    expect(JSON.parse(block![1])).toEqual({ text: '</script><script>alert(1)</script>' })
  })

  it('links the stylesheets of its chunks in the head', () => {
    expect(page).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/app-header-1\.css"><\/head>/)
  })

  it('fetches no script before the page has painted: the entry and its preloads wait in attributes', () => {
    expect(page).not.toMatch(/<script type="module"|modulepreload/)
    expect(page).toContain(
      '<html lang="ru" data-server-rendered data-app-entry="/assets/index-1.js" data-app-preload="/assets/web-1.js">',
    )
  })

  it('is not made from an index.html without an entry script', () => {
    expect(renderedPageFrame('<html lang="ru"><body><div id="root"></div></body></html>')).toBeNull()
  })
})

describe('the time zone of a rendered page', () => {
  const request = (zone?: string) => ({ cookies: zone === undefined ? {} : { psp_tz: zone } }) as FastifyRequest

  it('is the zone the browser reported', () => {
    expect(timeZoneOf(request('Asia/Vladivostok'), 'Europe/Moscow')).toBe('Asia/Vladivostok')
  })

  it("is the portal's when the browser reported none, or one no one knows", () => {
    for (const zone of [undefined, '', 'Mars/Olympus', 'x'.repeat(500)]) {
      expect(timeZoneOf(request(zone), 'Europe/Moscow')).toBe('Europe/Moscow')
    }
  })
})
