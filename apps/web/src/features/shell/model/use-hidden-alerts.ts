import { useSyncExternalStore } from 'react'
import { readHiddenAlertIds, writeHiddenAlertIds } from './hidden-alerts'

// The popup, the red dot and the burger read the same list: one in-memory copy, written through to storage.
let snapshot: string[] | undefined
const listeners = new Set<() => void>()

const NONE_HIDDEN: string[] = []
const getSnapshot = () => {
  if (snapshot === undefined) {
    const stored = readHiddenAlertIds()
    snapshot = stored.length ? stored : NONE_HIDDEN
  }
  return snapshot
}
// The server renders a page with the list the browser mirrored for it, read afresh for each page (ADR 0024); hydrating
// takes the stored one, the same list, so the header renders once.
const getServerSnapshot = typeof window === 'undefined' ? readHiddenAlertIds : getSnapshot
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function setHiddenAlerts(ids: string[]) {
  snapshot = ids
  writeHiddenAlertIds(ids)
  listeners.forEach((l) => l())
}

export function useHiddenAlerts(): [string[], (ids: string[]) => void] {
  return [useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot), setHiddenAlerts]
}
