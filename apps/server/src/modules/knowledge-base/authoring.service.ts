import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type {
  ArticleVersion,
  articleInputSchema,
  EditableArticle,
  serviceCreateSchema,
  serviceUpdateSchema,
  systemInputSchema,
} from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import type { AuditLog } from '../../platform/security-log'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import { saveArticle, type ArticleContent } from './article-save.service'
import * as writes from './article-write.repository'
import { listArticleFiles, serviceFileIds } from './attachments.repository'
import * as catalog from './catalog.repository'
import { knowledgeBaseChanged } from './kb-changed'
import { presentService, presentSystem } from './kb-presenters'
import { renderMarkdown } from './markdown'
import { removeFile } from '../files/files.service'

type SystemInput = z.output<typeof systemInputSchema>
type ServiceCreate = z.output<typeof serviceCreateSchema>
type ServiceUpdate = z.output<typeof serviceUpdateSchema>
type ArticleInput = z.output<typeof articleInputSchema>

const systemNotFound = () => new AppError('NotFound', 'Система не найдена')
const serviceNotFound = () => new AppError('NotFound', 'Сервис не найден')

export async function createSystem(ctx: AppContext, actor: Actor, input: SystemInput, audit: AuditLog) {
  authorize(actor, 'knowledgeBase.author')
  const id = await catalog.insertSystem(ctx.db, {
    slug: randomUUID(),
    name: input.title,
    description: input.description,
  })
  await knowledgeBaseChanged(ctx, actor, audit, null)
  return presentSystem((await catalog.findSystem(ctx.db, id))!)
}

export async function updateSystem(ctx: AppContext, actor: Actor, id: string, input: SystemInput, audit: AuditLog) {
  authorize(actor, 'knowledgeBase.author')
  if (
    !(await catalog.updateSystem(ctx.db, id, { name: input.title, description: input.description }, ctx.clock.now()))
  ) {
    throw systemNotFound()
  }
  await knowledgeBaseChanged(ctx, actor, audit, id)
  return presentSystem((await catalog.findSystem(ctx.db, id))!)
}

export async function deleteSystem(ctx: AppContext, actor: Actor, id: string, audit: AuditLog) {
  authorize(actor, 'knowledgeBase.author')
  if (!(await catalog.findSystem(ctx.db, id))) throw systemNotFound()
  if ((await catalog.countServicesOfSystem(ctx.db, id)) > 0) throw new AppError('KbSystemNotEmpty')
  await catalog.deleteSystem(ctx.db, id)
  await knowledgeBaseChanged(ctx, actor, audit, id)
}

export async function createService(ctx: AppContext, actor: Actor, input: ServiceCreate, audit: AuditLog) {
  authorize(actor, 'knowledgeBase.author')
  if (!(await catalog.findSystem(ctx.db, input.systemUuid))) throw systemNotFound()
  const id = await catalog.insertService(ctx.db, {
    systemId: input.systemUuid,
    slug: randomUUID(),
    name: input.title,
    description: input.description,
  })
  await knowledgeBaseChanged(ctx, actor, audit, null)
  return presentService((await catalog.findService(ctx.db, id))!)
}

export async function updateService(ctx: AppContext, actor: Actor, id: string, input: ServiceUpdate, audit: AuditLog) {
  authorize(actor, 'knowledgeBase.author')
  if (
    !(await catalog.updateService(ctx.db, id, { name: input.title, description: input.description }, ctx.clock.now()))
  ) {
    throw serviceNotFound()
  }
  await knowledgeBaseChanged(ctx, actor, audit, id)
  return presentService((await catalog.findService(ctx.db, id))!)
}

export async function deleteService(ctx: AppContext, actor: Actor, id: string, audit: AuditLog) {
  authorize(actor, 'knowledgeBase.author')
  if (!(await catalog.findService(ctx.db, id))) throw serviceNotFound()
  if ((await writes.countArticlesOfService(ctx.db, id)) > 0) throw new AppError('KbServiceNotEmpty')
  const attached = await serviceFileIds(ctx.db, id)
  await catalog.deleteService(ctx.db, id)
  for (const { fileId } of attached) await removeFile(ctx, fileId)
  await knowledgeBaseChanged(ctx, actor, audit, id)
}

async function checkPlacement(ctx: AppContext, systemId: string, serviceId: string) {
  const service = await catalog.findService(ctx.db, serviceId)
  if (!service) throw serviceNotFound()
  if (service.systemId !== systemId) throw new AppError('KbServiceNotInSystem')
}

const contentOf = (input: ArticleInput): ArticleContent => ({
  title: input.title,
  markdown: input.markdown,
  systemId: input.systemUuid,
  serviceId: input.serviceUuid,
  tags: input.tags,
  important: input.isImportant,
})

export async function createArticle(ctx: AppContext, actor: Actor, input: ArticleInput, audit: AuditLog) {
  authorize(actor, 'knowledgeBase.author')
  await checkPlacement(ctx, input.systemUuid, input.serviceUuid)
  const id = await saveArticle(ctx, { id: null }, contentOf(input), actor.userId)
  await knowledgeBaseChanged(ctx, actor, audit, null)
  return getEditableArticle(ctx, actor, id)
}

export async function updateArticle(ctx: AppContext, actor: Actor, id: string, input: ArticleInput, audit: AuditLog) {
  authorize(actor, 'knowledgeBase.author')
  if (!(await writes.findArticleForEditing(ctx.db, id))) throw new AppError('ArticleNotFound')
  await checkPlacement(ctx, input.systemUuid, input.serviceUuid)
  await saveArticle(ctx, { id }, contentOf(input), actor.userId)
  await knowledgeBaseChanged(ctx, actor, audit, id)
  return getEditableArticle(ctx, actor, id)
}

export async function deleteArticle(ctx: AppContext, actor: Actor, id: string, audit: AuditLog) {
  authorize(actor, 'knowledgeBase.author')
  const fileIds = await writes.deleteArticle(ctx.db, id)
  if (fileIds === null) throw new AppError('ArticleNotFound')
  for (const fileId of fileIds) await removeFile(ctx, fileId)
  await knowledgeBaseChanged(ctx, actor, audit, id)
}

export async function getEditableArticle(ctx: AppContext, actor: Actor, id: string): Promise<EditableArticle> {
  authorize(actor, 'knowledgeBase.author')
  const found = await writes.findArticleForEditing(ctx.db, id)
  if (!found) throw new AppError('ArticleNotFound')
  const a = found.article
  const files = await listArticleFiles(ctx.db, id)
  return {
    uuid: a.id,
    title: a.title,
    markdown: a.markdown,
    systemUuid: a.systemId,
    serviceUuid: a.serviceId,
    tags: a.tags,
    isImportant: a.important,
    files: files.map((f) => ({ ...f, size: Number(f.size) })),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    version: a.version,
    updatedBy: a.updatedBy ? { id: a.updatedBy, fio: found.updatedByFio ?? '' } : null,
  }
}

/** Every version, newest first; the first is the article as it is now. */
export async function listVersions(ctx: AppContext, actor: Actor, id: string): Promise<ArticleVersion[]> {
  authorize(actor, 'knowledgeBase.author')
  const found = await writes.findArticleForEditing(ctx.db, id)
  if (!found) throw new AppError('ArticleNotFound')
  const a = found.article
  const current: ArticleVersion = {
    id: a.id,
    version: a.version,
    title: a.title,
    markdown: a.markdown,
    createdAt: a.updatedAt.toISOString(),
    author: a.updatedBy ? { id: a.updatedBy, fio: found.updatedByFio ?? '' } : null,
  }
  const older = (await writes.listVersions(ctx.db, id)).map((v): ArticleVersion => ({
    id: v.id,
    version: v.version,
    title: v.title,
    markdown: v.markdown,
    createdAt: v.authoredAt.toISOString(),
    author: v.authorId ? { id: v.authorId, fio: v.authorFio ?? '' } : null,
  }))
  return [current, ...older]
}

export function previewMarkdown(actor: Actor, markdown: string) {
  authorize(actor, 'knowledgeBase.author')
  return { html: renderMarkdown(markdown).html }
}
