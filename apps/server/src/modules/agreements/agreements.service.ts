import type { AgreementInfo } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { forgetUserSessions } from '../auth/auth.service'
import { anySignedInUser, registerFileKindReaders } from '../files/file-access'
import { openFile } from '../files/files.service'
import { findAgreement, findCurrentAgreement, setAcceptedAgreement } from './agreements.repository'

export const AGREEMENT_FILE_KIND = 'agreement'
// Every user must be able to read the agreement they are asked to accept.
registerFileKindReaders(AGREEMENT_FILE_KIND, anySignedInUser)

const present = (row: { id: string; name: string; createdAt: Date }): AgreementInfo => ({
  id: row.id,
  name: row.name,
  date: row.createdAt.toISOString().slice(0, 10),
})

export async function getCurrentAgreement(ctx: AppContext): Promise<AgreementInfo | null> {
  const row = await findCurrentAgreement(ctx.db)
  return row ? present(row) : null
}

/** Accepts the agreement named in the path; only the current one can be accepted. */
export async function acceptAgreement(ctx: AppContext, actor: Actor, agreementId: string) {
  const current = await findCurrentAgreement(ctx.db)
  if (!current || current.id !== agreementId) throw new AppError('NotFound', 'Пользовательское соглашение не найдено')
  await setAcceptedAgreement(ctx.db, actor.userId, agreementId)
  // The agreement gate reads the cached session: this instance lets the very next call through.
  forgetUserSessions(ctx, actor.userId)
}

export async function openAgreementFile(ctx: AppContext, actor: Actor, agreementId: string) {
  const agreement = await findAgreement(ctx.db, agreementId)
  if (!agreement) throw new AppError('FileNotFound')
  return openFile(ctx, actor, agreement.fileId)
}
