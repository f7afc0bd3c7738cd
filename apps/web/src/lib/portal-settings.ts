import type { PortalSettings } from '@psp/contracts'
// Zod-free imports only: the error screens that show these settings are part of the first download.
import { PORTAL_SETTINGS_ELEMENT_ID } from '@psp/contracts/limits'

/** Used by the Vite dev server, which serves index.html without the server's settings block. */
export const DEFAULT_PORTAL_SETTINGS: PortalSettings = {
  support: { email: 'support@example.ru', phone: '8 800 000-00-00' },
  contacts: {
    hotline: { email: 'hotline@example.ru', phone: '8 800 000-00-00' },
    expertReview: { email: 'expertiza@example.ru', phone: '+7 (495) 000-00-01' },
    expertPlatform: { email: 'platform@example.ru', phone: '+7 (495) 000-00-02' },
  },
  footerLinks: {
    expertiseApplicant: 'https://lk.expertiza.example.ru/',
    platformApplicant: 'https://lk.platform.example.ru/',
    expertWorker: 'https://expert.example.ru/',
    conclusionsRegister: 'https://reestr.example.ru/',
    agencySite: 'https://agency.example.ru/',
  },
  // The dev server has no portal zone to hand over: the browser's own stands in.
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  // Single sign-on is offered only when the server says so.
  singleSignOnName: '',
  builtInServiceDesk: true,
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Each value from the block when it is a non-empty string, else its default: one bad value spoils nothing else. */
function merge<T extends Record<string, unknown>>(defaults: T, given: unknown): T {
  const source = isObject(given) ? given : {}
  const result: Json = {}
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = source[key]
    result[key] = isObject(fallback)
      ? merge(fallback as Json, value)
      : typeof value === 'string' && value.trim()
        ? value
        : fallback
  }
  return result as T
}

/** Reads the settings block the server puts into index.html; a missing or broken block means the defaults. */
export function readPortalSettings(doc: Document = document): PortalSettings {
  const text = doc.getElementById(PORTAL_SETTINGS_ELEMENT_ID)?.textContent
  if (!text) return DEFAULT_PORTAL_SETTINGS
  try {
    return merge(DEFAULT_PORTAL_SETTINGS, JSON.parse(text))
  } catch {
    return DEFAULT_PORTAL_SETTINGS
  }
}

let cached: PortalSettings | undefined
/** The settings, read once: they do not change while the page lives. */
export const portalSettings = (): PortalSettings => (cached ??= readPortalSettings())

/** The server-side renderer has no document to read them from: the server hands over the same settings. */
export const setPortalSettings = (settings: PortalSettings) => {
  cached = merge(DEFAULT_PORTAL_SETTINGS, settings)
}

/** A tel: link from a phone as people write it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
