import { useUnreadAlerts } from '../api/get-unread-alerts'
import { useHiddenAlerts } from './use-hidden-alerts'
import { visibleAlerts } from './hidden-alerts'

/** SPEC §4: the unread flag is true only while the list is non-empty; hiding every unread alert clears it. */
export function useHasUnreadAlerts(): boolean {
  const { data } = useUnreadAlerts()
  const [hidden] = useHiddenAlerts()
  return !!data && visibleAlerts(data.alerts, hidden).length > 0
}
