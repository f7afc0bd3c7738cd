import type { DbExecutor } from '../../db/executor'
import type { AppContext } from '../../platform/context'
import { storeFile } from '../files/files.service'
import { applicantOf, notifyApplicant } from './applicant-notifications'
import * as repo from './applications.repository'
import { tellCommented, tellStatusChanged } from './application-webhooks'
import { APPLICATION_FILE_KIND } from './applications.service'
import type { DeskChange } from './service-desk'
import { findApplicationOfTicket, lockCursor, moveCursor } from './service-desk.repository'

/**
 * Applies one change made in the desk to the portal's record, as the built-in desk's operators make it: a status
 * set (in the history, by the desk's user), or a reply with its files; the applicant hears of it by an alert and an
 * e-mail, and the webhooks tell it. A status the record has already is no change.
 */
async function applyChange(ctx: AppContext, tx: DbExecutor, applicationId: string, change: DeskChange) {
  const row = await repo.findApplication(tx, applicationId)
  if (!row) return
  const now = ctx.clock.now()
  if (change.kind === 'status') {
    if (row.status === change.status) return
    await repo.updateApplication(tx, applicationId, { status: change.status, updatedAt: now, unreadByUser: true })
    await repo.insertStatusChange(tx, {
      applicationId,
      newState: change.status,
      userId: null,
      userFio: change.by,
      at: now,
    })
    await notifyApplicant(ctx, tx, applicantOf(row), { status: change.status })
    await tellStatusChanged(ctx, tx, applicationId, row.status, null)
    return
  }
  const stored = []
  for (const file of change.files) {
    stored.push(
      await storeFile(ctx, {
        name: file.name,
        body: file.content,
        mimeType: file.type,
        kind: APPLICATION_FILE_KIND,
        ownerUserId: null,
      }),
    )
  }
  const text = change.text || 'Файлы от службы поддержки'
  const commentId = await repo.insertComment(tx, {
    applicationId,
    authorId: null,
    authorFio: change.by,
    fromServiceDesk: true,
    text,
    at: now,
  })
  await repo.attachFiles(
    tx,
    applicationId,
    stored.map((f) => f.id),
    commentId,
  )
  await repo.updateApplication(tx, applicationId, { updatedAt: now, unreadByUser: true })
  await notifyApplicant(ctx, tx, applicantOf(row), { reply: text })
  await tellCommented(ctx, tx, applicationId, { id: commentId, authorId: null, fromServiceDesk: true, text })
}

/**
 * Reads what changed in the external desk since the last time and applies it, in one transaction with the read
 * position: a change is applied exactly once, whichever instance reads it, and a failure applies none of the batch.
 * Tickets the portal did not file are passed over. Answers how many changes it applied.
 */
export async function readDeskChanges(ctx: AppContext): Promise<number> {
  const desk = ctx.serviceDesk.external
  if (!desk) return 0
  let applied = 0
  for (;;) {
    const more = await ctx.db.transaction(async (tx) => {
      const position = await lockCursor(tx, desk.name)
      const read = await desk.changesAfter(position)
      for (const change of read.changes) {
        const applicationId = await findApplicationOfTicket(tx, desk.name, change.ticket)
        if (!applicationId) continue
        await applyChange(ctx, tx, applicationId, change)
        applied++
      }
      await moveCursor(tx, desk.name, read.position)
      return read.position > position
    })
    if (!more) return applied
  }
}
