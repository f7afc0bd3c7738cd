import { useSyncExternalStore } from 'react'
import { formatVision, parseVision, VISION_COOKIE, visionAttributes, type VisionSettings } from '@psp/contracts/vision'

/**
 * The visitor's version for the visually impaired (ADR 0035). The server puts the choice kept in its cookie on <html>
 * of every page it sends, so the browser reads it there; a change rewrites the cookie and the attributes at once.
 */

const ATTRIBUTES = [
  'data-vision',
  'data-vision-size',
  'data-vision-scheme',
  'data-vision-images',
  'data-vision-spacing',
]
const ONE_YEAR = 365 * 24 * 60 * 60

/** On the server the renderer says which cookie the page is rendered for (server-render/entry-server.tsx). */
let serverCookie: () => string | undefined = () => undefined
export function setVisionServerSource(source: () => string | undefined) {
  serverCookie = source
}

/** The choice as the cookie writes it ('' for the ordinary version): a string, so the snapshot compares by value. */
function documentValue(): string {
  const html = document.documentElement
  if (!html.hasAttribute('data-vision')) return ''
  const v = parseVision(
    [
      html.getAttribute('data-vision-size'),
      html.getAttribute('data-vision-scheme'),
      html.getAttribute('data-vision-images'),
      html.getAttribute('data-vision-spacing'),
    ].join('.'),
  )
  return v ? formatVision(v) : ''
}

const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener))

/**
 * The choice; the same while a rendered page hydrates as when the server rendered it, since both read the attributes
 * the server wrote from the cookie.
 */
export function useVision(): VisionSettings | null {
  const value = useSyncExternalStore(subscribe, documentValue, () =>
    typeof document === 'undefined' ? (parseVision(serverCookie()) ? serverCookie()! : '') : documentValue(),
  )
  return parseVision(value)
}

/** Applies a choice (null: the ordinary version) to the page and keeps it in the cookie for every later page. */
export function setVision(v: VisionSettings | null) {
  const html = document.documentElement
  for (const name of ATTRIBUTES) html.removeAttribute(name)
  for (const [name, value] of Object.entries(visionAttributes(v))) html.setAttribute(name, value)
  document.cookie = v
    ? `${VISION_COOKIE}=${formatVision(v)}; path=/; max-age=${ONE_YEAR}; samesite=lax`
    : `${VISION_COOKIE}=; path=/; max-age=0; samesite=lax`
  for (const listener of listeners) listener()
}
