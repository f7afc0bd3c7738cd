import type { FileAttachment } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import type { AuditLog } from '../../platform/security-log'
import { AppError } from '../../platform/errors'
import type { UploadedFile } from '../../platform/upload-reader'
import { authorize } from '../../policies/authorize'
import { removeFile, storeFile } from '../files/files.service'
import { findArticleForEditing } from './article-write.repository'
import * as repo from './attachments.repository'
import { findService } from './catalog.repository'
import { knowledgeBaseChanged } from './kb-changed'
import { KB_FILE_KIND } from './kb-upload'

const present = (rows: Array<{ uuid: string; name: string; size: number }>): FileAttachment[] =>
  rows.map((f) => ({ uuid: f.uuid, name: f.name, size: Number(f.size) }))

async function storeAll(ctx: AppContext, actor: Actor, uploaded: UploadedFile[]) {
  const ids: string[] = []
  for (const file of uploaded) {
    const stored = await storeFile(ctx, { ...file, kind: KB_FILE_KIND, ownerUserId: actor.userId })
    ids.push(stored.id)
  }
  return ids
}

/** Checks access and the article first, then reads the upload (`read` checks count, size and content). */
export async function addArticleFiles(
  ctx: AppContext,
  actor: Actor,
  articleId: string,
  read: () => Promise<UploadedFile[]>,
  audit: AuditLog,
) {
  authorize(actor, 'knowledgeBase.author')
  if (!(await findArticleForEditing(ctx.db, articleId))) throw new AppError('ArticleNotFound')
  await repo.attachToArticle(ctx.db, articleId, await storeAll(ctx, actor, await read()))
  await knowledgeBaseChanged(ctx, actor, audit, articleId)
  return present(await repo.listArticleFiles(ctx.db, articleId))
}

export async function removeArticleFile(
  ctx: AppContext,
  actor: Actor,
  articleId: string,
  fileId: string,
  audit: AuditLog,
) {
  authorize(actor, 'knowledgeBase.author')
  if (!(await findArticleForEditing(ctx.db, articleId))) throw new AppError('ArticleNotFound')
  if (!(await repo.detachFromArticle(ctx.db, articleId, fileId))) throw new AppError('FileNotFound')
  await removeFile(ctx, fileId)
  await knowledgeBaseChanged(ctx, actor, audit, articleId)
  return present(await repo.listArticleFiles(ctx.db, articleId))
}

export async function addServiceFiles(
  ctx: AppContext,
  actor: Actor,
  serviceId: string,
  read: () => Promise<UploadedFile[]>,
  audit: AuditLog,
) {
  authorize(actor, 'knowledgeBase.author')
  if (!(await findService(ctx.db, serviceId))) throw new AppError('NotFound', 'Сервис не найден')
  await repo.attachToService(ctx.db, serviceId, await storeAll(ctx, actor, await read()))
  await knowledgeBaseChanged(ctx, actor, audit, serviceId)
  return present(await repo.listServiceFiles(ctx.db, serviceId))
}

export async function removeServiceFile(
  ctx: AppContext,
  actor: Actor,
  serviceId: string,
  fileId: string,
  audit: AuditLog,
) {
  authorize(actor, 'knowledgeBase.author')
  if (!(await findService(ctx.db, serviceId))) throw new AppError('NotFound', 'Сервис не найден')
  if (!(await repo.detachFromService(ctx.db, serviceId, fileId))) throw new AppError('FileNotFound')
  await removeFile(ctx, fileId)
  await knowledgeBaseChanged(ctx, actor, audit, serviceId)
  return present(await repo.listServiceFiles(ctx.db, serviceId))
}
