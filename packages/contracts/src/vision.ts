/**
 * The version for the visually impaired (GOST R 52872-2019, ADR 0035): the browser keeps the visitor's choice in a
 * cookie, and the server puts it on <html> as data-vision-* attributes of every page it sends, so the page is painted
 * in it from the first frame (the CSP allows no inline script that could do it in the browser that early).
 */
export const VISION_COOKIE = 'psp_vision'

export const VISION_SIZES = ['100', '150', '200'] as const
export const VISION_SCHEMES = ['black-on-white', 'white-on-black', 'blue-on-blue'] as const
export const VISION_IMAGES = ['on', 'off'] as const
export const VISION_SPACINGS = ['normal', 'wide'] as const

export interface VisionSettings {
  size: (typeof VISION_SIZES)[number]
  scheme: (typeof VISION_SCHEMES)[number]
  images: (typeof VISION_IMAGES)[number]
  spacing: (typeof VISION_SPACINGS)[number]
}

/** What turning the version on starts with: larger text in black on white. */
export const DEFAULT_VISION: VisionSettings = { size: '150', scheme: 'black-on-white', images: 'on', spacing: 'normal' }

const pick = <T extends string>(allowed: readonly T[], value: string | undefined | null): T | null =>
  allowed.includes(value as T) ? (value as T) : null

/** The cookie's value: the four choices joined by dots, e.g. `150.white-on-black.off.wide`. */
export function formatVision(v: VisionSettings): string {
  return [v.size, v.scheme, v.images, v.spacing].join('.')
}

/** The choices in a cookie's value; anything unreadable counts as the ordinary version (null). */
export function parseVision(text: string | undefined | null): VisionSettings | null {
  if (!text || text.length > 64) return null
  const [size, scheme, images, spacing] = text.split('.')
  const v = {
    size: pick(VISION_SIZES, size),
    scheme: pick(VISION_SCHEMES, scheme),
    images: pick(VISION_IMAGES, images),
    spacing: pick(VISION_SPACINGS, spacing),
  }
  return v.size && v.scheme && v.images && v.spacing ? (v as VisionSettings) : null
}

/** The attributes <html> carries for the choices (names as in apps/web/src/features/vision/vision.css). */
export function visionAttributes(v: VisionSettings | null): Record<string, string> {
  if (!v) return {}
  return {
    'data-vision': '',
    'data-vision-size': v.size,
    'data-vision-scheme': v.scheme,
    'data-vision-images': v.images,
    'data-vision-spacing': v.spacing,
  }
}
