import type { Config } from '../../config'
import type { AppContext } from '../../platform/context'
import * as secondFactorRepo from '../second-factor/second-factor.repository'
import { newSessionToken, sessionIdOf } from './session-token'

/**
 * The sign-in between the password and the second factor (ADR 0029): a row in the database (any instance may get
 * the next request), its token in an HttpOnly cookie of the sign-in calls, five minutes to give the code.
 */
export const PENDING_SIGN_IN_COOKIE = 'psp_login_pending'
const PENDING_MINUTES = 5
/** The forced set-up takes longer: install an app, scan, type. */
const PENDING_SETUP_MINUTES = 15

export const pendingSignInCookieOptions = (config: Pick<Config, 'cookieSecure'>) => ({
  path: '/api/login',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.cookieSecure,
  maxAge: PENDING_SETUP_MINUTES * 60,
})

export type SecondStep = 'code' | 'setup'

/** What the sign-in of a user whose password was right needs next: a code, a set-up, or nothing. */
export async function secondStepOf(ctx: AppContext, userId: string): Promise<SecondStep | null> {
  const gate = await secondFactorRepo.findSignInGate(ctx.db, userId)
  if (gate?.enabledAt) return 'code'
  if (ctx.config.REQUIRE_2FA_FOR_ADMINS && gate?.role === 'Admin') return 'setup'
  return null
}

/** Keeps the sign-in pending and returns the token of its cookie. */
export async function startPendingSignIn(ctx: AppContext, userId: string, purpose: SecondStep) {
  const token = newSessionToken()
  const now = ctx.clock.now()
  const minutes = purpose === 'code' ? PENDING_MINUTES : PENDING_SETUP_MINUTES
  await secondFactorRepo.insertPendingSignIn(ctx.db, {
    id: sessionIdOf(token),
    userId,
    purpose,
    now,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  })
  return token
}
