import { RENDER_STORAGE_KEYS, STORAGE_KEYS } from '@psp/contracts/limits'
import { mirrorRenderStorage } from './render-cookies'

export type StorageKey = keyof typeof STORAGE_KEYS

// The server-side renderer has no browser storage: it reads the values the browser mirrored for the page it renders
// (ADR 0024), by storage key.
let renderStorage: () => Readonly<Record<string, string>> | undefined = () => undefined

/** The server-side renderer's source of the stored values of the page being rendered. */
export function setRenderStorage(source: () => Readonly<Record<string, string>> | undefined) {
  renderStorage = source
}

const rendersPages = (key: StorageKey) => (RENDER_STORAGE_KEYS as readonly string[]).includes(key)

/**
 * The stored values server-rendered pages depend on go to their cookie too: whenever one changes, and once as the
 * signed-in app starts (values stored before the mirror existed).
 */
export function mirrorStorageForRenderedPages() {
  const values: Record<string, string> = {}
  for (const key of RENDER_STORAGE_KEYS) {
    const value = local.get(key)
    if (value !== null) values[STORAGE_KEYS[key]] = value
  }
  mirrorRenderStorage(values)
}

/** Local storage by SPEC §9's keys only, tolerant of a browser that refuses storage. */
export const local = {
  get(key: StorageKey): string | null {
    const rendered = renderStorage()
    if (rendered) return rendered[STORAGE_KEYS[key]] ?? null
    try {
      return localStorage.getItem(STORAGE_KEYS[key])
    } catch {
      return null
    }
  },
  set(key: StorageKey, value: string) {
    try {
      localStorage.setItem(STORAGE_KEYS[key], value)
    } catch {
      /* storage unavailable: the flag is simply not kept */
    }
    if (rendersPages(key)) mirrorStorageForRenderedPages()
  },
  remove(key: StorageKey) {
    try {
      localStorage.removeItem(STORAGE_KEYS[key])
    } catch {
      /* nothing to remove */
    }
    if (rendersPages(key)) mirrorStorageForRenderedPages()
  },
  getJson<T>(key: StorageKey, fallback: T): T {
    const raw = local.get(key)
    if (!raw) return fallback
    try {
      return JSON.parse(raw) as T
    } catch {
      return fallback
    }
  },
  setJson(key: StorageKey, value: unknown) {
    local.set(key, JSON.stringify(value))
  },
}

export const session = {
  get(key: StorageKey): string | null {
    try {
      return sessionStorage.getItem(STORAGE_KEYS[key])
    } catch {
      return null
    }
  },
  set(key: StorageKey, value: string) {
    try {
      sessionStorage.setItem(STORAGE_KEYS[key], value)
    } catch {
      /* storage unavailable */
    }
  },
  remove(key: StorageKey) {
    try {
      sessionStorage.removeItem(STORAGE_KEYS[key])
    } catch {
      /* nothing to remove */
    }
  },
}

export function clearAllStorage() {
  try {
    localStorage.clear()
    sessionStorage.clear()
  } catch {
    /* storage unavailable */
  }
  mirrorRenderStorage({})
}
