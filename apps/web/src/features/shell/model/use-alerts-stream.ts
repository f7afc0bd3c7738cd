import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { API_BASE } from '@psp/contracts/limits'
import { currentUserQuery } from '../../../lib/current-user'

/**
 * Listens to GET /api/user/alerts/stream (ADR 0012): a new or read alert refetches the unread list (bell, popup,
 * red dot) and every alerts or notifications view; a new user agreement refetches the user, so the terms dialog
 * asks at once. The browser reconnects by itself; each reconnection refetches what may have been missed.
 */
export function useAlertsStream() {
  const client = useQueryClient()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(`${API_BASE}/user/alerts/stream`)
    const refreshAlerts = () => {
      void client.invalidateQueries({ queryKey: ['user', 'alerts'] })
      void client.invalidateQueries({ queryKey: ['alerts'] })
    }
    let connected = false
    source.addEventListener('ready', () => {
      if (connected) refreshAlerts()
      connected = true
    })
    source.addEventListener('alerts', refreshAlerts)
    source.addEventListener('agreement', () => void client.invalidateQueries({ queryKey: currentUserQuery.queryKey }))
    return () => source.close()
  }, [client])
}
