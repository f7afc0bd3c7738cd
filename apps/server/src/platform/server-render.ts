import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PortalSettings } from '@psp/contracts'
import { SERVER_RENDER_STATE_ELEMENT_ID, TIME_ZONE_COOKIE } from '@psp/contracts/limits'
import { SESSION_COOKIE } from '../modules/auth/session-token'

/**
 * Server-side rendering of the signed-in pages a user most often opens first (ADR 0023): the knowledge base, an
 * article and the search results arrive as readable HTML with the answers they were rendered from, and the browser
 * hydrates them. The renderer is the web app's own code (apps/web/src/server-render, built to dist-ssr); its calls
 * go through this server in-process as the signed-in user, with every check a browser's call gets. Whatever goes
 * wrong, the user gets the plain app, which renders in the browser as before.
 */

/** The pages rendered on the server: the ones whose first data requests are known from the address alone. */
export const SERVER_RENDERED_PATHS = new Set(['/knowledge-base', '/knowledge-base/details', '/search'])

/** Longer than this and the plain app is sent: the browser renders it as fast. */
const RENDER_TIMEOUT_MS = 2000

type Send = (url: string, init: RequestInit) => Promise<Response>
interface Renderer {
  renderPage(
    url: string,
    send: Send,
    settings: PortalSettings,
    timeZone: string,
  ): Promise<{ html: string; state: unknown } | null>
}

export interface PageRenderer {
  /** The page's HTML for this request, or null when the plain app is to be sent. */
  render(request: FastifyRequest, pathname: string): Promise<string | null>
}

/** The server build of the web app beside its browser build (apps/web/dist-ssr), when it was built. */
export interface RendererOptions {
  distDir: string
  /** index.html with the portal settings, as the server sends it. */
  indexHtml: string
  settings: PortalSettings
  /** The zone of the times shown when the browser has not reported its own (PORTAL_TIME_ZONE). */
  timeZone: string
}

export async function loadPageRenderer(app: FastifyInstance, options: RendererOptions): Promise<PageRenderer | null> {
  const { distDir, indexHtml, settings } = options
  const entry = path.join(distDir, '../dist-ssr/entry-server.js')
  const frame = renderedPageFrame(indexHtml)
  if (!existsSync(entry) || !frame) return null
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer
  // The stylesheets of each page's chunks (apps/web/build/early-requests.ts): linked in the head, as the entry's is.
  const stylesFile = path.join(distDir, 'server-render-styles.json')
  const styles = existsSync(stylesFile)
    ? (JSON.parse(readFileSync(stylesFile, 'utf8')) as Record<string, string[]>)
    : {}
  const stylesOf = (pathname: string) => [...(styles['*'] ?? []), ...(styles[pathname] ?? [])]
  return {
    async render(request, pathname) {
      if (!SERVER_RENDERED_PATHS.has(pathname) || !request.cookies[SESSION_COOKIE]) return null
      // The `error` test query reaches the page's calls from the browser's address (SPEC §7): the browser's to run.
      if (new URL(request.url, 'http://portal').searchParams.has('error')) return null
      const send: Send = async (url, init) => {
        const answer = await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url,
          headers: { ...(init.headers as Record<string, string>), cookie: request.headers.cookie ?? '' },
          payload: typeof init.body === 'string' ? init.body : undefined,
          // Per-address limits count the user's own address, not the server's.
          remoteAddress: request.ip,
        })
        const headers = new Headers()
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined) headers.set(name, String(value))
        const empty = answer.statusCode === 204 || answer.statusCode === 304
        return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers })
      }
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS)
      })
      try {
        const page = await Promise.race([
          renderer.renderPage(`http://portal${request.url}`, send, settings, timeZoneOf(request, options.timeZone)),
          timeout,
        ])
        return page && withRenderedPage(frame, page, stylesOf(pathname))
      } catch (error) {
        request.log.warn({ err: error }, 'server render failed; the plain app is sent')
        return null
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * index.html as the frame of a rendered page: the page is readable before its JavaScript runs, and that JavaScript
 * only makes it interactive, so it is not fetched before the page has painted. The entry and the modules it
 * preloads move from tags the browser fetches at once to attributes early-requests.js reads after the first paint.
 */
export function renderedPageFrame(indexHtml: string): string | null {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1]
  if (!entry) return null
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1])
  const attributes = `data-server-rendered data-app-entry="${entry}" data-app-preload="${preloads.join(' ')}"`
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('<html lang="ru">', () => `<html lang="ru" ${attributes}>`)
}

/** The frame with the rendered markup in its root, the answers beside it and the page's stylesheets in its head. */
export function withRenderedPage(frame: string, page: { html: string; state: unknown }, styles: string[]): string {
  const { html, state } = page
  const json = JSON.stringify(state).replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="${SERVER_RENDER_STATE_ELEMENT_ID}">${json}</script>`
  const links = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('')
  return frame
    .replace('</head>', () => `${links}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${block}`)
}

/** The zone the browser reported, when it is one this server knows; otherwise the portal's. */
export function timeZoneOf(request: FastifyRequest, fallback: string): string {
  const reported = request.cookies[TIME_ZONE_COOKIE]
  if (!reported || reported.length > 64) return fallback
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: reported }).resolvedOptions().timeZone
  } catch {
    return fallback
  }
}
