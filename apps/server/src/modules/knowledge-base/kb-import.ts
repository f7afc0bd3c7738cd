import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import matter from 'gray-matter'
import { z } from 'zod'
import { KB_TAG_MAX, KB_TAGS_PER_ARTICLE_MAX, KB_TITLE_MAX, ARTICLE_MARKDOWN_MAX } from '@psp/contracts'
import type { AppContext } from '../../platform/context'
import { distinctTags, saveArticle, type ArticleContent } from './article-save.service'
import { findArticleBySlug } from './article-write.repository'
import * as catalog from './catalog.repository'

/*
 * Imports a folder of Markdown articles: `catalog.json` (optional) names systems and services, `articles/*.md`
 * (or `*.md` in the folder itself) carry front matter. Everything is keyed by slug, so importing again updates
 * what changed (keeping versions) and leaves the rest alone.
 */

const slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w.-]+$/, 'латинские буквы, цифры, точка, дефис или подчеркивание')

const catalogSchema = z.object({
  systems: z.array(
    z.object({
      slug,
      name: z.string().trim().min(1).max(KB_TITLE_MAX),
      description: z.string().trim().optional(),
      services: z
        .array(
          z.object({
            slug,
            name: z.string().trim().min(1).max(KB_TITLE_MAX),
            description: z.string().trim().optional(),
          }),
        )
        .default([]),
    }),
  ),
})

const frontMatterSchema = z.object({
  slug: slug.optional(),
  title: z.string().trim().min(1).max(KB_TITLE_MAX),
  system: slug,
  service: slug,
  tags: z.array(z.coerce.string().trim().min(1).max(KB_TAG_MAX)).max(KB_TAGS_PER_ARTICLE_MAX).default([]),
  important: z.boolean().default(false),
})

export interface ImportReport {
  systems: number
  services: number
  created: number
  updated: number
  unchanged: number
  /** The ids of every imported article, by slug (the demo seeder attaches files to some). */
  articleIds: Map<string, string>
}

export class ImportError extends Error {}

async function upsertSystem(ctx: AppContext, s: { slug: string; name: string; description?: string }, order: number) {
  const found = await catalog.findSystemBySlug(ctx.db, s.slug)
  const values = { name: s.name, description: s.description || null, sortOrder: order }
  if (!found) return catalog.insertSystem(ctx.db, { slug: s.slug, ...values })
  if (found.name !== values.name || found.description !== values.description || found.sortOrder !== order) {
    await catalog.updateSystem(ctx.db, found.id, values, ctx.clock.now())
  }
  return found.id
}

async function upsertService(
  ctx: AppContext,
  systemId: string,
  s: { slug: string; name: string; description?: string },
  order: number,
) {
  const found = await catalog.findServiceBySlug(ctx.db, systemId, s.slug)
  const values = { name: s.name, description: s.description || null, sortOrder: order }
  if (!found) return catalog.insertService(ctx.db, { systemId, slug: s.slug, ...values })
  if (found.name !== values.name || found.description !== values.description || found.sortOrder !== order) {
    await catalog.updateService(ctx.db, found.id, values, ctx.clock.now())
  }
  return found.id
}

async function markdownFiles(dir: string) {
  const articlesDir = existsSync(path.join(dir, 'articles')) ? path.join(dir, 'articles') : dir
  const names = (await readdir(articlesDir)).filter((n) => n.toLowerCase().endsWith('.md')).sort()
  return names.map((n) => path.join(articlesDir, n))
}

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((t, i) => t === b[i])

/** Imports the folder; `authorId` is recorded as the author of created and changed articles. */
export async function importArticles(ctx: AppContext, dir: string, authorId: string | null): Promise<ImportReport> {
  const report: ImportReport = { systems: 0, services: 0, created: 0, updated: 0, unchanged: 0, articleIds: new Map() }
  const systems = new Map<string, string>()
  const services = new Map<string, string>()
  const catalogFile = path.join(dir, 'catalog.json')
  if (existsSync(catalogFile)) {
    const parsed = catalogSchema.safeParse(JSON.parse(await readFile(catalogFile, 'utf8')))
    if (!parsed.success) throw new ImportError(`${catalogFile}: ${z.prettifyError(parsed.error)}`)
    for (const [i, system] of parsed.data.systems.entries()) {
      const systemId = await upsertSystem(ctx, system, i)
      systems.set(system.slug, systemId)
      report.systems++
      for (const [j, service] of system.services.entries()) {
        services.set(`${system.slug}/${service.slug}`, await upsertService(ctx, systemId, service, j))
        report.services++
      }
    }
  }

  for (const file of await markdownFiles(dir)) {
    const { data, content } = matter(await readFile(file, 'utf8'))
    const parsed = frontMatterSchema.safeParse(data)
    if (!parsed.success) throw new ImportError(`${file}: ${z.prettifyError(parsed.error)}`)
    const meta = parsed.data
    if (content.length > ARTICLE_MARKDOWN_MAX) throw new ImportError(`${file}: текст длиннее ${ARTICLE_MARKDOWN_MAX}`)
    const articleSlug = meta.slug ?? path.basename(file, path.extname(file))

    // Unknown systems and services are created with their slug as the name.
    let systemId = systems.get(meta.system)
    if (!systemId) {
      systemId = (await catalog.findSystemBySlug(ctx.db, meta.system))?.id
      systemId ??= await upsertSystem(ctx, { slug: meta.system, name: meta.system }, 1000)
      systems.set(meta.system, systemId)
    }
    const serviceKey = `${meta.system}/${meta.service}`
    let serviceId = services.get(serviceKey)
    if (!serviceId) {
      serviceId = (await catalog.findServiceBySlug(ctx.db, systemId, meta.service))?.id
      serviceId ??= await upsertService(ctx, systemId, { slug: meta.service, name: meta.service }, 1000)
      services.set(serviceKey, serviceId)
    }

    const article: ArticleContent = {
      title: meta.title,
      markdown: content.trim() + '\n',
      systemId,
      serviceId,
      tags: distinctTags(meta.tags),
      important: meta.important,
    }
    const existing = await findArticleBySlug(ctx.db, articleSlug)
    if (!existing) {
      const id = await saveArticle(ctx, { id: null, slug: articleSlug }, article, authorId)
      report.articleIds.set(articleSlug, id)
      report.created++
      continue
    }
    report.articleIds.set(articleSlug, existing.id)
    const unchanged =
      existing.title === article.title &&
      existing.markdown === article.markdown &&
      existing.systemId === systemId &&
      existing.serviceId === serviceId &&
      existing.important === article.important &&
      sameTags(
        existing.tags.map((t) => t.toLowerCase()),
        article.tags.map((t) => t.toLowerCase()),
      )
    if (unchanged) {
      report.unchanged++
      continue
    }
    await saveArticle(ctx, { id: existing.id }, article, authorId)
    report.updated++
  }
  return report
}
