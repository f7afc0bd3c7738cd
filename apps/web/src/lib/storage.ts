import { STORAGE_KEYS } from '@psp/contracts/limits'

export type StorageKey = keyof typeof STORAGE_KEYS

// Told of every change made through `local`, by key, and of clearing it all (null): the signed-in app mirrors some keys
// for the pages the server renders (render-cookies.ts), which the login page's first download does without.
let changed: (key: StorageKey | null) => void = () => undefined

/** The one listener to every change of the stored values. */
export function onStorageChange(listener: (key: StorageKey | null) => void) {
  changed = listener
}

type Backing = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// Where `local` keeps its values: the browser's storage. The server's renderer has none; it puts in its place, read
// only, the values of the browser it renders for (server-render/entry-server.tsx, ADR 0024), instead of a global.
let backing: () => Backing | undefined = () => localStorage

/** Puts another store in the place of the browser's local storage (the server's renderer). */
export function setLocalBacking(source: () => Backing | undefined) {
  backing = source
}

/** Local storage by SPEC §9's keys only, tolerant of a browser that refuses storage. */
export const local = {
  get(key: StorageKey): string | null {
    try {
      return backing()?.getItem(STORAGE_KEYS[key]) ?? null
    } catch {
      return null
    }
  },
  set(key: StorageKey, value: string) {
    try {
      backing()?.setItem(STORAGE_KEYS[key], value)
    } catch {
      /* storage unavailable: the flag is simply not kept */
    }
    changed(key)
  },
  remove(key: StorageKey) {
    try {
      backing()?.removeItem(STORAGE_KEYS[key])
    } catch {
      /* nothing to remove */
    }
    changed(key)
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
  changed(null)
}
