import { displayName, type SecondFactorStatus } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import { recordAudit } from '../audit-log/record-audit'
import { beginSetUp, checkCode, confirmSetUp } from './second-factor-codes'
import * as repo from './second-factor.repository'

/** Platform Admins may not turn the second factor off while REQUIRE_2FA_FOR_ADMINS holds. */
const isRequired = (ctx: AppContext, role: string | null) => ctx.config.REQUIRE_2FA_FOR_ADMINS && role === 'Admin'

async function userOf(ctx: AppContext, userId: string) {
  const user = await repo.findUserOfSecondFactor(ctx.db, userId)
  if (!user) throw new AppError('NotFound')
  return user
}

/** The profile's «Двухфакторная аутентификация» section. */
export async function getSecondFactorStatus(ctx: AppContext, actor: Actor): Promise<SecondFactorStatus> {
  const factor = await repo.findSecondFactor(ctx.db, actor.userId)
  const enabledAt = factor?.enabledAt ?? null
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt ? new Date(enabledAt).toISOString() : null,
    recoveryCodesLeft: enabledAt ? await repo.countUnusedRecoveryCodes(ctx.db, actor.userId) : 0,
    required: isRequired(ctx, actor.role),
  }
}

export async function setUpSecondFactor(ctx: AppContext, actor: Actor) {
  const user = await userOf(ctx, actor.userId)
  return beginSetUp(ctx, { id: actor.userId, email: user.email })
}

export async function enableSecondFactor(ctx: AppContext, actor: Actor, code: string) {
  return { recoveryCodes: await confirmSetUp(ctx, actor, code) }
}

/** Turns the second factor off, proved by a code of it (or a recovery code): a stolen session alone cannot. */
export async function disableSecondFactor(ctx: AppContext, actor: Actor, code: string) {
  if (isRequired(ctx, actor.role)) throw new AppError('SecondFactorRequired')
  await checkCode(ctx, actor, code)
  await ctx.db.transaction(async (tx) => {
    await repo.deleteSecondFactor(tx, actor.userId)
    await recordAudit(ctx, tx, actor, { action: 'second_factor.disabled', object: { type: 'user', id: actor.userId } })
  })
  return getSecondFactorStatus(ctx, actor)
}

/** A platform Admin turns a user's second factor off (a lost phone and codes): audited with the user named. */
export async function resetSecondFactor(ctx: AppContext, actor: Actor, userId: string) {
  authorize(actor, 'accounts.manage')
  const user = await userOf(ctx, userId)
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteSecondFactor(tx, userId))) throw new AppError('SecondFactorNotEnabled')
    await recordAudit(ctx, tx, actor, {
      action: 'second_factor.reset',
      object: { type: 'user', id: userId, name: `${displayName(user)} <${user.email}>` },
    })
  })
}
