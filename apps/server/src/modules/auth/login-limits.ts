import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { clearLimit, giveBack, type Limit } from '../../platform/rate-limiter'

const MINUTE = 60_000

export type LoginLimitScope = 'ip' | 'account' | 'device'
export interface LoginLimit extends Limit {
  /** Which limit it is, for the security log. */
  scope: LoginLimitScope
}

/**
 * The key of the unknown browsers' bucket of an account: the user a login names, so the e-mail, the user name and any
 * case of them share one bucket; a login that names nobody is counted as written, in lower case.
 */
const accountKey = (userId: string | undefined, login: string) =>
  userId ? `user:${userId}` : `login:${login.trim().toLowerCase()}`

/**
 * The limits one sign-in attempt counts against (ADR 0025). A browser known for the account counts on its own bucket
 * only, so neither strangers guessing the password nor their address can lock its owner out, and its own failures
 * limit that browser alone. Any other browser counts on its address's bucket (password spraying across accounts) and
 * on the bucket all unknown browsers of the account share, which bounds the guesses an account gets however many
 * addresses they come from.
 */
export function loginLimitsOf(
  config: Pick<Config, 'LOGIN_MAX_PER_IP' | 'LOGIN_MAX_PER_ACCOUNT' | 'LOGIN_WINDOW_MINUTES'>,
  attempt: { ip: string; login: string; userId?: string; deviceId: string | null },
): LoginLimit[] {
  const windowMs = config.LOGIN_WINDOW_MINUTES * MINUTE
  const max = config.LOGIN_MAX_PER_ACCOUNT
  if (attempt.userId && attempt.deviceId) {
    return [{ scope: 'device', key: `login:device:${attempt.deviceId}:${attempt.userId}`, max, windowMs }]
  }
  return [
    { scope: 'ip', key: `login:ip:${attempt.ip}`, max: config.LOGIN_MAX_PER_IP, windowMs },
    { scope: 'account', key: `login:account:${accountKey(attempt.userId, attempt.login)}`, max, windowMs },
  ]
}

/**
 * A sign-in that succeeded was no guess: the address gets its attempt back, and the account's bucket (or the
 * device's) forgets its failures, as the owner has shown they know the password.
 */
export async function settleSuccessfulLogin(db: Database, limits: LoginLimit[], now: Date) {
  for (const limit of limits) {
    if (limit.scope === 'ip') await giveBack(db, limit.key, now)
    else await clearLimit(db, limit.key)
  }
}
