import {
  RENDER_STORAGE_COOKIE,
  RENDER_STORAGE_COOKIE_MAX,
  RENDER_STORAGE_KEYS,
  RENDERED_PAGE_COOKIE_PATHS,
  STORAGE_KEYS,
} from '@psp/contracts/limits'
import { local, onStorageChange, type StorageKey } from './storage'

/**
 * What the browser tells the server for the pages it renders (ADR 0023, ADR 0024): the stored values those pages
 * depend on. (Times need nothing: both show them in the portal's zone.) The cookies go with those pages' addresses
 * only, not with every call.
 */
function setRenderCookie(name: string, value: string | null) {
  if (typeof document === 'undefined') return
  for (const path of RENDERED_PAGE_COOKIE_PATHS) {
    document.cookie =
      value === null
        ? `${name}=; path=${path}; max-age=0; samesite=lax`
        : `${name}=${encodeURIComponent(value)}; path=${path}; max-age=31536000; samesite=lax`
  }
}

/**
 * Mirrors the stored values of RENDER_STORAGE_KEYS (raw strings, by key) into their cookie; none left clears it. A
 * mirror too long for a cookie leaves out the hidden alerts: the server then renders them, and the app hides them.
 */
export function mirrorStoredValues() {
  const values: Record<string, string> = {}
  for (const key of RENDER_STORAGE_KEYS) {
    const value = local.get(key)
    if (value !== null) values[STORAGE_KEYS[key]] = value
  }
  let text = JSON.stringify(values)
  if (encodeURIComponent(text).length > RENDER_STORAGE_COOKIE_MAX) {
    const shorter = { ...values }
    delete shorter.hiddenUnreadAlerts
    text = JSON.stringify(shorter)
  }
  setRenderCookie(RENDER_STORAGE_COOKIE, text === '{}' ? null : text)
}

const mirrored = (key: StorageKey | null) => key === null || (RENDER_STORAGE_KEYS as readonly string[]).includes(key)

/** Keeps the mirror true from now on: a change of a key it holds, or clearing the storage, rewrites it. */
export function keepStorageMirrored() {
  onStorageChange((key) => {
    if (mirrored(key)) mirrorStoredValues()
  })
}
