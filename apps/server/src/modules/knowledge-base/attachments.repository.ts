import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { files, kbArticleFiles, kbServiceFiles } from '../../db/schema/index'

const attachmentColumns = { uuid: files.id, name: files.name, size: files.size }

export function listArticleFiles(db: Database, articleId: string) {
  return db
    .select(attachmentColumns)
    .from(kbArticleFiles)
    .innerJoin(files, eq(files.id, kbArticleFiles.fileId))
    .where(eq(kbArticleFiles.articleId, articleId))
    .orderBy(asc(kbArticleFiles.createdAt), asc(files.name))
}

export function listServiceFiles(db: Database, serviceId: string) {
  return db
    .select(attachmentColumns)
    .from(kbServiceFiles)
    .innerJoin(files, eq(files.id, kbServiceFiles.fileId))
    .where(eq(kbServiceFiles.serviceId, serviceId))
    .orderBy(asc(kbServiceFiles.createdAt), asc(files.name))
}

export async function attachToArticle(db: Database, articleId: string, fileIds: string[]) {
  if (fileIds.length) await db.insert(kbArticleFiles).values(fileIds.map((fileId) => ({ articleId, fileId })))
}

export async function attachToService(db: Database, serviceId: string, fileIds: string[]) {
  if (fileIds.length) await db.insert(kbServiceFiles).values(fileIds.map((fileId) => ({ serviceId, fileId })))
}

/** Unlinks a file from an article; answers whether it was attached. */
export async function detachFromArticle(db: Database, articleId: string, fileId: string) {
  const rows = await db
    .delete(kbArticleFiles)
    .where(and(eq(kbArticleFiles.articleId, articleId), eq(kbArticleFiles.fileId, fileId)))
    .returning({ fileId: kbArticleFiles.fileId })
  return rows.length > 0
}

export async function detachFromService(db: Database, serviceId: string, fileId: string) {
  const rows = await db
    .delete(kbServiceFiles)
    .where(and(eq(kbServiceFiles.serviceId, serviceId), eq(kbServiceFiles.fileId, fileId)))
    .returning({ fileId: kbServiceFiles.fileId })
  return rows.length > 0
}

export function serviceFileIds(db: Database, serviceId: string) {
  return db
    .select({ fileId: kbServiceFiles.fileId })
    .from(kbServiceFiles)
    .where(eq(kbServiceFiles.serviceId, serviceId))
}
