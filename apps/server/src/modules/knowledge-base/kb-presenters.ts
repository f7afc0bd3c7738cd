import type { Article, ArticleSummary, KbService, KbSystem } from '@psp/contracts'
import type { ArticleRow, ArticleSummaryRow } from './articles.repository'
import type { ServiceRow, SystemRow } from './catalog.repository'

const iso = (d: Date | string) => new Date(d).toISOString()

export const presentSystem = (row: SystemRow): KbSystem => ({
  uuid: row.id,
  title: row.name,
  description: row.description || null,
  articlesCount: row.articlesCount,
})

export const presentService = (row: ServiceRow): KbService => ({
  uuid: row.id,
  systemUuid: row.systemId,
  title: row.name,
  description: row.description || null,
  articlesCount: row.articlesCount,
})

export const presentSummary = (row: ArticleSummaryRow): ArticleSummary => ({
  uuid: row.id,
  title: row.title,
  system: { uuid: row.system_id, title: row.system_name },
  service: { uuid: row.service_id, title: row.service_name },
  isImportant: row.important,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  viewsCount: row.views_count,
})

export const presentArticle = (row: ArticleRow): Article => ({
  ...presentSummary(row),
  html: row.html,
  tags: row.tags,
  files: row.files.map((f) => ({ uuid: f.uuid, name: f.name, size: Number(f.size) })),
})

export const pagesCount = (total: number, perPage: number) => Math.ceil(total / perPage)
