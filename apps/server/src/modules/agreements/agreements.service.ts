import type { AgreementInfo } from '@psp/contracts'
import { zonedParts } from '@psp/contracts/time'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import { announceAlerts, AGREEMENT_CHANGED } from '../alerts/alerts-feed'
import { forgetUserSessions } from '../auth/auth.service'
import { anySignedInUser, registerFileKindReaders } from '../files/file-access'
import { openFile, storeFile } from '../files/files.service'
import { writeAcceptanceReport } from './acceptance-report'
import {
  findAgreement,
  findAllAgreements,
  findCurrentAgreement,
  insertAgreement,
  setAcceptedAgreement,
} from './agreements.repository'
import { recordAudit } from '../audit-log/record-audit'

export const AGREEMENT_FILE_KIND = 'agreement'
// Every user must be able to read the agreement they are asked to accept.
registerFileKindReaders(AGREEMENT_FILE_KIND, anySignedInUser)

/** The day of a version is the portal's calendar day (as in the acceptance report), not the UTC one. */
const presenter =
  (ctx: AppContext) =>
  (row: { id: string; name: string; createdAt: Date }): AgreementInfo => ({
    id: row.id,
    name: row.name,
    date: zonedParts(row.createdAt, ctx.config.PORTAL_TIME_ZONE).date,
  })

export async function getCurrentAgreement(ctx: AppContext): Promise<AgreementInfo | null> {
  const row = await findCurrentAgreement(ctx.db)
  return row ? presenter(ctx)(row) : null
}

/** Accepts the agreement named in the path; only the current one can be accepted. The time enters the history. */
export async function acceptAgreement(ctx: AppContext, actor: Actor, agreementId: string) {
  const current = await findCurrentAgreement(ctx.db)
  if (!current || current.id !== agreementId) throw new AppError('NotFound', 'Пользовательское соглашение не найдено')
  await setAcceptedAgreement(ctx.db, actor.userId, agreementId, ctx.clock.now())
  // The agreement gate reads the cached session: this instance lets the very next call through.
  forgetUserSessions(ctx, actor.userId)
}

export async function openAgreementFile(ctx: AppContext, actor: Actor, agreementId: string) {
  const agreement = await findAgreement(ctx.db, agreementId)
  if (!agreement) throw new AppError('FileNotFound')
  return openFile(ctx, actor, agreement.fileId)
}

/** A new version becomes the current one: every user is asked to accept it, open pages at once. */
export async function uploadAgreement(
  ctx: AppContext,
  actor: Actor,
  upload: () => Promise<{ fileName: string; name: string; body: Buffer }>,
): Promise<AgreementInfo> {
  authorize(actor, 'agreements.manage')
  const { fileName, name, body } = await upload()
  const file = await storeFile(ctx, {
    name: fileName,
    body,
    mimeType: 'application/pdf',
    kind: AGREEMENT_FILE_KIND,
    ownerUserId: actor.userId,
  })
  const row = await insertAgreement(ctx.db, { name, fileId: file.id, uploadedBy: actor.userId })
  // The Admin who uploads a version has read it: they are not asked to accept it in the middle of their work.
  await setAcceptedAgreement(ctx.db, actor.userId, row.id, ctx.clock.now())
  await recordAudit(ctx, ctx.db, actor, {
    action: 'agreement.uploaded',
    object: { type: 'agreement', id: row.id, name },
  })
  await announceAlerts(ctx.db, AGREEMENT_CHANGED)
  return presenter(ctx)(row)
}

export async function listAgreements(ctx: AppContext, actor: Actor): Promise<AgreementInfo[]> {
  authorize(actor, 'agreements.manage')
  return (await findAllAgreements(ctx.db)).map(presenter(ctx))
}

export function acceptanceReport(ctx: AppContext, actor: Actor, onError: (error: unknown) => void) {
  authorize(actor, 'agreements.manage')
  return writeAcceptanceReport(ctx, onError)
}
