/**
 * Generates a large knowledge base for the benchmarks: `count` articles of Russian text spread over systems and
 * services, written straight into the tables (the authoring path renders Markdown one article at a time, far too
 * slow for 100,000) and then indexed by the same code as the search reindex.
 *
 * The text is drawn from the vocabulary of the demo articles with a Zipf-like distribution, so word frequencies
 * look like a real knowledge base. Two words are planted on purpose: COMMON_WORD in every article, RARE_WORD in
 * RARE_ARTICLES articles, so the search bench can measure both ends.
 *
 * Standalone: `node --import tsx bench/generate-articles.ts COUNT` against DATABASE_URL.
 */
import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import matter from 'gray-matter'
import type { Database } from '../apps/server/src/db/client'
import { indexNextBatch } from '../apps/server/src/modules/search/search-index'
import { weightedPick } from './support/weighted-pick.mjs'

export const COMMON_WORD = 'документ'
export const RARE_WORD = 'ретроспектива'
export const RARE_ARTICLES = 12

const DEMO_DIR = path.resolve(import.meta.dirname, '../apps/server/src/seed/knowledge-base')
const INSERT_BATCH = 1000
const INDEX_BATCH = 1000

/** A small deterministic generator: the same data every run. */
function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0
    return s / 4_294_967_296
  }
}

async function demoVocabulary() {
  const counts = new Map<string, number>()
  const tags = new Set<string>()
  for (const name of await readdir(path.join(DEMO_DIR, 'articles'))) {
    const { data, content } = matter(await readFile(path.join(DEMO_DIR, 'articles', name), 'utf8'))
    for (const tag of (data.tags as string[] | undefined) ?? []) tags.add(String(tag))
    for (const word of content.toLowerCase().match(/[а-яё]{2,}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1)
  }
  counts.delete(RARE_WORD)
  const words = [...counts].sort((a, b) => b[1] - a[1]).map(([w]) => w)
  return { words, tags: [...tags] }
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

export interface GenerateOptions {
  count: number
  systems?: number
  servicesPerSystem?: number
  log?: (line: string) => void
}

/** Writes `count` articles (plus systems and services) and indexes them. Answers the article ids of the rare word. */
export async function generateArticles(db: Database, options: GenerateOptions) {
  const log = options.log ?? (() => {})
  const next = random(20_261_122)
  const { words, tags } = await demoVocabulary()
  // Zipf-like: the i-th most frequent word is drawn with weight 1/(i+10).
  const word = weightedPick(words, (i) => 1 / (i + 10), next)
  const sentence = (n: number) => {
    const list = Array.from({ length: n }, word)
    list[0] = list[0][0].toUpperCase() + list[0].slice(1)
    return `${list.join(' ')}.`
  }

  const places: Array<{ systemId: string; serviceId: string }> = []
  for (let s = 0; s < (options.systems ?? 5); s++) {
    const systemId = randomUUID()
    await db.execute(
      sql`insert into kb_systems (id, slug, name) values (${systemId}, ${`bench-system-${s}`}, ${`Система ${s + 1}`})`,
    )
    for (let v = 0; v < (options.servicesPerSystem ?? 10); v++) {
      const serviceId = randomUUID()
      await db.execute(sql`insert into kb_services (id, system_id, slug, name)
        values (${serviceId}, ${systemId}, ${`bench-service-${s}-${v}`}, ${`Сервис ${s + 1}.${v + 1}`})`)
      places.push({ systemId, serviceId })
    }
  }

  const rareAt = new Set<number>()
  while (rareAt.size < Math.min(RARE_ARTICLES, options.count)) rareAt.add(Math.floor(next() * options.count))
  const rareIds: string[] = []
  const started = Date.now()
  for (let from = 0; from < options.count; from += INSERT_BATCH) {
    const rows = { id: [] as string[], slug: [] as string[], title: [] as string[], system: [] as string[] }
    const more = { service: [] as string[], tags: [] as string[], md: [] as string[], html: [] as string[] }
    const extra = { important: [] as boolean[], views: [] as number[], updated: [] as string[] }
    for (let i = from; i < Math.min(from + INSERT_BATCH, options.count); i++) {
      const id = randomUUID()
      const place = places[Math.floor(next() * places.length)]
      const paragraphs = Array.from({ length: 3 + Math.floor(next() * 3) }, () =>
        Array.from({ length: 2 + Math.floor(next() * 3) }, () => sentence(6 + Math.floor(next() * 8))).join(' '),
      )
      paragraphs[0] = `Этот ${COMMON_WORD} описывает порядок работы. ${paragraphs[0]}`
      if (rareAt.has(i)) {
        paragraphs[1] = `${paragraphs[1]} Ежегодная ${RARE_WORD} проводится отдельно.`
        rareIds.push(id)
      }
      const articleTags = Array.from(
        { length: 1 + Math.floor(next() * 3) },
        () => tags[Math.floor(next() * tags.length)],
      )
      rows.id.push(id)
      rows.slug.push(`bench-${i}`)
      rows.title.push(`${sentence(3 + Math.floor(next() * 5)).slice(0, -1)} (${i + 1})`)
      rows.system.push(place.systemId)
      more.service.push(place.serviceId)
      more.tags.push(JSON.stringify([...new Set(articleTags)]))
      more.md.push(paragraphs.join('\n\n'))
      more.html.push(paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'))
      extra.important.push(next() < 0.01)
      extra.views.push(Math.floor(1000 * next() ** 4))
      extra.updated.push(new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 300 * 86_400_000)).toISOString())
    }
    await db.execute(sql`
      insert into kb_articles (id, slug, title, system_id, service_id, tags, markdown, html, plain_text, important,
        created_at, updated_at)
      select r.id, r.slug, r.title, r.system_id, r.service_id,
        array(select jsonb_array_elements_text(r.tags::jsonb)), r.md, r.html, replace(r.md, E'\\n\\n', E'\\n'),
        r.important, r.updated, r.updated
      from unnest(${sql.param(rows.id)}::uuid[], ${sql.param(rows.slug)}::text[], ${sql.param(rows.title)}::text[],
        ${sql.param(rows.system)}::uuid[], ${sql.param(more.service)}::uuid[], ${sql.param(more.tags)}::text[],
        ${sql.param(more.md)}::text[], ${sql.param(more.html)}::text[], ${sql.param(extra.important)}::boolean[],
        ${sql.param(extra.updated)}::timestamptz[])
        as r(id, slug, title, system_id, service_id, tags, md, html, important, updated)`)
    // The insert trigger gave each article its views row; the generated counts go there.
    await db.execute(sql`
      update kb_article_views w set views_count = r.views
      from unnest(${sql.param(rows.id)}::uuid[], ${sql.param(extra.views)}::int[]) as r(id, views)
      where w.article_id = r.id`)
    if ((from / INSERT_BATCH) % 20 === 0) log(`  inserted ${from + rows.id.length} articles`)
  }
  // Tags as the portal keeps them: one row per title, linked in order.
  await db.execute(
    sql`insert into kb_tags (title) select distinct unnest(tags) from kb_articles on conflict do nothing`,
  )
  await db.execute(sql`insert into kb_article_tags (article_id, tag_id, position)
    select a.id, t.id, min(x.n - 1) from kb_articles a, unnest(a.tags) with ordinality as x(title, n)
    join kb_tags t on lower(t.title) = lower(x.title) group by a.id, t.id on conflict do nothing`)
  log(`  inserted ${options.count} articles in ${((Date.now() - started) / 1000).toFixed(0)} s; indexing`)

  let afterId: string | null = null
  let indexed = 0
  for (;;) {
    const batch = await indexNextBatch(db, afterId, INDEX_BATCH)
    if (batch.lastId === null) break
    afterId = batch.lastId
    indexed += batch.count
    if ((indexed / INDEX_BATCH) % 20 === 0) log(`  indexed ${indexed}`)
  }
  // Fresh statistics for every table filled here, so the planner estimates one article's tags as a few rows.
  await db.execute(sql`vacuum analyze kb_articles, kb_article_views, kb_article_tags, kb_tags`)
  await db.execute(sql`analyze kb_search_words`)
  log(`  generated and indexed ${options.count} articles in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return { rareIds }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { connectDatabase } = await import('../apps/server/src/db/client')
  const { runMigrations } = await import('../apps/server/src/db/migrate')
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is required')
  const handle = connectDatabase(url, { max: 2 })
  await runMigrations(handle.pool)
  await generateArticles(handle.db, { count: Number(process.argv[2] ?? 100_000), log: console.log })
  await handle.close()
}
