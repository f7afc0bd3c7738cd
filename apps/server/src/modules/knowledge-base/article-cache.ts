import type { AppContext } from '../../platform/context'
import { followingCache } from '../../platform/memory-cache'
import { findArticle, type ArticleRow } from './articles.repository'

/** The channel migration 0002 announces article changes on: an article's id, or '*' for any article. */
export const KB_CHANGED_CHANNEL = 'psp_kb_changed'

/**
 * The most recently read articles of one running app, as opening an article is by far the most requested call.
 * Every change to an article, its tags, files, system or service is announced by the triggers of migration 0002.
 * The views this instance counts are added to its copy at once; other instances' views arrive when it expires.
 */
export const createArticleCache = followingCache<ArticleRow>({
  metricsName: 'articles',
  capacity: (config) => config.ARTICLE_CACHE_SIZE,
  channel: KB_CHANGED_CHANNEL,
  onChange: (cache, id) => (id === '*' ? cache.forgetAll() : cache.forget(id)),
})

/** One article with its tags and files, through the cache. */
export function readArticle(ctx: AppContext, id: string) {
  return ctx.caches.articles.get(id, (articleId) => findArticle(ctx.db, articleId))
}

/** Counts a view this instance recorded in its copy, so the next reader here sees it without waiting. */
export function countArticleView(ctx: AppContext, id: string) {
  const row = ctx.caches.articles.peek(id)
  if (row) row.views_count += 1
}
