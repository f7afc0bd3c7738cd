import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { alertsEndpoints } from '@psp/contracts/endpoints/alerts.endpoints'
import { apiUrl } from '../../../lib/api-call'
import { ALERT_EVENTS, refreshAfter } from '../../../lib/alert-events'
import { takeEarlyAlertEvents } from '../../../lib/early-input'

/**
 * Listens to GET /api/user/alerts/stream (ADR 0012) and refetches what each event changes, beginning with the events
 * that started the app of a rendered page (ADR 0024). The browser reconnects by itself; each reconnection refetches
 * the alerts, which may have changed meanwhile.
 *
 * Only while `open`: the server refuses the stream to a user who has a new agreement to accept, and a refused stream
 * is never tried again by the browser. So it is closed while the terms wait and opened anew once they are accepted.
 */
export function useAlertsStream(open: boolean) {
  const client = useQueryClient()
  const connectedBefore = useRef(false)
  useEffect(() => {
    for (const event of takeEarlyAlertEvents()) refreshAfter(client, event)
    if (!open || typeof EventSource === 'undefined') return
    const source = new EventSource(apiUrl(alertsEndpoints.alertsStream))
    source.addEventListener('ready', () => {
      // A reconnection, or a stream opened anew: what changed meanwhile was pushed to nobody.
      if (connectedBefore.current) refreshAfter(client, 'alerts')
      connectedBefore.current = true
    })
    for (const event of ALERT_EVENTS) source.addEventListener(event, () => refreshAfter(client, event))
    return () => source.close()
  }, [client, open])
}
