import { useSyncExternalStore } from 'react'
import { readHiddenAlertIds, writeHiddenAlertIds } from './hidden-alerts'

// The popup, the red dot and the burger read the same list: one in-memory copy, written through to storage.
let snapshot: string[] | undefined
const listeners = new Set<() => void>()

// A server-rendered page knows no browser storage: it renders with nothing hidden, and hydration then takes the
// stored list (ADR 0023). Nothing hidden is the same list on both sides, so hydrating renders the header only once.
const NONE_HIDDEN: string[] = []
const getServerSnapshot = () => NONE_HIDDEN
const getSnapshot = () => {
  if (snapshot === undefined) {
    const stored = readHiddenAlertIds()
    snapshot = stored.length ? stored : NONE_HIDDEN
  }
  return snapshot
}
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
