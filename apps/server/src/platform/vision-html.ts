import type { FastifyRequest } from 'fastify'
import { parseVision, VISION_COOKIE, visionAttributes } from '@psp/contracts/vision'

/**
 * The page's HTML with the visitor's version for the visually impaired on <html> (ADR 0035): the browser paints it so
 * from the first frame, before any script runs. Values come from a fixed list, so nothing needs escaping.
 */
export function withVision(html: string, request: FastifyRequest): string {
  const attributes = Object.entries(visionAttributes(parseVision(request.cookies[VISION_COOKIE])))
  if (attributes.length === 0) return html
  const text = attributes.map(([name, value]) => (value ? ` ${name}="${value}"` : ` ${name}`)).join('')
  return html.replace('<html lang="ru"', () => `<html lang="ru"${text}`)
}
