import type { Actor, AppContext } from '../../platform/context'
import type { ArticleRow } from './articles.repository'

/** What happens when a reader opens an article, beyond answering it (the analytics module records an event). */
export type ArticleOpenedListener = (ctx: AppContext, actor: Actor, row: ArticleRow, tagFromExternal?: string) => void

const listeners = new Set<ArticleOpenedListener>()

/**
 * Other modules subscribe here instead of the knowledge base calling them, so the dependency points one way
 * (article-events -> knowledge-base) and the modules form no cycle.
 */
export function onArticleOpened(listener: ArticleOpenedListener) {
  listeners.add(listener)
}

/** Listeners must neither throw nor wait: opening an article never waits for them. */
export function announceArticleOpened(ctx: AppContext, actor: Actor, row: ArticleRow, tagFromExternal?: string) {
  for (const listener of listeners) listener(ctx, actor, row, tagFromExternal)
}
