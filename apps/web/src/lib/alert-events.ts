import type { QueryClient } from '@tanstack/react-query'
import { currentUserQuery } from './current-user'
import { invalidateResource } from './query-keys'

/** The events of GET /api/user/alerts/stream (ADR 0012) that change what the app shows. */
export type AlertEvent = 'alerts' | 'agreement'
export const ALERT_EVENTS: readonly AlertEvent[] = ['alerts', 'agreement']

/**
 * What an event makes the app ask again: a new or read alert, the unread list (bell, popup, red dot) and every alerts
 * or notifications view; a new user agreement, the user, so the terms dialog asks at once.
 */
export function refreshAfter(client: QueryClient, event: AlertEvent) {
  if (event === 'agreement') {
    void client.invalidateQueries({ queryKey: currentUserQuery.queryKey })
    return
  }
  void invalidateResource(client, 'alerts')
}
