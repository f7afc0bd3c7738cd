import { useSyncExternalStore } from 'react'
import { readHiddenAlertIds, writeHiddenAlertIds } from './hidden-alerts'

// The popup, the red dot and the burger read the same list: one in-memory copy, written through to storage.
let snapshot: string[] | undefined
const listeners = new Set<() => void>()

const getSnapshot = () => (snapshot ??= readHiddenAlertIds())
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
  return [useSyncExternalStore(subscribe, getSnapshot), setHiddenAlerts]
}
