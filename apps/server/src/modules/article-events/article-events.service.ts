import type { ArticleEventRequest } from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import { readArticle } from '../knowledge-base/article-cache'
import { onArticleOpened } from '../knowledge-base/article-opened'
import type { ArticleRow } from '../knowledge-base/articles.repository'
import { onSearchPerformed } from '../search/search-performed'
import { type EventInput } from './event-recorder'

const articleOf = (row: ArticleRow): EventInput['article'] => ({
  id: row.id,
  title: row.title,
  tags: row.tag_titles,
  systemId: row.system_id,
  systemName: row.system_name,
  serviceId: row.service_id,
  serviceName: row.service_name,
})

const cleanTag = (tag: string | undefined) => tag?.trim() || null

function record(
  ctx: AppContext,
  actor: Actor,
  row: ArticleRow,
  event: Pick<EventInput, 'type' | 'tagFromArticle' | 'tagFromExternal'>,
) {
  ctx.articleEvents.record({
    ...event,
    at: ctx.clock.now(),
    userId: actor.userId,
    sessionId: actor.sessionId,
    organizationId: actor.organizationId,
    article: articleOf(row),
  })
}

/** Records an OpenArticle event and a view; never throws and never waits for the database. */
export function recordArticleOpened(ctx: AppContext, actor: Actor, row: ArticleRow, tagFromExternal?: string) {
  record(ctx, actor, row, { type: 'OpenArticle', tagFromArticle: null, tagFromExternal: cleanTag(tagFromExternal) })
}

// Every first-page knowledge-base search is recorded for «Пробелы базы знаний».
onSearchPerformed((ctx, search) => ctx.articleEvents.recordSearch(search))

// Every opened article becomes an OpenArticle event; the knowledge base announces it without knowing this module.
onArticleOpened(recordArticleOpened)

/** A click on one of an article's tags. The tag is stored as the article spells it when it is one of its tags. */
export async function recordArticleEvent(ctx: AppContext, actor: Actor, articleId: string, input: ArticleEventRequest) {
  authorize(actor, 'knowledgeBase.read')
  const row = await readArticle(ctx, articleId)
  if (!row) throw new AppError('ArticleNotFound')
  const own = row.tag_titles.find((t) => t.toLowerCase() === input.tag.toLowerCase())
  record(ctx, actor, row, {
    type: input.type,
    tagFromArticle: own ?? input.tag,
    tagFromExternal: cleanTag(input.tagFromExternal),
  })
}

/** An application filed from an article (CreateApplication); an article deleted meanwhile records nothing. */
export async function recordApplicationFromArticle(ctx: AppContext, actor: Actor, articleId: string) {
  const row = await readArticle(ctx, articleId)
  if (!row) return
  record(ctx, actor, row, { type: 'CreateApplication', tagFromArticle: null, tagFromExternal: null })
}
