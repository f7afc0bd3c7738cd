import { randomUUID } from 'node:crypto'
import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { kbArticleFiles, kbArticles, kbArticleTags, kbArticleVersions, users } from '../../db/schema/index'
import { indexArticles } from '../search/search-index'
import { renderMarkdown } from './markdown'

export interface ArticleContent {
  title: string
  markdown: string
  systemId: string
  serviceId: string
  tags: string[]
  important: boolean
}

/** Tag titles without case-insensitive duplicates, in the author's order. */
export function distinctTags(tags: string[]) {
  const seen = new Set<string>()
  return tags
    .map((t) => t.trim().replace(/\s+/g, ' '))
    .filter((t) => {
      const key = t.toLowerCase()
      if (!t || seen.has(key)) return false
      seen.add(key)
      return true
    })
}

/** Finds or creates the tags; answers them in the given order with their stored spelling. */
async function ensureTags(db: Database, titles: string[]) {
  if (titles.length === 0) return []
  await db.execute(
    sql`insert into kb_tags (title) select unnest(${sql.param(titles)}::text[]) on conflict (lower(title)) do nothing`,
  )
  const { rows } = await db.execute<{ id: string; title: string }>(
    sql`select id, title from kb_tags where lower(title) = any(${sql.param(titles.map((t) => t.toLowerCase()))}::text[])`,
  )
  const byKey = new Map(rows.map((r) => [r.title.toLowerCase(), r]))
  return titles.map((t) => byKey.get(t.toLowerCase())!)
}

/**
 * Creates or updates an article in one transaction: renders and sanitizes the Markdown, keeps the previous
 * content as a version, links the tags and refreshes the search document. Answers the article id.
 */
export async function saveArticle(
  db: Database,
  target: { id: string | null; slug?: string },
  content: ArticleContent,
  authorId: string | null,
  now: Date,
): Promise<string> {
  const rendered = renderMarkdown(content.markdown)
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database
    const tags = await ensureTags(tx, distinctTags(content.tags))
    const droppedTagIds: string[] = []
    const values = {
      title: content.title,
      markdown: content.markdown,
      html: rendered.html,
      plainText: rendered.plainText,
      systemId: content.systemId,
      serviceId: content.serviceId,
      important: content.important,
      tags: tags.map((t) => t.title),
      updatedBy: authorId,
      updatedAt: now,
    }
    let id: string
    if (target.id === null) {
      id = randomUUID()
      await tx
        .insert(kbArticles)
        .values({ id, slug: target.slug ?? id, ...values, createdBy: authorId, createdAt: now })
    } else {
      id = target.id
      const [current] = await tx.select().from(kbArticles).where(eq(kbArticles.id, id)).for('update')
      await tx.insert(kbArticleVersions).values({
        articleId: id,
        version: current.version,
        title: current.title,
        systemId: current.systemId,
        serviceId: current.serviceId,
        tags: current.tags,
        important: current.important,
        markdown: current.markdown,
        authorId: current.updatedBy,
        authoredAt: current.updatedAt,
        replacedBy: authorId,
        replacedAt: now,
      })
      await tx
        .update(kbArticles)
        .set({ ...values, version: current.version + 1 })
        .where(eq(kbArticles.id, id))
      const dropped = await tx.delete(kbArticleTags).where(eq(kbArticleTags.articleId, id)).returning()
      droppedTagIds.push(...dropped.map((d) => d.tagId))
    }
    if (tags.length) {
      await tx.insert(kbArticleTags).values(tags.map((t, position) => ({ articleId: id, tagId: t.id, position })))
    }
    await removeOrphanTags(tx, droppedTagIds)
    await indexArticles(tx, [id])
    return id
  })
}

export async function findArticleForEditing(db: Database, id: string) {
  const rows = await db
    .select({
      article: kbArticles,
      updatedByFio: sql<
        string | null
      >`nullif(concat_ws(' ', ${users.surname}, ${users.name}, ${users.patronymic}), '')`,
    })
    .from(kbArticles)
    .leftJoin(users, eq(users.id, kbArticles.updatedBy))
    .where(eq(kbArticles.id, id))
    .limit(1)
  return rows[0] ?? null
}

export async function findArticleBySlug(db: Database, slug: string) {
  const rows = await db.select().from(kbArticles).where(eq(kbArticles.slug, slug)).limit(1)
  return rows[0] ?? null
}

export async function listVersions(db: Database, articleId: string) {
  return db
    .select({
      id: kbArticleVersions.id,
      version: kbArticleVersions.version,
      title: kbArticleVersions.title,
      markdown: kbArticleVersions.markdown,
      authoredAt: kbArticleVersions.authoredAt,
      authorId: kbArticleVersions.authorId,
      authorFio: sql<string | null>`nullif(concat_ws(' ', ${users.surname}, ${users.name}, ${users.patronymic}), '')`,
    })
    .from(kbArticleVersions)
    .leftJoin(users, eq(users.id, kbArticleVersions.authorId))
    .where(eq(kbArticleVersions.articleId, articleId))
    .orderBy(desc(kbArticleVersions.version))
}

/** A tag no article carries any more is gone: links and the by-tag redirect must not find an empty tag. */
async function removeOrphanTags(tx: Database, tagIds: string[]) {
  if (tagIds.length === 0) return
  await tx.execute(sql`
    delete from kb_tags t where t.id = any(${sql.param(tagIds)}::uuid[])
      and not exists (select 1 from kb_article_tags at where at.tag_id = t.id)`)
}

/** Deletes an article; answers the ids of its attached files so the caller can remove their bytes. */
export async function deleteArticle(db: Database, id: string) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database
    const attached = await tx
      .select({ fileId: kbArticleFiles.fileId })
      .from(kbArticleFiles)
      .where(eq(kbArticleFiles.articleId, id))
    const tagged = await tx
      .select({ tagId: kbArticleTags.tagId })
      .from(kbArticleTags)
      .where(eq(kbArticleTags.articleId, id))
    const deleted = await tx.delete(kbArticles).where(eq(kbArticles.id, id)).returning({ id: kbArticles.id })
    await removeOrphanTags(
      tx,
      tagged.map((t) => t.tagId),
    )
    return deleted.length ? attached.map((a) => a.fileId) : null
  })
}

export async function countArticlesOfService(db: Database, serviceId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(kbArticles)
    .where(eq(kbArticles.serviceId, serviceId))
  return row.n
}
