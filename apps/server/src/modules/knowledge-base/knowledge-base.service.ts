import type {
  ArticleQuery,
  ArticlesByServiceQuery,
  ArticlesByTagQuery,
  ByTagRedirectResponse,
  ShortArticleListQuery,
} from '@psp/contracts'
import type { Actor, AppContext } from '../../platform/context'
import { AppError } from '../../platform/errors'
import { countArticleView, readArticle } from './article-cache'
import * as articles from './articles.repository'
import { listServiceFiles } from './attachments.repository'
import * as catalog from './catalog.repository'
import { pagesCount, presentArticle, presentService, presentSummary, presentSystem } from './kb-presenters'

// Reading is open to every signed-in user (the routes require a session); the actor parameter keeps the
// service signature uniform with the authoring calls, which check it.

export async function listSystems(ctx: AppContext, _actor: Actor, onlyWithArticles: boolean) {
  return (await catalog.listSystems(ctx.db, onlyWithArticles)).map(presentSystem)
}

export async function listServices(ctx: AppContext, _actor: Actor, systemId: string, onlyWithArticles: boolean) {
  return (await catalog.listServices(ctx.db, systemId, onlyWithArticles)).map(presentService)
}

export async function getServiceFiles(ctx: AppContext, _actor: Actor, serviceId: string) {
  if (!(await catalog.findService(ctx.db, serviceId))) throw new AppError('NotFound', 'Сервис не найден')
  return (await listServiceFiles(ctx.db, serviceId)).map((f) => ({ ...f, size: Number(f.size) }))
}

async function requireServiceOfSystem(ctx: AppContext, systemId: string, serviceId: string) {
  const service = await catalog.findService(ctx.db, serviceId)
  if (!service || service.systemId !== systemId) throw new AppError('NotFound', 'Сервис не найден')
}

export async function articlesByService(ctx: AppContext, _actor: Actor, query: ArticlesByServiceQuery) {
  await requireServiceOfSystem(ctx, query.systemUuid, query.serviceUuid)
  const { items, total } = await articles.articlesOfService(ctx.db, query.serviceUuid, query.page, query.itemsPerPage)
  return { items: items.map(presentSummary), total, pagesCount: pagesCount(total, query.itemsPerPage) }
}

export async function articlesByExactService(
  ctx: AppContext,
  _actor: Actor,
  query: { systemUuid: string; serviceUuid: string },
) {
  await requireServiceOfSystem(ctx, query.systemUuid, query.serviceUuid)
  return (await articles.allArticlesOfService(ctx.db, query.serviceUuid)).map(presentSummary)
}

export async function importantInfo(ctx: AppContext, _actor: Actor, limit: number) {
  return (await articles.importantArticles(ctx.db, limit)).map(presentSummary)
}

export async function lastModified(ctx: AppContext, _actor: Actor, query: ShortArticleListQuery) {
  const rows = await articles.lastModifiedArticles(ctx.db, query.systemUuid, query.limit ?? 10)
  return rows.map(presentSummary)
}

export async function popular(ctx: AppContext, _actor: Actor, query: ShortArticleListQuery) {
  return (await articles.popularArticles(ctx.db, query.systemUuid, query.limit ?? 10)).map(presentSummary)
}

/** Resolves a tag title sent by an external system: the tag, how many articles have it, the article if only one. */
export async function byTagRedirect(ctx: AppContext, _actor: Actor, title: string): Promise<ByTagRedirectResponse> {
  const tag = title ? await articles.findTagByTitle(ctx.db, title) : null
  if (!tag) return { tag: null, total: 0, article: null }
  const { items, total } = await articles.articlesWithTag(ctx.db, tag.id, 1, 1)
  return { tag, total, article: total === 1 ? presentSummary(items[0]) : null }
}

export async function articlesByTag(
  ctx: AppContext,
  _actor: Actor,
  tagId: string,
  query: Required<Pick<ArticlesByTagQuery, 'page' | 'itemsPerPage'>>,
) {
  const tag = await articles.findTagById(ctx.db, tagId)
  if (!tag) throw new AppError('NotFound', 'Тег не найден')
  const { items, total } = await articles.articlesWithTag(ctx.db, tagId, query.page, query.itemsPerPage)
  return { tag, items: items.map(presentSummary), total, pagesCount: pagesCount(total, query.itemsPerPage) }
}

/**
 * One article as the reader opens it; a system or service in the query that is not the article's answers
 * ArticleNotFound too. The view is counted after the article is presented, which shows the views before it.
 */
export async function getArticle(ctx: AppContext, _actor: Actor, query: ArticleQuery) {
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
