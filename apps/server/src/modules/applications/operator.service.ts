import type { ApplicationListRequest, ApplicationStatus } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import type { UploadedFile } from '../../platform/upload-reader'
import { presentSummary } from './application-presenter'
import * as repo from './applications.repository'
import { getApplication, writeComment } from './applications.service'
import { applicantOf, notifyApplicant } from './applicant-notifications'
import { operatorMayMove } from './workflow'
import { tellCommented, tellStatusChanged } from './application-webhooks'

export type OperatorQueue = 'all' | 'unassigned' | 'mine'

/**
 * The console is the built-in desk's: with an external desk (ADR 0038) its operators work there, and a move made here
 * would never reach it.
 */
function authorizeConsole(ctx: AppContext, actor: Actor) {
  authorize(actor, 'serviceDesk.operate')
  if (ctx.serviceDesk.external) throw new AppError('SdGeneralError', 'Заявки ведутся во внешней службе поддержки')
}

/** The open applications of every user, for the desk's operators. */
export async function listQueue(ctx: AppContext, actor: Actor, queue: OperatorQueue, request: ApplicationListRequest) {
  authorizeConsole(ctx, actor)
  const scope = queue === 'mine' ? { assigneeId: actor.userId } : queue === 'unassigned' ? { assigneeId: null } : {}
  const { rows, total } = await repo.listQueue(
    ctx.db,
    scope,
    { ...request, timeZone: ctx.config.PORTAL_TIME_ZONE },
    {
      limit: request.itemsPerPage,
      offset: (request.page - 1) * request.itemsPerPage,
    },
  )
  return {
    items: rows.map((r) => ({ ...presentSummary(r), assigneeFio: r.assigneeFio })),
    total,
    pagesCount: Math.ceil(total / request.itemsPerPage),
  }
}

async function loadOpen(ctx: AppContext, actor: Actor, id: string) {
  authorizeConsole(ctx, actor)
  const row = await repo.findApplication(ctx.db, id)
  if (!row) throw new AppError('ApplicationNotFound')
  if (row.archivedAt || row.status === 'closed') throw new AppError('InappropriateStatus')
  return row
}

/** Moves an application along the desk's workflow; the applicant sees it as unread. */
export async function moveApplication(
  ctx: AppContext,
  actor: Actor,
  id: string,
  status: ApplicationStatus,
  comment?: string,
) {
  const row = await loadOpen(ctx, actor, id)
  if (!operatorMayMove(row.status, status)) throw new AppError('InappropriateStatus')
  const now = ctx.clock.now()
  const fio = await repo.findUserFio(ctx.db, actor.userId)
  await ctx.db.transaction(async (tx) => {
    const commentId = comment
      ? await repo.insertComment(tx, {
          applicationId: id,
          authorId: actor.userId,
          authorFio: fio,
          fromServiceDesk: true,
          text: comment,
          at: now,
        })
      : null
    await repo.updateApplication(tx, id, {
      status,
      updatedAt: now,
      unreadByUser: true,
      // Taking an application in work makes the operator its assignee.
      ...(status === 'inprogress' && !row.assigneeId ? { assigneeId: actor.userId } : {}),
    })
    await notifyApplicant(ctx, tx, applicantOf(row), { status, reply: comment })
    await repo.insertStatusChange(tx, {
      applicationId: id,
      newState: status,
      userId: actor.userId,
      userFio: fio,
      comment,
      at: now,
    })
    await tellStatusChanged(ctx, tx, id, row.status, actor.userId)
    if (commentId && comment) {
      await tellCommented(ctx, tx, id, { id: commentId, authorId: actor.userId, fromServiceDesk: true, text: comment })
    }
  })
  return getApplication(ctx, actor, id)
}

/** Takes an application: the operator becomes its assignee and a new one goes in work. */
export async function takeApplication(ctx: AppContext, actor: Actor, id: string) {
  const row = await loadOpen(ctx, actor, id)
  if (row.status === 'registered' || row.status === 'resumed') return moveApplication(ctx, actor, id, 'inprogress')
  await repo.updateApplication(ctx.db, id, { assigneeId: actor.userId })
  return getApplication(ctx, actor, id)
}

/** An operator's reply, with files; the applicant sees it as unread. */
export async function replyToApplication(
  ctx: AppContext,
  actor: Actor,
  id: string,
  text: string,
  uploaded: UploadedFile[],
) {
  const row = await loadOpen(ctx, actor, id)
  await writeComment(ctx, actor, id, { text, uploaded, fromServiceDesk: true }, async (tx, now) => {
    await repo.updateApplication(tx, id, { updatedAt: now, unreadByUser: true })
    await notifyApplicant(ctx, tx, applicantOf(row), { reply: text })
  })
  return getApplication(ctx, actor, id)
}
