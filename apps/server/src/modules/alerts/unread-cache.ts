import { createHash } from 'node:crypto'
import { cachePerApp } from '../../platform/memory-cache'
import { ALERTS_CHANNEL, EVERYONE } from './alerts-feed'

/**
 * The answer of `GET /api/user/alerts/unread` for one user, serialized once: every page's bell asks for it, and it
 * changes only when an alert of the user (or a notification) is added, changed, read or reaches its publication or
 * expiration time.
 */
export interface UnreadAnswer {
  /** The JSON body, exactly as the response schema would write it. */
  body: string
  /** A strong validator of `body`, for `If-None-Match`. */
  etag: string
  /** The clock's time (ms) at which an alert of the user appears or expires: the answer is stale from then on. */
  validUntil: number
}

export function unreadAnswer(value: unknown, validUntil: number): UnreadAnswer {
  const body = JSON.stringify(value)
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, validUntil }
}

/**
 * The unread answers of one running app, kept true by the alerts channel (ADR 0009): the database triggers on
 * `alerts` and `alert_reads` (migration alerts_announce) announce the user whose alerts or reads changed, or '*' for a notification (everyone's), whoever
 * writes; each instance forgets the user's answer. The agreement announcement changes no alert.
 */
export const unreadCacheOf = cachePerApp<UnreadAnswer>({
  metricsName: 'unread-alerts',
  capacity: (config) => config.UNREAD_ALERTS_CACHE_SIZE,
  channel: ALERTS_CHANNEL,
  onChange: (cache, payload) => {
    if (payload === EVERYONE) cache.forgetAll()
    else if (/^[0-9a-f-]{36}$/i.test(payload)) cache.forget(payload)
  },
})
