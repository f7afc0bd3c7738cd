import {
  applicationStatusLabel,
  isErrorCode,
  type Application,
  type ApplicationListRequest,
  type ApplicationStatus,
  type CreateApplicationInput,
  type StatusGroup,
} from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { can } from '@psp/contracts'
import { authorize, policyActorOf } from '../../policies/authorize'
import { findAcceptedMembership } from '../organizations/organizations.repository'
import { storeFile } from '../files/files.service'
import type { UploadedFile } from '../../platform/upload-reader'
import { isoOf, presentSummary } from './application-presenter'
import * as repo from './applications.repository'
import { listTotal } from './list-totals'
import { APPLICATION_PATH_PREFIX, applicationPath } from './application-path'
import { markAlertsAboutRead } from '../alerts/alerts.service'
import { applicantActions, statusAfterApplicantComment, type ApplicantAction } from './workflow'
import { recordApplicationFromArticle } from '../article-events/article-events.service'
import { resolveCatalogChoice } from './catalog-choice'
import { tellApplicationCreated, tellCommented, tellStatusChanged } from './application-webhooks'
import { keepForDesk } from './service-desk-outbox'
import { findPendingOutbox } from './service-desk.repository'

export const APPLICATION_FILE_KIND = 'application'

type Loaded = NonNullable<Awaited<ReturnType<typeof repo.findApplication>>>

/** Loads an application the actor may read; another's answers ApplicationNotFound, never a hint it exists. */
async function loadReadable(ctx: AppContext, actor: Actor, id: string): Promise<Loaded> {
  const row = await repo.findApplication(ctx.db, id)
  if (!row) throw new AppError('ApplicationNotFound')
  const membership =
    row.organizationId && row.userId !== actor.userId
      ? await findAcceptedMembership(ctx.db, actor.userId, row.organizationId)
      : null
  const subject = {
    authorId: row.userId,
    organizationId: row.organizationId,
    membership: membership ? { role: membership.role, status: 'Accepted' as const } : null,
  }
  try {
    authorize(actor, 'application.read', subject)
  } catch {
    throw new AppError('ApplicationNotFound')
  }
  return row
}

/** Loads an application for one of the applicant's actions, refusing what its current status does not allow. */
async function loadForAction(ctx: AppContext, actor: Actor, id: string, action: ApplicantAction) {
  const row = await loadReadable(ctx, actor, id)
  authorize(actor, 'application.act', { authorId: row.userId, organizationId: row.organizationId, membership: null })
  if (!applicantActions({ status: row.status, archived: row.archivedAt !== null })[action]) {
    throw new AppError('InappropriateStatus')
  }
  return row
}

export async function storeApplicationFiles(ctx: AppContext, actor: Actor, uploaded: UploadedFile[]) {
  const stored = []
  for (const file of uploaded) {
    stored.push(await storeFile(ctx, { ...file, kind: APPLICATION_FILE_KIND, ownerUserId: actor.userId }))
  }
  return stored.map((f) => f.id)
}

export async function createApplication(
  ctx: AppContext,
  actor: Actor,
  input: CreateApplicationInput,
  uploaded: UploadedFile[],
) {
  authorize(actor, 'application.create')
  const choice = await resolveCatalogChoice(ctx, input)
  const now = ctx.clock.now()
  const fileIds = await storeApplicationFiles(ctx, actor, uploaded)
  const fio = await repo.findUserFio(ctx.db, actor.userId)
  const id = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertApplication(tx, {
      userId: actor.userId,
      organizationId: actor.organizationId,
      systemId: choice.system.id,
      systemName: choice.system.name,
      serviceId: choice.service.id,
      serviceName: choice.service.name,
      applicationType: choice.applicationType.fullyQualifiedName,
      applicationTypeTitle: choice.applicationType.title,
      warranty: choice.warranty,
      impact: choice.impact,
      subject: input.subject,
      text: input.text,
      articleId: input.articleUuid ?? null,
      createdAt: now,
      updatedAt: now,
    })
    await repo.insertStatusChange(tx, {
      applicationId: created,
      newState: 'registered',
      userId: actor.userId,
      userFio: fio,
      at: now,
    })
    await repo.attachFiles(tx, created, fileIds, null)
    await tellApplicationCreated(ctx, tx, created)
    await keepForDesk(ctx, tx, created, 'file', { fileIds })
    return created
  })
  if (input.articleUuid) await recordApplicationFromArticle(ctx, actor, input.articleUuid)
  return getApplication(ctx, actor, id)
}

export async function getApplication(ctx: AppContext, actor: Actor, id: string): Promise<Application> {
  const row = await loadReadable(ctx, actor, id)
  const [comments, files] = await Promise.all([repo.findComments(ctx.db, id), repo.findApplicationFiles(ctx.db, id)])
  const filesOf = (commentId: string | null) =>
    files.filter((f) => f.commentId === commentId).map(({ uuid, name, size }) => ({ uuid, name, size }))
  const own = row.userId === actor.userId
  const actions = applicantActions({ status: row.status, archived: row.archivedAt !== null })
  return {
    ...presentSummary(row),
    text: row.text,
    warranty: row.warranty,
    impact: row.impact,
    mark: row.mark,
    assigneeFio: row.assigneeFio,
    files: filesOf(null),
    comments: comments.map((c) => ({ ...c, createdAt: isoOf(c.createdAt), files: filesOf(c.id) })),
    actions: {
      comment: own && actions.comment,
      addFiles: own && actions.addFiles,
      close: own && actions.close,
      reopen: own && actions.reopen,
      archive: own && actions.archive,
    },
    serviceDesk: ctx.serviceDesk.external ? await deskStateOf(ctx, id) : null,
  }
}

/** What the external desk has yet to take of the application, if anything (ADR 0038). */
async function deskStateOf(ctx: AppContext, id: string): Promise<Application['serviceDesk']> {
  const pending = await findPendingOutbox(ctx.db, id)
  if (!pending) return null
  if (pending.lastError === null) return { waiting: pending.kind, error: null }
  return { waiting: pending.kind, error: isErrorCode(pending.lastError) ? pending.lastError : 'SdGeneralError' }
}

/**
 * GET /applications/{id}: the applicant opening their application has seen what the desk did, so it is read from
 * now on, and so are the user's alerts about it («Заявка №1: новый ответ»); the answer still says it was unread,
 * for the page to point at what is new.
 */
export async function openApplication(ctx: AppContext, actor: Actor, id: string): Promise<Application> {
  const application = await getApplication(ctx, actor, id)
  const [[row]] = await Promise.all([
    repo.markReadByAuthor(ctx.db, id, actor.userId),
    markAlertsAboutRead(ctx, actor.userId, applicationPath(id)),
  ])
  return row ? { ...application, unread: true } : application
}

/** Whose applications a list shows: the user's own, or in the organization mode those of the session's organization. */
export type ListMode = 'own' | 'organization'

export async function scopeOf(ctx: AppContext, actor: Actor, mode: ListMode): Promise<repo.ListScope> {
  if (mode === 'own') return { userId: actor.userId }
  const membership = actor.organizationId
    ? await findAcceptedMembership(ctx.db, actor.userId, actor.organizationId)
    : null
  const subject = { membership: membership ? { role: membership.role, status: 'Accepted' as const } : null }
  authorize(actor, 'application.listOrganization', subject)
  const organizationId = actor.organizationId!
  return can(policyActorOf(actor), 'application.listWholeOrganization', subject)
    ? { organizationId }
    : { userId: actor.userId, organizationId }
}

/** A list of SPEC §2 (all, actual, archive), own or of the organization, filtered, sorted and paged. */
export async function listApplications(
  ctx: AppContext,
  actor: Actor,
  mode: ListMode,
  group: StatusGroup,
  request: ApplicationListRequest,
) {
  const scope = await scopeOf(ctx, actor, mode)
  const list = JSON.stringify([scope, group, request.applicationFilter ?? {}])
  const page = { limit: request.itemsPerPage, offset: (request.page - 1) * request.itemsPerPage }
  const { rows, total } = await repo.listApplications(
    ctx.db,
    scope,
    group,
    { ...request, timeZone: ctx.config.PORTAL_TIME_ZONE },
    page,
    (count) => listTotal(ctx, scope, list, count),
  )
  return { items: rows.map(presentSummary), total, pagesCount: Math.ceil(total / request.itemsPerPage) }
}

/** «Отметить все прочитанными»: the list's applications and the user's alerts about them become read. */
export async function markApplicationsRead(ctx: AppContext, actor: Actor, mode: ListMode, group: StatusGroup) {
  const scope = await scopeOf(ctx, actor, mode)
  await repo.markAllRead(ctx.db, scope, group)
  await markAlertsAboutRead(ctx, actor.userId, repo.applicationLinksOf(ctx.db, scope, group, APPLICATION_PATH_PREFIX))
}

export async function getStatusHistory(ctx: AppContext, actor: Actor, id: string) {
  await loadReadable(ctx, actor, id)
  const rows = await repo.findStatusHistory(ctx.db, id)
  return rows.map((r, index) => ({
    order: index + 1,
    eventDate: isoOf(r.eventDate),
    newState: applicationStatusLabel(r.newState),
    userFio: r.userFio,
  }))
}

async function changeStatus(
  ctx: AppContext,
  tx: repo.Executor,
  row: Loaded,
  actor: Actor,
  status: ApplicationStatus,
  extra: { mark?: number; comment?: string } = {},
) {
  const now = ctx.clock.now()
  const fio = await repo.findUserFio(ctx.db, actor.userId)
  await repo.updateApplication(tx, row.id, { status, updatedAt: now, ...(extra.mark ? { mark: extra.mark } : {}) })
  await repo.insertStatusChange(tx, {
    applicationId: row.id,
    newState: status,
    userId: actor.userId,
    userFio: fio,
    comment: extra.comment,
    at: now,
  })
  await tellStatusChanged(ctx, tx, row.id, row.status, actor.userId)
}

/**
 * Writes a comment with its files and runs `then` in the same transaction; files are stored first, so a failure
 * never leaves a comment pointing at nothing.
 */
export async function writeComment(
  ctx: AppContext,
  actor: Actor,
  id: string,
  comment: { text: string; uploaded: UploadedFile[]; fromServiceDesk: boolean },
  then: (tx: repo.Executor, now: Date, commentId: string) => Promise<void>,
) {
  const fileIds = await storeApplicationFiles(ctx, actor, comment.uploaded)
  const fio = await repo.findUserFio(ctx.db, actor.userId)
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const commentId = await repo.insertComment(tx, {
      applicationId: id,
      authorId: actor.userId,
      authorFio: fio,
      fromServiceDesk: comment.fromServiceDesk,
      text: comment.text,
      at: now,
    })
    await repo.attachFiles(tx, id, fileIds, commentId)
    await then(tx, now, commentId)
    const written = {
      id: commentId,
      authorId: actor.userId,
      fromServiceDesk: comment.fromServiceDesk,
      text: comment.text,
    }
    await tellCommented(ctx, tx, id, written)
  })
}

export async function addComment(ctx: AppContext, actor: Actor, id: string, text: string, uploaded: UploadedFile[]) {
  const row = await loadForAction(ctx, actor, id, 'comment')
  await writeComment(ctx, actor, id, { text, uploaded, fromServiceDesk: false }, async (tx, now, commentId) => {
    const next = statusAfterApplicantComment(row.status)
    if (next) await changeStatus(ctx, tx, row, actor, next)
    else await repo.updateApplication(tx, id, { updatedAt: now })
    await keepForDesk(ctx, tx, id, 'comment', { commentId })
  })
  return getApplication(ctx, actor, id)
}

export async function addFiles(ctx: AppContext, actor: Actor, id: string, uploaded: UploadedFile[]) {
  await loadForAction(ctx, actor, id, 'addFiles')
  const fileIds = await storeApplicationFiles(ctx, actor, uploaded)
  await ctx.db.transaction(async (tx) => {
    await repo.attachFiles(tx, id, fileIds, null)
    await repo.updateApplication(tx, id, { updatedAt: ctx.clock.now() })
    await keepForDesk(ctx, tx, id, 'files', { fileIds })
  })
  return getApplication(ctx, actor, id)
}

export async function closeApplication(ctx: AppContext, actor: Actor, id: string, mark: number) {
  const row = await loadForAction(ctx, actor, id, 'close')
  await ctx.db.transaction(async (tx) => {
    await changeStatus(ctx, tx, row, actor, 'closed', { mark })
    await keepForDesk(ctx, tx, id, 'close', { mark })
  })
  return getApplication(ctx, actor, id)
}

export async function reopenApplication(ctx: AppContext, actor: Actor, id: string, reason: string) {
  const row = await loadForAction(ctx, actor, id, 'reopen')
  const fio = await repo.findUserFio(ctx.db, actor.userId)
  await ctx.db.transaction(async (tx) => {
    const text = `Причина возобновления: ${reason}`
    const commentId = await repo.insertComment(tx, {
      applicationId: id,
      authorId: actor.userId,
      authorFio: fio,
      fromServiceDesk: false,
      text,
      at: ctx.clock.now(),
    })
    await changeStatus(ctx, tx, row, actor, 'resumed', { comment: reason })
    await tellCommented(ctx, tx, id, { id: commentId, authorId: actor.userId, fromServiceDesk: false, text })
    await keepForDesk(ctx, tx, id, 'reopen', { reason })
  })
  return getApplication(ctx, actor, id)
}

export async function archiveApplication(ctx: AppContext, actor: Actor, id: string) {
  await loadForAction(ctx, actor, id, 'archive')
  await repo.updateApplication(ctx.db, id, { archivedAt: ctx.clock.now(), unreadByUser: false })
  return getApplication(ctx, actor, id)
}
