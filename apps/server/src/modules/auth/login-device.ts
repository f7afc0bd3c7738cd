import type { Config } from '../../config'
import type { AppContext } from '../../platform/context'
import * as repo from './auth.repository'
import { newSessionToken, sessionIdOf } from './session-token'

/**
 * OWASP's device cookie (ADR 0025): a browser that signed in to an account gets a random token, and its later
 * sign-in attempts on that account are limited on a bucket of their own, apart from strangers guessing the password.
 */
export const DEVICE_COOKIE = 'psp_device'

/** How long a browser stays known after its last sign-in: the cookie's lifetime and the row's. */
export const DEVICE_DAYS = 180
const DAY = 86_400_000

/**
 * Sent with sign-in calls only (its path), never readable by scripts, never sent from another site. Like the
 * session token, the database keeps only its SHA-256, so a leaked table names no browser.
 */
export const deviceCookieOptions = (config: Pick<Config, 'cookieSecure'>) => ({
  path: '/api/login',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.cookieSecure,
  maxAge: (DEVICE_DAYS * DAY) / 1000,
})

/** The device id of a cookie when that browser signed in to the user's account within DEVICE_DAYS, else null. */
export async function knownDeviceOf(ctx: AppContext, token: string | undefined, userId: string) {
  if (!token) return null
  const deviceId = sessionIdOf(token)
  const since = new Date(ctx.clock.now().getTime() - DEVICE_DAYS * DAY)
  return (await repo.isKnownDevice(ctx.db, deviceId, userId, since)) ? deviceId : null
}

/**
 * Marks the browser as known for the user after a successful sign-in, under a fresh token: the accounts the old
 * token was known for move to the new one, so a token someone planted in the browser before the sign-in (or read
 * from an old cookie) is worth nothing afterwards. Returns the token for the cookie.
 */
export async function rememberDevice(ctx: AppContext, oldToken: string | undefined, userId: string) {
  const token = newSessionToken()
  await repo.rememberDevice(ctx.db, {
    oldDeviceId: oldToken ? sessionIdOf(oldToken) : null,
    deviceId: sessionIdOf(token),
    userId,
    now: ctx.clock.now(),
  })
  return token
}

/** The rows of browsers not signed in for DEVICE_DAYS count for nothing: the clean-up deletes them. */
export const deviceRowsOutlivedAt = (now: Date) => new Date(now.getTime() - DEVICE_DAYS * DAY)
