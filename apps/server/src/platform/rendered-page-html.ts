import { SERVER_RENDER_STATE_ELEMENT_ID } from '@psp/contracts/limits'

/**
 * The HTML of a server-rendered page (ADR 0023, ADR 0024), made from index.html: readable, styled and with working
 * links before any of its JavaScript runs. The app only makes it interactive, so it starts at the user's first sign of
 * use: the entry and the modules it starts with move from tags the browser fetches at once to attributes that
 * rendered-page.js, in place of early-requests.js, reads.
 */

/** index.html made the frame of rendered pages, and the modules its entry preloads. */
export interface PageFrame {
  html: string
  preloads: string[]
}

/** The files of a page's own chunks beside the entry's, built with the app (apps/web/build/early-requests.ts). */
export interface PageFiles {
  modules: string[]
  styles: string[]
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g
const EARLY_REQUESTS = '<script src="/early-requests.js" async></script>'

/** index.html as the frame of rendered pages, or null when it is not the one the build writes. */
export function renderedPageFrame(indexHtml: string): PageFrame | null {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1]
  if (!entry || !indexHtml.includes(EARLY_REQUESTS) || !indexHtml.includes('<html lang="ru"')) return null
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1])
  const html = indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(EARLY_REQUESTS, '')
    .replace('<html lang="ru"', () => `<html lang="ru" data-server-rendered data-app-entry="${entry}"`)
  return { html, preloads }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const withTitle = (html: string, title: string | undefined) =>
  html.replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${escapeText(title)}</title>` : tag))

/**
 * The login page rendered into login.html, the page of its own small entry (ADR 0037): its script is linked as
 * usual and hydrates the page at once; nothing is held or replayed. Null when login.html is not the one the build
 * writes.
 */
export function withRenderedLogin(loginHtml: string, page: { html: string; title?: string }): string | null {
  if (!loginHtml.includes('<div id="root"></div>') || !loginHtml.includes('<html lang="ru"')) return null
  return withTitle(loginHtml, page.title)
    .replace('<html lang="ru"', '<html lang="ru" data-server-rendered')
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
}

/**
 * The frame with the rendered markup in its root, the answers beside it, and the page's own title and stylesheets in
 * its head. The modules the app starts with besides its entry (the entry's preloads and the page's chunks) are named
 * on <html>, and whether the page is a signed-in user's (whose alerts the page listens to).
 * rendered-page.js comes last, as a plain script: it runs once the stylesheets are in, before the page counts as
 * loaded, so no click can come before it, and the browser lays the page out once, styled.
 */
export function withRenderedPage(
  frame: PageFrame,
  page: { html: string; state: unknown; title?: string },
  files: PageFiles,
  signedIn: boolean,
): string {
  const { html, state, title } = page
  const json = JSON.stringify(state).replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="${SERVER_RENDER_STATE_ELEMENT_ID}">${json}</script>`
  const links = files.styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`).join('')
  const modules = [...frame.preloads, ...files.modules].join(' ')
  return withTitle(frame.html, title)
    .replace(
      'data-server-rendered',
      () => `data-server-rendered${signedIn ? ' data-signed-in' : ''} data-app-modules="${modules}"`,
    )
    .replace('</head>', () => `${links}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${html}</div>${block}<script src="/rendered-page.js"></script>`,
    )
}
