import { buffer } from 'node:stream/consumers'
import type { DbExecutor } from '../../db/executor'
import type { AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import * as repo from './applications.repository'
import type { OutboxPayloads } from './service-desk-outbox'
import type { DeskDelivery, DeskFile, ExternalDesk } from './service-desk'
import {
  findCommentText,
  findStoredFiles,
  findTicket,
  insertTicket,
  lockDueOutbox,
  markOutboxDelivered,
  markOutboxFailed,
  type OutboxRow,
} from './service-desk.repository'

/** Entries taken per transaction: each may wait for the desk up to RT_TIMEOUT_SECONDS. */
const BATCH = 5
/** Minutes before the next try after 1, 2, 3… failures in a row; then every hour until the desk takes it. */
const RETRY_MINUTES = [1, 2, 5, 10, 30]

async function filesOf(ctx: AppContext, tx: DbExecutor, ids: string[]): Promise<DeskFile[]> {
  const stored = await findStoredFiles(tx, ids)
  return Promise.all(
    stored.map(async (file) => {
      const stream = await ctx.storage.get(file.storageKey)
      if (!stream) throw new AppError('FileNotFound')
      return { name: file.name, type: file.mimeType, content: await buffer(stream) }
    }),
  )
}

/** The entry as the desk takes it, read from the portal's record as it stands. */
async function deliveryOf(ctx: AppContext, tx: DbExecutor, desk: ExternalDesk, row: OutboxRow): Promise<DeskDelivery> {
  if (row.kind === 'file') {
    const application = await repo.findApplication(ctx.db, row.applicationId)
    if (!application) throw new AppError('ApplicationNotFound')
    return {
      kind: 'file',
      retry: row.attempts > 0,
      application: {
        number: application.number,
        subject: application.subject,
        text: application.text,
        systemName: application.systemName,
        serviceName: application.serviceName,
        applicationTypeTitle: application.applicationType,
        warranty: application.warranty,
        impact: application.impact,
        applicantFio: application.authorFio,
        applicantEmail: application.authorEmail,
        organization: application.organizationName,
      },
      files: await filesOf(ctx, tx, (row.payload as OutboxPayloads['file']).fileIds),
    }
  }
  const ticket = await findTicket(tx, desk.name, row.applicationId)
  // Entries go in order: a later one waits until the filing is taken.
  if (!ticket) throw new AppError('SdGeneralError')
  if (row.kind === 'comment') {
    const { commentId } = row.payload as OutboxPayloads['comment']
    const files = await repo.findApplicationFiles(ctx.db, row.applicationId)
    const ids = files.filter((f) => f.commentId === commentId).map((f) => f.uuid)
    return {
      kind: 'comment',
      ticket,
      text: (await findCommentText(tx, commentId)) ?? '',
      files: await filesOf(ctx, tx, ids),
    }
  }
  if (row.kind === 'files') {
    const { fileIds } = row.payload as OutboxPayloads['files']
    return { kind: 'files', ticket, files: await filesOf(ctx, tx, fileIds) }
  }
  if (row.kind === 'close') return { kind: 'close', ticket, mark: (row.payload as OutboxPayloads['close']).mark }
  return { kind: 'reopen', ticket, reason: (row.payload as OutboxPayloads['reopen']).reason }
}

const retryAt = (now: Date, attempts: number) => new Date(now.getTime() + (RETRY_MINUTES[attempts] ?? 60) * 60_000)

/**
 * Gives the external desk what waits for it, oldest first and in order per application; answers how many it took.
 * Each entry is locked while it is tried, so instances sharing the database never send one twice at once. A failure
 * keeps the entry with its catalogue code (SPEC §8) and a time to try again.
 */
export async function deliverToDesk(ctx: AppContext): Promise<number> {
  const desk = ctx.serviceDesk.external
  if (!desk) return 0
  let delivered = 0
  for (;;) {
    const tried = await ctx.db.transaction(async (tx) => {
      const rows = await lockDueOutbox(tx, ctx.clock.now(), BATCH)
      for (const row of rows) {
        try {
          const answer = await desk.deliver(await deliveryOf(ctx, tx, desk, row))
          if (answer.ticket)
            await insertTicket(tx, { applicationId: row.applicationId, desk: desk.name, ticket: answer.ticket })
          await markOutboxDelivered(tx, row.id, ctx.clock.now())
          delivered++
        } catch (error) {
          const code = error instanceof AppError ? error.toBody().code : 'SdGeneralError'
          ctx.log.warn(
            { err: error, outbox: row.id, kind: row.kind },
            'the service desk did not take an application change',
          )
          await markOutboxFailed(tx, row.id, code, retryAt(ctx.clock.now(), row.attempts))
        }
      }
      return rows.length
    })
    if (tried === 0) return delivered
  }
}
