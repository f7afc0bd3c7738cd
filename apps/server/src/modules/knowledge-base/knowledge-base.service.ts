import type {
  ArticleQuery,
  ArticlesByServiceQuery,
  ArticlesByTagQuery,
  ByTagRedirectResponse,
  ShortArticleListQuery,
} from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { authorize } from '../../policies/authorize'
import { countArticleView, readArticle } from './article-cache'
import * as articles from './articles.repository'
import { listServiceFiles } from './attachments.repository'
import * as catalog from './catalog.repository'
import { pagesCount, presentArticle, presentService, presentSummary, presentSystem } from './kb-presenters'

// Every read asks the 'knowledgeBase.read' rule first, as the authoring calls ask theirs: today every signed-in user
// may read, and a narrower rule later changes one place.

export async function listSystems(ctx: AppContext, actor: Actor, onlyWithArticles: boolean) {
  authorize(actor, 'knowledgeBase.read')
  return (await catalog.listSystems(ctx.db, onlyWithArticles)).map(presentSystem)
}

export async function listServices(ctx: AppContext, actor: Actor, systemId: string, onlyWithArticles: boolean) {
  authorize(actor, 'knowledgeBase.read')
  return (await catalog.listServices(ctx.db, systemId, onlyWithArticles)).map(presentService)
}

export async function getServiceFiles(ctx: AppContext, actor: Actor, serviceId: string) {
  authorize(actor, 'knowledgeBase.read')
  if (!(await catalog.findService(ctx.db, serviceId))) throw new AppError('NotFound', 'Сервис не найден')
  return (await listServiceFiles(ctx.db, serviceId)).map((f) => ({ ...f, size: Number(f.size) }))
}

async function requireServiceOfSystem(ctx: AppContext, systemId: string, serviceId: string) {
  const service = await catalog.findService(ctx.db, serviceId)
  if (!service || service.systemId !== systemId) throw new AppError('NotFound', 'Сервис не найден')
}

export async function articlesByService(ctx: AppContext, actor: Actor, query: ArticlesByServiceQuery) {
  authorize(actor, 'knowledgeBase.read')
  await requireServiceOfSystem(ctx, query.systemUuid, query.serviceUuid)
  const { items, total } = await articles.articlesOfService(ctx.db, query.serviceUuid, query.page, query.itemsPerPage)
  return { items: items.map(presentSummary), total, pagesCount: pagesCount(total, query.itemsPerPage) }
}

export async function articlesByExactService(
  ctx: AppContext,
  actor: Actor,
  query: { systemUuid: string; serviceUuid: string },
) {
  authorize(actor, 'knowledgeBase.read')
  await requireServiceOfSystem(ctx, query.systemUuid, query.serviceUuid)
  return (await articles.allArticlesOfService(ctx.db, query.serviceUuid)).map(presentSummary)
}

export async function importantInfo(ctx: AppContext, actor: Actor, limit: number) {
  authorize(actor, 'knowledgeBase.read')
  return (await articles.importantArticles(ctx.db, limit)).map(presentSummary)
}

export async function lastModified(ctx: AppContext, actor: Actor, query: ShortArticleListQuery) {
  authorize(actor, 'knowledgeBase.read')
  const rows = await articles.lastModifiedArticles(ctx.db, query.systemUuid, query.limit ?? 10)
  return rows.map(presentSummary)
}

export async function popular(ctx: AppContext, actor: Actor, query: ShortArticleListQuery) {
  authorize(actor, 'knowledgeBase.read')
  return (await articles.popularArticles(ctx.db, query.systemUuid, query.limit ?? 10)).map(presentSummary)
}

/** Resolves a tag title sent by an external system: the tag, how many articles have it, the article if only one. */
export async function byTagRedirect(ctx: AppContext, actor: Actor, title: string): Promise<ByTagRedirectResponse> {
  authorize(actor, 'knowledgeBase.read')
  const tag = title ? await articles.findTagByTitle(ctx.db, title) : null
  if (!tag) return { tag: null, total: 0, article: null }
  const { items, total } = await articles.articlesWithTag(ctx.db, tag.id, 1, 1)
  return { tag, total, article: total === 1 ? presentSummary(items[0]) : null }
}

export async function articlesByTag(
  ctx: AppContext,
  actor: Actor,
  tagId: string,
  query: Required<Pick<ArticlesByTagQuery, 'page' | 'itemsPerPage'>>,
) {
  authorize(actor, 'knowledgeBase.read')
  const tag = await articles.findTagById(ctx.db, tagId)
  if (!tag) throw new AppError('NotFound', 'Тег не найден')
  const { items, total } = await articles.articlesWithTag(ctx.db, tagId, query.page, query.itemsPerPage)
  return { tag, items: items.map(presentSummary), total, pagesCount: pagesCount(total, query.itemsPerPage) }
}

/**
 * One article as the reader opens it; a system or service in the query that is not the article's answers
 * ArticleNotFound too. The view is counted after the article is presented, which shows the views before it.
 */
export async function getArticle(ctx: AppContext, actor: Actor, query: ArticleQuery) {
  authorize(actor, 'knowledgeBase.read')
  const row = await readArticle(ctx, query.articleUuid)
  if (
    !row ||
    (query.systemUuid && query.systemUuid !== row.system_id) ||
    (query.serviceUuid && query.serviceUuid !== row.service_id)
  ) {
    throw new AppError('ArticleNotFound')
  }
  const article = presentArticle(row)
  countArticleView(ctx, row.id)
  return { row, article }
}
