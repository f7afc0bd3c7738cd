import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PortalSettings } from '@psp/contracts'
import { VISION_COOKIE } from '@psp/contracts/vision'
import { SESSION_COOKIE } from '../modules/auth/session-token'
import { renderStorageOf } from './render-cookies'
import { type PageFiles, renderedPageFrame, withRenderedLogin, withRenderedPage } from './rendered-page-html'

/**
 * Server-side rendering of the signed-in pages a user most often opens first (ADR 0023): the knowledge base, an
 * article and the search results arrive as readable HTML with the answers they were rendered from, and the browser
 * hydrates them. The renderer is the web app's own code (apps/web/src/server-render, built to dist-ssr); its calls
 * go through this server in-process as the signed-in user, with every check a browser's call gets. Whatever goes
 * wrong, the user gets the plain app, which renders in the browser as before.
 */

/**
 * The pages rendered on the server: the signed-in ones whose first data requests are known from the address alone, for
 * a visitor with a session, and the login page, which needs no data, for everyone.
 */
export const SERVER_RENDERED_PATHS = new Set(['/knowledge-base', '/knowledge-base/details', '/search'])
const PUBLIC_RENDERED_PATHS = new Set(['/login'])

/** Longer than this and the plain app is sent: the browser renders it as fast. */
const RENDER_TIMEOUT_MS = 2000

type Send = (url: string, init: RequestInit) => Promise<Response>
interface Renderer {
  renderPage(
    url: string,
    send: Send,
    settings: PortalSettings,
    storage: Readonly<Record<string, string>>,
    vision?: string,
  ): Promise<{ html: string; state: unknown; title?: string } | null>
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
  /** login.html, the login page's own entry (ADR 0037), with the portal settings. */
  loginHtml: string
  settings: PortalSettings
}

export async function loadPageRenderer(app: FastifyInstance, options: RendererOptions): Promise<PageRenderer | null> {
  const { distDir, indexHtml, loginHtml, settings } = options
  const entry = path.join(distDir, '../dist-ssr/entry-server.js')
  const frame = renderedPageFrame(indexHtml)
  if (!existsSync(entry) || !frame) return null
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer
  // The chunks and stylesheets of each page besides the entry's: what takes a rendered page over ('rendered'), the
  // signed-in layout's ('*') and the page's own. The login page has an entry of its own, login.html.
  const pagesFile = path.join(distDir, 'server-render-pages.json')
  const pages = existsSync(pagesFile) ? (JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<string, PageFiles>) : {}
  const listed = (pathname: string, kind: keyof PageFiles) =>
    [
      ...(pages.rendered?.[kind] ?? []),
      ...(SERVER_RENDERED_PATHS.has(pathname)
        ? [...(pages['*']?.[kind] ?? []), ...(pages[pathname]?.[kind] ?? [])]
        : []),
    ].map((f) => `/${f}`)
  const filesOf = (pathname: string): PageFiles => ({
    modules: [...new Set(listed(pathname, 'modules'))],
    styles: [...new Set(listed(pathname, 'styles'))],
  })
  return {
    async render(request, pathname) {
      const signedIn = SERVER_RENDERED_PATHS.has(pathname) && request.cookies[SESSION_COOKIE]
      if (!signedIn && !PUBLIC_RENDERED_PATHS.has(pathname)) return null
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
          renderer.renderPage(
            `http://portal${request.url}`,
            send,
            settings,
            renderStorageOf(request),
            request.cookies[VISION_COOKIE],
          ),
          timeout,
        ])
        if (!page) return null
        return PUBLIC_RENDERED_PATHS.has(pathname)
          ? withRenderedLogin(loginHtml, page)
          : withRenderedPage(frame, page, filesOf(pathname), Boolean(signedIn))
      } catch (error) {
        request.log.warn({ err: error }, 'server render failed; the plain app is sent')
        return null
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
