import { randomBytes } from 'node:crypto'
import {
  displayName,
  type Account,
  type AccountDetails,
  type AccountsPage,
  type createAccountRequestSchema,
  type RenameAccountRequest,
  type usersSearchRequestSchema,
} from '@psp/contracts'
import type { z } from 'zod'
import { authorize } from '../../policies/authorize'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { enqueueMail, templates } from '../../platform/mail/index'
import { hashPassword } from '../../platform/passwords'
import type { DbExecutor } from '../../db/executor'
import { attachMail, issuePasswordToken } from '../passwords/password-tokens'
import { describeChange, recordUserDataChange } from '../user-data-changes/record-user-data-change'
import { fileUrl } from '../users/users.service'
import * as repo from './accounts.repository'
import { recordAudit } from '../audit-log/record-audit'

const present = (row: repo.AccountRow): Account => ({
  id: row.id,
  fio: displayName(row),
  surname: row.surname,
  name: row.name,
  patronymic: row.patronymic,
  email: row.email,
  phone: row.phone,
  role: row.role,
  accountType: row.account_type,
  state: row.state,
  createdAt: new Date(row.created_at).toISOString(),
})

export async function searchAccounts(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof usersSearchRequestSchema>,
): Promise<AccountsPage> {
  authorize(actor, 'accounts.manage')
  const { rows, total } = await repo.searchAccounts(ctx.db, input)
  return { items: rows.map(present), total, pagesCount: Math.ceil(total / input.itemsPerPage) }
}

export async function getAccount(ctx: AppContext, actor: Actor, id: string): Promise<AccountDetails> {
  authorize(actor, 'accounts.manage')
  const row = await repo.findAccount(ctx.db, id)
  if (!row) throw new AppError('NotFound')
  return {
    ...present(row),
    avatar: row.avatar_file_id ? fileUrl(row.avatar_file_id) : null,
    organizations: await repo.findMemberships(ctx.db, id),
    linkExpiresAt: row.link_expires_at ? new Date(row.link_expires_at).toISOString() : null,
    secondFactorEnabled: await repo.hasEnabledSecondFactor(ctx.db, id),
  }
}

/** Issues a set-password link and queues its e-mail, in the caller's transaction. */
async function sendAccountLink(ctx: AppContext, tx: DbExecutor, user: { id: string; email: string; fio: string }) {
  const now = ctx.clock.now()
  const expiresAt = new Date(now.getTime() + ctx.config.ACCOUNT_LINK_HOURS * 3_600_000)
  const { token, id } = await issuePasswordToken(tx, { userId: user.id, purpose: 'account', expiresAt, now })
  const mailId = await enqueueMail(tx, {
    to: user.email,
    ...templates.accountCreated(ctx, { fio: user.fio, login: user.email, token, expiresAt }),
  })
  await attachMail(tx, id, mailId)
}

/**
 * Creates an account without a usable password and e-mails a one-time link to set one. Until it is used the account
 * reads EmailNotConfirmed (e-mail not delivered yet), EmailSent or TokenExpired.
 */
export async function createAccount(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof createAccountRequestSchema>,
): Promise<AccountDetails> {
  authorize(actor, 'accounts.manage')
  // Nobody knows this password: the account signs in only after its link is used.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'))
  const id = await ctx.db
    .transaction(async (tx) => {
      if (await repo.emailTaken(tx, input.email)) throw new AppError('EmailAlreadyRegistered')
      const userId = await repo.insertAccount(tx, {
        email: input.email,
        passwordHash,
        surname: input.surname,
        name: input.name,
        patronymic: input.patronymic || null,
        phone: input.phone,
        role: input.role,
      })
      await sendAccountLink(ctx, tx, { id: userId, email: input.email, fio: displayName(input) })
      await recordUserDataChange(tx, {
        userId,
        status: 'Added',
        changes: 'Учетная запись создана администратором',
        changedBy: actor.userId,
      })
      await recordAudit(ctx, tx, actor, {
        action: 'account.created',
        object: { type: 'user', id: userId, name: `${displayName(input)} <${input.email}>` },
        details: `Роль: ${input.role}`,
      })
      return userId
    })
    .catch((error: unknown) => {
      // Two Admins creating the same address at once: the unique index answers for the slower one.
      if ((error as { code?: string }).code === '23505') throw new AppError('EmailAlreadyRegistered')
      throw error
    })
  return getAccount(ctx, actor, id)
}

/** Sends a fresh set-password link to an account whose password is not set yet (e.g. after TokenExpired). */
export async function resendAccountLink(ctx: AppContext, actor: Actor, id: string): Promise<AccountDetails> {
  authorize(actor, 'accounts.manage')
  const row = await repo.findAccount(ctx.db, id)
  if (!row) throw new AppError('NotFound')
  if (row.account_type === 'Regular') throw new AppError('InappropriateStatus', 'Пароль учетной записи уже задан')
  await ctx.db.transaction((tx) => sendAccountLink(ctx, tx, { id, email: row.email, fio: displayName(row) }))
  return getAccount(ctx, actor, id)
}

export async function renameAccount(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: RenameAccountRequest,
): Promise<AccountDetails> {
  authorize(actor, 'accounts.manage')
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findNames(tx, id)
    if (!current) throw new AppError('NotFound')
    const next = { surname: input.surname, name: input.name, patronymic: input.patronymic || null }
    const before = displayName(current)
    const after = displayName(next)
    if (before === after) return
    await repo.updateNames(tx, id, next, ctx.clock.now())
    await recordUserDataChange(tx, {
      userId: id,
      status: 'Changed',
      changes: describeChange('ФИО', before, after),
      changedBy: actor.userId,
    })
    await recordAudit(ctx, tx, actor, {
      action: 'account.renamed',
      object: { type: 'user', id, name: after },
      details: describeChange('ФИО', before, after),
    })
  })
  return getAccount(ctx, actor, id)
}

/** Blocks the account: its sessions end at once here, and on other instances through the change feed. */
export async function blockAccount(ctx: AppContext, actor: Actor, id: string): Promise<AccountDetails> {
  authorize(actor, 'accounts.manage')
  if (id === actor.userId) throw new AppError('CannotBlockSelf')
  await ctx.db.transaction(async (tx) => {
    const names = await repo.findNames(tx, id)
    if (!names) throw new AppError('NotFound')
    if (!(await repo.blockAccount(tx, id, ctx.clock.now()))) return
    await recordAudit(ctx, tx, actor, {
      action: 'account.blocked',
      object: { type: 'user', id, name: displayName(names) },
    })
    await recordUserDataChange(tx, {
      userId: id,
      status: 'Changed',
      changes: 'Учетная запись заблокирована',
      changedBy: actor.userId,
    })
  })
  ctx.caches.sessions.forgetWhere((s) => s.userId === id)
  return getAccount(ctx, actor, id)
}

export async function unblockAccount(ctx: AppContext, actor: Actor, id: string): Promise<AccountDetails> {
  authorize(actor, 'accounts.manage')
  await ctx.db.transaction(async (tx) => {
    const names = await repo.findNames(tx, id)
    if (!names) throw new AppError('NotFound')
    if (!(await repo.unblockAccount(tx, id, ctx.clock.now()))) return
    await recordAudit(ctx, tx, actor, {
      action: 'account.unblocked',
      object: { type: 'user', id, name: displayName(names) },
    })
    await recordUserDataChange(tx, {
      userId: id,
      status: 'Changed',
      changes: 'Учетная запись разблокирована',
      changedBy: actor.userId,
    })
  })
  return getAccount(ctx, actor, id)
}
