import type { Alert } from '@psp/contracts'
import { local } from '../../../lib/storage'

/** Ids of unread alerts the user has dismissed from the popup, kept under `hiddenUnreadAlerts` (SPEC §9). */
export function readHiddenAlertIds(): string[] {
  const value = local.getJson<unknown>('hiddenUnreadAlerts', [])
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

export function writeHiddenAlertIds(ids: readonly string[]) {
  local.setJson('hiddenUnreadAlerts', ids)
}

/** The unread alerts the popup still shows. */
export const visibleAlerts = (alerts: readonly Alert[], hidden: readonly string[]) =>
  alerts.filter((a) => !hidden.includes(a.id))

/**
 * Hides one alert. SPEC §4 Alerts: only an id among the current unread alerts is hidden; ids that are no longer
 * unread are dropped so the list does not grow forever. Answers null when nothing changes.
 */
export function hideAlert(id: string, alerts: readonly Alert[], hidden: readonly string[]): string[] | null {
  const current = new Set(alerts.map((a) => a.id))
  if (!current.has(id)) return null
  return [...new Set([...hidden.filter((h) => current.has(h)), id])]
}
