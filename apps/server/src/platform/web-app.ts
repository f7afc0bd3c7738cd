import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PortalSettings } from '@psp/contracts'
import { AppError } from './errors'
import { renderIndexHtml } from './portal-settings'
import { publicRoutes } from './route-config'
import { loadPageRenderer } from './server-render'
import { withVision } from './vision-html'

/**
 * Serves the built single-page app: hashed assets cached for a year (precompressed .br/.gz when present),
 * index.html never cached, and index.html for every other non-API path so deep links work. index.html carries the
 * portal settings, so it is rendered once at start and never served from disk (nor its precompressed copies).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined, settings: PortalSettings) {
  const hasDist = distDir && existsSync(path.join(distDir, 'index.html'))
  const page = (name: string) =>
    hasDist && existsSync(path.join(distDir, name))
      ? renderIndexHtml(readFileSync(path.join(distDir, name), 'utf8'), settings)
      : ''
  const indexHtml = page('index.html')
  const loginHtml = page('login.html')
  if (hasDist) {
    // The app's files are public; their routes are marked so in their own scope.
    await app.register(async (files) => {
      publicRoutes(files)
      await files.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        globIgnore: ['index.html', 'index.html.*', 'login.html', 'login.html.*'],
        preCompressed: true,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
          reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
        },
      })
    })
  }
  const renderer = hasDist ? await loadPageRenderer(app, { distDir, indexHtml, loginHtml, settings }) : null
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]
    const isApi = pathname === '/api' || pathname.startsWith('/api/')
    // A page's form sent before its script ran (ADR 0037) comes back to the page, to be sent again: nothing of it is
    // read, and its fields never travel in an address.
    // Only to a path of this portal: `//host` or `/\host` would be another site.
    if (!isApi && hasDist && request.method === 'POST') {
      return reply.redirect(/^\/(?![/\\])/.test(request.url) ? request.url : '/', 303)
    }
    if (isApi || !hasDist || request.method !== 'GET') {
      return reply.status(404).send(new AppError('NotFound').toBody())
    }
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
      // A missing asset (an old chunk after a deploy) must fail as such, not answer with the page.
      return reply.status(404).type('text/plain').send('Not found')
    }
    const rendered = await renderer?.render(request, pathname)
    // A rendered page holds the user's own data: never kept by a cache on the way.
    if (rendered) {
      reply
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8')
      return sendCompressed(request, reply, withVision(rendered, request))
    }
    // The page differs by the version for the visually impaired the visitor chose (its cookie, ADR 0035).
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(withVision(indexHtml, request))
  })
}

/**
 * Compresses a rendered page as the client accepts: the compression plugin only covers routes, and pages are sent by
 * the not-found handler. Brotli at a middle quality takes about a millisecond for a page and makes it a tenth.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    return reply.header('Content-Encoding', 'br').send(body)
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html))
  return reply.send(html)
}
