import type { FastifyRequest } from 'fastify'
import { RENDER_STORAGE_COOKIE, RENDER_STORAGE_COOKIE_MAX, RENDER_STORAGE_KEYS } from '@psp/contracts/limits'

/**
 * What the browser tells the server, in cookies sent with the rendered pages only, so that a page renders as the
 * browser's app will show it (ADR 0023, ADR 0024; apps/web/src/lib/render-cookies.ts writes them).
 */

/**
 * The stored values the browser mirrored for the pages the server renders: RENDER_STORAGE_KEYS' strings, nothing
 * else. An unreadable mirror counts as none: the page renders as for a browser that stored nothing.
 */
export function renderStorageOf(request: FastifyRequest): Record<string, string> {
  const text = request.cookies[RENDER_STORAGE_COOKIE]
  if (!text || text.length > RENDER_STORAGE_COOKIE_MAX) return {}
  try {
    const mirrored = JSON.parse(text) as unknown
    if (typeof mirrored !== 'object' || mirrored === null) return {}
    const values: Record<string, string> = {}
    for (const key of RENDER_STORAGE_KEYS) {
      const value = (mirrored as Record<string, unknown>)[key]
      if (typeof value === 'string') values[key] = value
    }
    return values
  } catch {
    return {}
  }
}
