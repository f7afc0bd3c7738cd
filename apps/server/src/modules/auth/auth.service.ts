import type { LoginRequest } from '@psp/contracts'
import { AppError } from '../../platform/errors'
import type { Actor, AppContext } from '../../platform/context'
import { dummyPasswordHash, verifyPassword } from '../../platform/passwords'
import { hitAll } from '../../platform/rate-limiter'
import { findSessionUserData, type UserDataRow } from '../users/users.repository'
import * as repo from './auth.repository'
import { knownDeviceOf, rememberDevice } from './login-device'
import { loginLimitsOf, settleSuccessfulLogin, type LoginLimitScope } from './login-limits'
import { newSessionToken, sessionIdOf } from './session-token'
import { secondStepOf, startPendingSignIn } from './pending-sign-in'
import { recordAudit } from '../audit-log/record-audit'

const MINUTE = 60_000
/** Sessions seen within this interval are not written again: most requests then cost one read. */
const TOUCH_INTERVAL_MS = MINUTE

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    /** Which limit was reached, for the security log. */
    readonly scope: LoginLimitScope,
    readonly userId: string | null,
  ) {
    super('TooManyRequests')
  }
}

/** Wrong credentials; the user the login named (if any) is for the security log, never for the answer. */
export class InvalidCredentialsError extends AppError {
  constructor(
    readonly userId: string | null,
    readonly failure: 'unknown-login' | 'wrong-password' | 'disabled',
  ) {
    super('InvalidCredentials')
  }
}

/** What a failed sign-in was, as the audit log says it (the login typed is not kept: it may be a password). */
const failureTexts = {
  'unknown-login': 'Неизвестный логин',
  'wrong-password': 'Неверный пароль',
  disabled: 'Пользователь заблокирован',
} as const

/**
 * Checks the credentials and opens a session. The attempt is counted against its limits (login-limits.ts: the
 * browser's own when it signed in to the account before, else its address's and the account's) before the password
 * is hashed, so parallel attempts cannot outrun the count. An unknown login and a wrong password answer alike, and
 * take alike, since a dummy hash is verified when no user matches. A success also returns the browser's new device
 * token (login-device.ts). A right password of an account that needs a second step returns that step and the token of
 * its pending sign-in instead.
 */
export async function login(ctx: AppContext, input: LoginRequest, ip: string, deviceToken?: string) {
  const { config, db, clock } = ctx
  const now = clock.now()
  const user = await repo.findUserByLogin(db, input.login)
  const deviceId = user ? await knownDeviceOf(ctx, deviceToken, user.id) : null
  const limits = loginLimitsOf(config, { ip, login: input.login, userId: user?.id, deviceId })
  const taken = await hitAll(db, limits, now)
  if (!taken.ok) throw new RateLimitedError(taken.retryAfterSeconds, limits[taken.refusedBy].scope, user?.id ?? null)

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password)
  // A failure keeps the counted attempt, and is in the audit log: as many as the limits let through, no more.
  const failure = !user ? 'unknown-login' : !passwordOk ? 'wrong-password' : user.disabledAt ? 'disabled' : null
  if (failure) {
    await recordAudit(
      ctx,
      db,
      { userId: user?.id ?? null, ip },
      { action: 'auth.login.failed', details: failureTexts[failure] },
    )
    throw new InvalidCredentialsError(user?.id ?? null, failure)
  }
  // A right password of an account with a second factor (or an Admin who must set one up) opens no session and
  // settles no limit yet: the code step does both (second-factor-sign-in.ts, ADR 0029).
  const secondStep = await secondStepOf(ctx, user.id)
  if (secondStep) return { secondStep, pendingToken: await startPendingSignIn(ctx, user.id, secondStep) }
  await settleSuccessfulLogin(db, limits, now)
  await recordAudit(ctx, db, { userId: user!.id, ip }, { action: 'auth.login.succeeded' })
  const newDeviceToken = await rememberDevice(ctx, deviceToken, user.id)
  return { ...(await openSession(ctx, user.id)), deviceToken: newDeviceToken }
}

/** Opens a session for a user who has proved who they are, in their default organization. */
export async function openSession(ctx: AppContext, userId: string, loginSystem: string | null = null) {
  const now = ctx.clock.now()
  const token = newSessionToken()
  const sessionId = sessionIdOf(token)
  const organizationId = await repo.findDefaultOrganizationId(ctx.db, userId)
  await repo.insertSession(ctx.db, {
    id: sessionId,
    userId,
    organizationId,
    now,
    loginSystem,
    expiresAt: new Date(now.getTime() + ctx.config.SESSION_MAX_HOURS * 60 * MINUTE),
  })
  return { token, sessionId, userId, organizationId }
}

export async function logout(ctx: AppContext, sessionId: string) {
  await repo.deleteSession(ctx.db, sessionId)
  forgetSession(ctx, sessionId)
}

/** The user signs out: the session ends, in the audit log too. */
export async function signOut(ctx: AppContext, actor: Actor) {
  await logout(ctx, actor.sessionId)
  await recordAudit(ctx, ctx.db, actor, { action: 'auth.logout' })
}

/**
 * This instance forgets a session it changed before answering, so the very next request sees the change; the change
 * feed tells the other instances a moment later.
 */
export function forgetSession(ctx: AppContext, sessionId: string) {
  ctx.caches.sessions.forget(sessionId)
}

/** As forgetSession, for every session of a user (their role or agreement changed). */
export function forgetUserSessions(ctx: AppContext, userId: string) {
  ctx.caches.sessions.forgetWhere((s) => s.userId === userId)
}

/** Moves the session to another organization (or none), for this and every later request. */
export async function setSessionOrganization(ctx: AppContext, sessionId: string, organizationId: string | null) {
  await repo.setSessionOrganization(ctx.db, sessionId, organizationId)
  forgetSession(ctx, sessionId)
}

/** The actor of a live session: not expired, not idle too long, its user enabled. */
export async function resolveSession(ctx: AppContext, token: string) {
  const { now, idleSince } = sessionWindow(ctx)
  const session = await ctx.caches.sessions.get(sessionIdOf(token), (id) => repo.findSession(ctx.db, id))
  if (!session || session.expiresAt <= now || session.lastSeenAt <= idleSince) return null
  if (await touchIfDue(ctx, session.sessionId, session.lastSeenAt, now)) session.lastSeenAt = now
  return {
    userId: session.userId,
    role: session.role ?? 'Regular',
    sessionId: session.sessionId,
    organizationId: session.organizationId,
    agreementAccepted: session.agreementAccepted,
  } as const
}

/** As resolveSession, with the user data read in the same round trip (for GET /user/info). */
export async function resolveSessionWithUserData(ctx: AppContext, token: string) {
  const { now, idleSince } = sessionWindow(ctx)
  const row = await findSessionUserData(ctx.db, sessionIdOf(token), now, idleSince)
  if (!row) return null
  await touchIfDue(ctx, row.session_id, row.last_seen_at, now)
  const actor = {
    userId: row.id,
    role: row.role ?? 'Regular',
    sessionId: row.session_id,
    organizationId: row.session_organization_id,
    agreementAccepted: !row.current_agreement_id || row.current_agreement_id === row.accepted_agreement_id,
  } as const
  return { actor, userData: row as UserDataRow }
}

function sessionWindow(ctx: AppContext) {
  const now = ctx.clock.now()
  return { now, idleSince: new Date(now.getTime() - ctx.config.SESSION_IDLE_MINUTES * MINUTE) }
}

/** Sessions seen within the touch interval are not written again, so most requests write nothing. */
async function touchIfDue(ctx: AppContext, sessionId: string, lastSeenAt: Date | string, now: Date) {
  if (now.getTime() - new Date(lastSeenAt).getTime() <= TOUCH_INTERVAL_MS) return false
  await repo.touchSession(ctx.db, sessionId, now)
  return true
}
