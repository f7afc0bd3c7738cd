import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/client'
import type { AppContext } from '../../platform/context'
import { indexArticles } from '../search/search-index'
import * as writes from './article-write.repository'
import { renderMarkdown } from './markdown'

/** An article's content as an author (or the importer) gives it. */
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

/**
 * The steps of saving an article, for the authoring calls and the importer (access is the caller's business):
 * render and sanitize the Markdown outside the transaction, then in one transaction keep the previous content as a
 * version, write the article, link its tags and refresh its search document. Answers the article id.
 */
export async function saveArticle(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  target: { id: string | null; slug?: string },
  content: ArticleContent,
  authorId: string | null,
): Promise<string> {
  const now = ctx.clock.now()
  const rendered = renderMarkdown(content.markdown)
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Database
    const tags = await writes.ensureTags(tx, distinctTags(content.tags))
    const values: writes.ArticleValues = {
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
      await writes.insertArticle(tx, { id, slug: target.slug ?? id, ...values, createdBy: authorId, createdAt: now })
    } else {
      id = target.id
      const current = await writes.lockArticle(tx, id)
      if (!current) throw new Error(`article ${id} vanished while being saved`)
      await writes.insertVersion(tx, {
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
      await writes.updateArticle(tx, id, { ...values, version: current.version + 1 })
    }
    await writes.replaceArticleTags(tx, id, tags)
    await indexArticles(tx, [id])
    return id
  })
}
