import type { AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { hitAll } from '../../platform/rate-limiter'
import { recordAudit } from '../audit-log/record-audit'
import { beginSetUp, checkCode, confirmSetUp } from '../second-factor/second-factor-codes'
import * as secondFactorRepo from '../second-factor/second-factor.repository'
import { knownDeviceOf, rememberDevice } from './login-device'
import { loginLimitsOf, settleSuccessfulLogin } from './login-limits'
import { openSession, RateLimitedError } from './auth.service'
import { sessionIdOf } from './session-token'
import type { SecondStep } from './pending-sign-in'

interface Attempt {
  pendingToken: string | undefined
  code: string
  ip: string
  deviceToken: string | undefined
}

async function pendingOf(ctx: AppContext, token: string | undefined, purpose: SecondStep) {
  const pending = token ? await secondFactorRepo.findPendingSignIn(ctx.db, sessionIdOf(token), ctx.clock.now()) : null
  if (!pending || pending.purpose !== purpose) throw new AppError('SecondFactorSignInExpired')
  return pending
}

/**
 * Counts a code against the login limits of the user (the browser's own when known, else its address's and the
 * account's: login-limits.ts), before it is checked, as a password is. Returns the limits, to settle on success.
 */
async function countAttempt(ctx: AppContext, userId: string, attempt: Attempt) {
  const deviceId = await knownDeviceOf(ctx, attempt.deviceToken, userId)
  const limits = loginLimitsOf(ctx.config, { ip: attempt.ip, login: '', userId, deviceId })
  const taken = await hitAll(ctx.db, limits, ctx.clock.now())
  if (!taken.ok) throw new RateLimitedError(taken.retryAfterSeconds, limits[taken.refusedBy].scope, userId)
  return limits
}

/** The sign-in is complete: the pending row goes (once), the limits settle, the browser is known, a session opens. */
async function finishSignIn(
  ctx: AppContext,
  userId: string,
  attempt: Attempt,
  limits: ReturnType<typeof loginLimitsOf>,
) {
  if (!(await secondFactorRepo.deletePendingSignIn(ctx.db, sessionIdOf(attempt.pendingToken!)))) {
    throw new AppError('SecondFactorSignInExpired')
  }
  await settleSuccessfulLogin(ctx.db, limits, ctx.clock.now())
  await recordAudit(ctx, ctx.db, { userId, ip: attempt.ip }, { action: 'auth.login.succeeded' })
  const deviceToken = await rememberDevice(ctx, attempt.deviceToken, userId)
  return { ...(await openSession(ctx, userId)), deviceToken }
}

/** POST /login/2fa: the code from the app (or a recovery code) completes a pending sign-in. */
export async function signInWithCode(ctx: AppContext, attempt: Attempt) {
  const { userId } = await pendingOf(ctx, attempt.pendingToken, 'code')
  const limits = await countAttempt(ctx, userId, attempt)
  await checkCode(ctx, { userId, ip: attempt.ip }, attempt.code)
  return finishSignIn(ctx, userId, attempt, limits)
}

/** POST /login/2fa/setup: a pending Admin's new secret (REQUIRE_2FA_FOR_ADMINS). */
export async function setUpAtSignIn(ctx: AppContext, pendingToken: string | undefined) {
  const { userId } = await pendingOf(ctx, pendingToken, 'setup')
  const user = await secondFactorRepo.findUserOfSecondFactor(ctx.db, userId)
  if (!user) throw new AppError('SecondFactorSignInExpired')
  return beginSetUp(ctx, { id: userId, email: user.email })
}

/** POST /login/2fa/enable: the forced set-up confirmed by a code; the second factor is on and the session opens. */
export async function enableAtSignIn(ctx: AppContext, attempt: Attempt) {
  const { userId } = await pendingOf(ctx, attempt.pendingToken, 'setup')
  const limits = await countAttempt(ctx, userId, attempt)
  const recoveryCodes = await confirmSetUp(ctx, { userId, ip: attempt.ip }, attempt.code)
  return { ...(await finishSignIn(ctx, userId, attempt, limits)), recoveryCodes }
}
