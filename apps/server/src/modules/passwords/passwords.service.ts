import {
  displayName,
  FORGOT_PASSWORD_ANSWER,
  type ForgotPasswordRequest,
  type PasswordTokenInfo,
  type SetPasswordRequest,
} from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { enqueueMail, templates } from '../../platform/mail/index'
import { hashPassword } from '../../platform/passwords'
import type { DbExecutor } from '../../db/executor'
import { findUserEmail, findUserForReset, setPasswordAndEndSessions } from './passwords.repository'
import { attachMail, findPasswordToken, issuePasswordToken, useUpTokens } from './password-tokens'

type Logger = { error(obj: unknown, msg: string): void }

/**
 * «Забыли пароль?»: answers at once with the same text whatever the address, and does the work afterwards, so neither
 * the answer nor its timing tells whether the address is registered.
 */
export function requestPasswordReset(ctx: AppContext, input: ForgotPasswordRequest, log: Logger) {
  const work = sendResetLink(ctx, input.email).catch((error: unknown) =>
    log.error({ err: error }, 'password reset request failed'),
  )
  pendingResets.add(work)
  void work.finally(() => pendingResets.delete(work))
  return { message: FORGOT_PASSWORD_ANSWER }
}

/** Reset requests still being handled; tests and a graceful stop wait for them. */
const pendingResets = new Set<Promise<unknown>>()
export const waitForPasswordResets = () => Promise.all([...pendingResets])

async function sendResetLink(ctx: AppContext, login: string) {
  const user = await findUserForReset(ctx.db, login)
  if (!user || user.disabledAt) return
  const now = ctx.clock.now()
  const expiresAt = new Date(now.getTime() + ctx.config.PASSWORD_RESET_MINUTES * 60_000)
  await ctx.db.transaction(async (tx) => {
    const { token, id } = await issuePasswordToken(tx, { userId: user.id, purpose: 'reset', expiresAt, now })
    const mailId = await enqueueMail(tx, {
      to: user.email,
      ...templates.passwordReset(ctx, { fio: displayName(user), token, expiresAt }),
    })
    await attachMail(tx, id, mailId)
  })
}

async function usableToken(ctx: AppContext, token: string, lock: boolean, db: DbExecutor = ctx.db) {
  const row = await findPasswordToken(db, token, lock)
  if (!row || row.usedAt) throw new AppError('PasswordLinkInvalid')
  if (row.expiresAt <= ctx.clock.now()) throw new AppError('PasswordLinkExpired')
  return row
}

/** What the set-password page shows before the form: which kind of link and for which login. */
export async function describePasswordToken(ctx: AppContext, token: string): Promise<PasswordTokenInfo> {
  const row = await usableToken(ctx, token, false)
  const email = await findUserEmail(ctx.db, row.userId)
  if (!email) throw new AppError('PasswordLinkInvalid')
  return { purpose: row.purpose, login: email }
}

/** Sets the password and uses the link up; every session of the user ends (someone else may have had the password). */
export async function setPasswordWithToken(ctx: AppContext, input: SetPasswordRequest) {
  const passwordHash = await hashPassword(input.password)
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const row = await usableToken(ctx, input.token, true, tx)
    await setPasswordAndEndSessions(tx, row.userId, passwordHash, now)
    await useUpTokens(tx, row.userId, now)
  })
  return { ok: true as const }
}
