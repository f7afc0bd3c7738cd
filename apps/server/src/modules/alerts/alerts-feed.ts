import type { Database } from '../../db/client'
import { notifyChannel } from '../../db/notify'
import type { ChangeFeed } from '../../platform/change-feed'

/**
 * The channel every instance hears to push changes to open pages (ADR 0012) and to forget kept unread lists.
 * Payload: a user id (that user's alerts or reads changed), '*' (everyone's: a notification published, edited or
 * withdrawn), both announced by the database triggers on `alerts` and `alert_reads` whoever writes, or 'agreement'
 * (a new version of the user agreement, which every user must accept), announced by the agreements service.
 */
export const ALERTS_CHANNEL = 'psp_alerts_changed'
export const EVERYONE = '*'
export const AGREEMENT_CHANGED = 'agreement'

/** Announces a change; inside a transaction PostgreSQL delivers it only when the transaction commits. */
export async function announceAlerts(executor: Pick<Database, 'execute'>, payload: string) {
  await notifyChannel(executor, ALERTS_CHANNEL, payload)
}

export type StreamEvent = 'alerts' | 'agreement'
type Listener = (event: StreamEvent) => void

/** The open alert streams of one instance, by user, told of every change any instance announces. */
export class AlertsHub {
  private readonly byUser = new Map<string, Set<Listener>>()
  private readonly enders = new Set<() => void>()

  /** `end` closes the stream: a stream never ends by itself, and the server cannot close while one is open. */
  add(userId: string, listener: Listener, end: () => void = () => {}) {
    const set = this.byUser.get(userId) ?? new Set()
    set.add(listener)
    this.byUser.set(userId, set)
    this.enders.add(end)
    return () => {
      set.delete(listener)
      this.enders.delete(end)
      if (set.size === 0) this.byUser.delete(userId)
    }
  }

  /** Ends every open stream, so the server can close. */
  endAll() {
    for (const end of [...this.enders]) end()
  }

  get size() {
    let n = 0
    for (const set of this.byUser.values()) n += set.size
    return n
  }

  deliver(payload: string) {
    if (payload === EVERYONE || payload === AGREEMENT_CHANGED) {
      const event = payload === EVERYONE ? 'alerts' : 'agreement'
      for (const set of this.byUser.values()) for (const listener of set) listener(event)
      return
    }
    for (const listener of this.byUser.get(payload) ?? []) listener('alerts')
  }
}

/** The hub of one running app, told by the change feed of every announcement (created by `createAppContext`). */
export function createAlertsHub(feed: ChangeFeed): AlertsHub {
  const hub = new AlertsHub()
  feed.subscribe(ALERTS_CHANNEL, {
    onChange: (payload) => hub.deliver(payload),
    // Whatever happened while the feed was deaf, open pages refetch once it hears again.
    onListening: () => hub.deliver(EVERYONE),
    onLost: () => {},
  })
  return hub
}
