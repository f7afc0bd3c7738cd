import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { API_BASE } from '@psp/contracts/limits'
import { ALERT_EVENTS, refreshAfter } from '../../../lib/alert-events'
import { takeEarlyAlertEvents } from '../../../lib/early-input'

/**
 * Listens to GET /api/user/alerts/stream (ADR 0012) and refetches what each event changes, beginning with the events
 * that started the app of a rendered page (ADR 0024). The browser reconnects by itself; each reconnection refetches
 * the alerts, which may have changed meanwhile.
 */
export function useAlertsStream() {
  const client = useQueryClient()
  useEffect(() => {
    for (const event of takeEarlyAlertEvents()) refreshAfter(client, event)
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(`${API_BASE}/user/alerts/stream`)
    let connected = false
    source.addEventListener('ready', () => {
      if (connected) refreshAfter(client, 'alerts')
      connected = true
    })
    for (const event of ALERT_EVENTS) source.addEventListener(event, () => refreshAfter(client, event))
    return () => source.close()
  }, [client])
}
