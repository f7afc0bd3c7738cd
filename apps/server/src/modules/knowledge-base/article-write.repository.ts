import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { fullNameOrNullSql } from '../../db/full-name'
import { kbArticleFiles, kbArticles, kbArticleTags, kbArticleVersions, users } from '../../db/schema/index'

/** Finds or creates the tags; answers them in the given order with their stored spelling. */
export async function ensureTags(db: Database, titles: string[]) {
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

/** The stored columns of an article's content, as the save step computes them. */
export type ArticleValues = Omit<typeof kbArticles.$inferInsert, 'id' | 'slug' | 'createdBy' | 'createdAt' | 'version'>

export async function insertArticle(
  db: Database,
  row: { id: string; slug: string; createdBy: string | null; createdAt: Date } & ArticleValues,
) {
  await db.insert(kbArticles).values(row)
}

/** The article as it is, locked until the transaction ends, so two saves cannot both take the same version. */
export async function lockArticle(db: Database, id: string) {
  const [current] = await db.select().from(kbArticles).where(eq(kbArticles.id, id)).for('update')
  return current ?? null
}

export async function insertVersion(db: Database, row: typeof kbArticleVersions.$inferInsert) {
  await db.insert(kbArticleVersions).values(row)
}

export async function updateArticle(db: Database, id: string, values: ArticleValues & { version: number }) {
  await db.update(kbArticles).set(values).where(eq(kbArticles.id, id))
}

/** A tag no article carries any more is gone: links and the by-tag redirect must not find an empty tag. */
async function removeOrphanTags(db: Database, tagIds: string[]) {
  if (tagIds.length === 0) return
  await db.execute(sql`
    delete from kb_tags t where t.id = any(${sql.param(tagIds)}::uuid[])
      and not exists (select 1 from kb_article_tags at where at.tag_id = t.id)`)
}

/** Links the tags to the article in the given order, replacing its earlier links; dropped tags left unused go. */
export async function replaceArticleTags(db: Database, articleId: string, tags: Array<{ id: string }>) {
  const dropped = await db.delete(kbArticleTags).where(eq(kbArticleTags.articleId, articleId)).returning()
  if (tags.length) {
    await db.insert(kbArticleTags).values(tags.map((t, position) => ({ articleId, tagId: t.id, position })))
  }
  await removeOrphanTags(
    db,
    dropped.map((d) => d.tagId),
  )
}

export async function findArticleForEditing(db: Database, id: string) {
  const rows = await db
    .select({
      article: kbArticles,
      updatedByFio: fullNameOrNullSql(users),
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
      authorFio: fullNameOrNullSql(users),
    })
    .from(kbArticleVersions)
    .leftJoin(users, eq(users.id, kbArticleVersions.authorId))
    .where(eq(kbArticleVersions.articleId, articleId))
    .orderBy(desc(kbArticleVersions.version))
}

/** Deletes an article; answers the ids of its attached files so the caller can remove their bytes. */
export async function deleteArticle(db: Database, id: string) {
  return db.transaction(async (tx) => {
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
      tx as unknown as Database,
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
