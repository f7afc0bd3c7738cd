import { followingCache } from '../../platform/memory-cache'
import { ALERTS_CHANNEL, EVERYONE } from './alerts-feed'
import type { UnreadAnswer } from './unread-answer'

/**
 * The unread answers of one running app, kept true by the alerts channel (ADR 0009): the database triggers on
 * `alerts` and `alert_reads` (migration alerts_announce) announce the user whose alerts or reads changed, or '*' for a notification (everyone's), whoever
 * writes; each instance forgets the user's answer. The agreement announcement changes no alert.
 */
export const createUnreadAlertsCache = followingCache<UnreadAnswer>({
  metricsName: 'unread-alerts',
  capacity: (config) => config.UNREAD_ALERTS_CACHE_SIZE,
  channel: ALERTS_CHANNEL,
  onChange: (cache, payload) => {
    if (payload === EVERYONE) cache.forgetAll()
    else if (/^[0-9a-f-]{36}$/i.test(payload)) cache.forget(payload)
  },
})
