import type { SecondFactorSetup } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { recordAudit, type AuditBy } from '../audit-log/record-audit'
import { qrCodeSvg } from './qr-code'
import { isTotpCode, newRecoveryCodes, recoveryCodeHash } from './recovery-codes'
import * as repo from './second-factor.repository'
import { openSecret, sealSecret } from './secret-box'
import { matchingStep, newTotpSecret, otpauthUrl } from './totp'

/** The issuer the authenticator app shows beside the account. */
const ISSUER = 'ПСП'

/** Starts a set-up: a new secret (replacing an unconfirmed one), for the app to scan or type in. */
export async function beginSetUp(ctx: AppContext, user: { id: string; email: string }): Promise<SecondFactorSetup> {
  const existing = await repo.findSecondFactor(ctx.db, user.id)
  if (existing?.enabledAt) throw new AppError('SecondFactorAlreadyEnabled')
  const secret = newTotpSecret()
  await repo.saveSetUpSecret(ctx.db, user.id, sealSecret(ctx.config, secret), ctx.clock.now())
  const url = otpauthUrl(secret, user.email, ISSUER)
  return { secret, otpauthUrl: url, qrCodeSvg: qrCodeSvg(url) }
}

type CodeProblem = 'SecondFactorCodeInvalid' | 'SecondFactorCodeUsed'

/** A code refused: in the audit log (who, from where, why), and the error to throw. */
async function failure(ctx: AppContext, by: AuditBy & { userId: string }, problem: CodeProblem, details: string) {
  await recordAudit(ctx, ctx.db, by, {
    action: 'second_factor.failed',
    object: { type: 'user', id: by.userId },
    details,
  })
  return new AppError(problem)
}

/**
 * Confirms a set-up with a code of the new secret: the second factor is on, its step is taken (the same code does
 * not sign in afterwards), and ten recovery codes are made, returned this once and kept as hashes.
 */
export async function confirmSetUp(ctx: AppContext, by: AuditBy & { userId: string }, code: string) {
  const factor = await repo.findSecondFactor(ctx.db, by.userId)
  if (factor?.enabledAt) throw new AppError('SecondFactorAlreadyEnabled')
  if (!factor) throw new AppError('SecondFactorSetupMissing')
  const step = matchingStep(openSecret(ctx.config, factor.secret), code.replace(/\s/g, ''), ctx.clock.now())
  if (step === null) throw await failure(ctx, by, 'SecondFactorCodeInvalid', 'Неверный код при включении')
  const recoveryCodes = newRecoveryCodes()
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.takeStep(tx, by.userId, step))) throw new AppError('SecondFactorCodeUsed')
    await repo.enableSecondFactor(tx, by.userId, recoveryCodes.map(recoveryCodeHash), ctx.clock.now())
    await recordAudit(ctx, tx, by, { action: 'second_factor.enabled', object: { type: 'user', id: by.userId } })
  })
  return recoveryCodes
}

/**
 * Checks a code of an enabled second factor: a TOTP code of a step later than the last used one, or an unused
 * recovery code, which is then used up. A failure is in the audit log and throws; a replayed TOTP code answers
 * SecondFactorCodeUsed. Returns how the user proved it.
 */
export async function checkCode(ctx: AppContext, by: AuditBy & { userId: string }, code: string) {
  const factor = await repo.findSecondFactor(ctx.db, by.userId)
  if (!factor?.enabledAt) throw new AppError('SecondFactorNotEnabled')
  const now = ctx.clock.now()
  const fail = (problem: CodeProblem, details: string) => failure(ctx, by, problem, details)
  if (isTotpCode(code)) {
    const step = matchingStep(openSecret(ctx.config, factor.secret), code.replace(/\s/g, ''), now)
    if (step === null) throw await fail('SecondFactorCodeInvalid', 'Неверный код из приложения')
    if (!(await repo.takeStep(ctx.db, by.userId, step))) throw await fail('SecondFactorCodeUsed', 'Код уже использован')
    return 'totp' as const
  }
  const hash = recoveryCodeHash(code)
  if (!(await repo.useRecoveryCode(ctx.db, by.userId, hash, now))) {
    if (await repo.recoveryCodeExists(ctx.db, by.userId, hash)) {
      throw await fail('SecondFactorCodeUsed', 'Резервный код уже использован')
    }
    throw await fail('SecondFactorCodeInvalid', 'Неверный резервный код')
  }
  await recordAudit(ctx, ctx.db, by, {
    action: 'second_factor.recovery_code_used',
    object: { type: 'user', id: by.userId },
    details: `Осталось резервных кодов: ${await repo.countUnusedRecoveryCodes(ctx.db, by.userId)}`,
  })
  return 'recovery' as const
}
