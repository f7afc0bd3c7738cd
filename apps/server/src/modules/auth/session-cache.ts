import { followingCache } from '../../platform/memory-cache'
import type { SessionRow } from './auth.repository'

/**
 * The channel migration 0004 announces session changes on: a session's id (signed out, expired, organization
 * changed), 'user:<id>' (role changed, disabled, deleted) or '*'.
 */
export const SESSIONS_CHANGED_CHANNEL = 'psp_sessions_changed'

/**
 * The sessions of one running app, so most requests resolve their session without a database round trip. Whether a
 * session is still live is checked on every request against its expiry and last activity, as the lookup did.
 */
export const createSessionCache = followingCache<SessionRow>({
  metricsName: 'sessions',
  capacity: (config) => config.SESSION_CACHE_SIZE,
  channel: SESSIONS_CHANGED_CHANNEL,
  onChange: (cache, payload) => {
    if (payload === '*') cache.forgetAll()
    else if (payload.startsWith('user:')) cache.forgetWhere((s) => s.userId === payload.slice('user:'.length))
    else cache.forget(payload)
  },
})
