import { describe, expect, it } from 'vitest'
import { renderedPageFrame, withRenderedLogin, withRenderedPage } from './rendered-page-html'

const INDEX = [
  '<!doctype html><html lang="ru" data-mantine-color-scheme="light"><head><title>Портал</title>',
  '<script src="/early-requests.js" async></script>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/web-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/web-1.css"></head>',
  '<body><div id="root"></div></body></html>',
].join('')

describe('a rendered page inside index.html', () => {
  const frame = renderedPageFrame(INDEX)!
  const page = withRenderedPage(
    frame,
    {
      html: "<p>Цена $& и $' остаются</p>",
      state: { text: '</script><script>alert(1)</script>' },
      title: 'Статья <b>о $& «ЕГРЗ»</b> — Портал',
    },
    { modules: ['/assets/app-layout-1.js'], styles: ['/assets/app-header-1.css'] },
    true,
  )

  it('puts the markup in the root, verbatim', () => {
    expect(page).toContain('<div id="root"><p>Цена $& и $\' остаются</p></div>')
  })

  it('is named by the title of the page it shows, as text', () => {
    expect(page).toContain('<title>Статья &lt;b&gt;о $&amp; «ЕГРЗ»&lt;/b&gt; — Портал</title>')
    expect(withRenderedPage(frame, { html: '', state: {} }, { modules: [], styles: [] }, false)).toContain(
      '<title>Портал</title>',
    )
  })

  it('carries the answers as JSON no text of theirs can close', () => {
    const block = /<script type="application\/json" id="server-render-state">(.*?)<\/script>/.exec(page)
    expect(block).not.toBeNull()
    expect(block![1]).not.toContain('<')
    expect(JSON.parse(block![1])).toEqual({ text: '</script><script>alert(1)</script>' })
  })

  it("links the stylesheets of its chunks in the head, after the entry's", () => {
    expect(page).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/web-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/app-header-1.css"></head>',
    )
  })

  it('runs none of the app: the entry and the modules it starts with wait in attributes', () => {
    expect(page).not.toMatch(/<script type="module"|modulepreload/)
    expect(page).toContain(
      '<html lang="ru" data-server-rendered data-signed-in data-app-modules="/assets/web-1.js /assets/app-layout-1.js" ' +
        'data-app-entry="/assets/index-1.js" data-mantine-color-scheme="light">',
    )
  })

  it("says whether it is a signed-in user's, whose alerts it listens to", () => {
    const login = withRenderedPage(frame, { html: '', state: {} }, { modules: [], styles: [] }, false)
    expect(login).toContain('<html lang="ru" data-server-rendered data-app-modules')
  })

  it('ends with the script that starts the app on use, in place of the early requests of the plain app', () => {
    expect(page).toMatch(/<\/script><script src="\/rendered-page\.js"><\/script><\/body>/)
    expect(page).not.toContain('early-requests.js')
  })

  it('is not made from an index.html without an entry script or without the early script', () => {
    expect(renderedPageFrame('<html lang="ru"><body><div id="root"></div></body></html>')).toBeNull()
    expect(renderedPageFrame(INDEX.replace('<script src="/early-requests.js" async></script>', ''))).toBeNull()
  })
})

describe('the login page inside login.html, its own entry', () => {
  const LOGIN = [
    '<!doctype html><html lang="ru" data-mantine-color-scheme="light"><head><title>Портал</title>',
    '<script type="module" crossorigin src="/assets/login-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-dom-1.js"></head>',
    '<body><div id="root"></div></body></html>',
  ].join('')
  const page = withRenderedLogin(LOGIN, { html: '<form>$& Вход</form>', title: 'Вход — Портал' })!

  it('puts the markup in the root and the title in the head, verbatim', () => {
    expect(page).toContain('<div id="root"><form>$& Вход</form></div>')
    expect(page).toContain('<title>Вход — Портал</title>')
  })

  it('keeps its entry script and preloads, so the page is hydrated at once, with nothing held for later', () => {
    expect(page).toContain('<script type="module" crossorigin src="/assets/login-1.js"></script>')
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/react-dom-1.js">')
    expect(page).toContain('<html lang="ru" data-server-rendered data-mantine-color-scheme="light">')
    expect(page).not.toContain('rendered-page.js')
    expect(page).not.toContain('data-app-entry')
  })

  it('is not made from a page without its root', () => {
    expect(withRenderedLogin(LOGIN.replace('<div id="root"></div>', ''), { html: '' })).toBeNull()
  })
})
