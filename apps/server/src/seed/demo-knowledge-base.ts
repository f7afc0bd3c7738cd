import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { AppContext } from '../platform/context'
import { insertEvents, type PendingEvent } from '../modules/article-events/article-events.repository'
import { findArticle } from '../modules/knowledge-base/articles.repository'
import { attachToArticle, attachToService } from '../modules/knowledge-base/attachments.repository'
import { importArticles } from '../modules/knowledge-base/kb-import'
import { KB_FILE_KIND } from '../modules/knowledge-base/kb-upload'
import { storeFile } from '../modules/files/files.service'
import { makeDemoPdf } from './demo-pdf'
import type { DemoPeople } from './demo-accounts'

/** The demo articles, written for the portal (see the folder's catalog.json and articles/). */
export const DEMO_KB_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'knowledge-base')

const DAY = 86_400_000

/** A small deterministic generator, so every fresh demo database has the same statistics. */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648
    return s / 2_147_483_648
  }
}

async function attachDemoFiles(ctx: AppContext, people: DemoPeople, articleIds: string[]) {
  const store = (name: string, body: Buffer, mimeType: string) =>
    storeFile(ctx, { name, body, mimeType, kind: KB_FILE_KIND, ownerUserId: people.admin })
  const instruction = makeDemoPdf([
    'Instrukciya polzovatelya (demo)',
    '1. Otkroyte lichnyj kabinet.',
    '2. Vyberite razdel i sleduyte podskazkam na ekrane.',
    '3. Pri oshibke obratites v sluzhbu podderzhki.',
  ])
  const checklist = Buffer.from(
    [
      'Перечень документов для подачи заявления',
      '',
      '1. Заявление о проведении экспертизы.',
      '2. Проектная документация в формате PDF/A или XML.',
      '3. Доверенность представителя (если заявление подает представитель).',
      '4. Документ об оплате экспертизы.',
      '',
    ].join('\n'),
    'utf8',
  )
  for (const [i, articleId] of articleIds.slice(0, 6).entries()) {
    const file =
      i % 2 === 0
        ? await store('Инструкция пользователя.pdf', instruction, 'application/pdf')
        : await store('Перечень документов.txt', checklist, 'text/plain; charset=utf-8')
    await attachToArticle(ctx.db, articleId, [file.id])
  }
  const { rows: services } = await ctx.db.execute<{ id: string }>(
    sql`select id from kb_services order by sort_order, name limit 2`,
  )
  for (const service of services) {
    const pdf = await store('Регламент сервиса.pdf', makeDemoPdf(['Reglament servisa (demo)']), 'application/pdf')
    const txt = await store('Контакты поддержки.txt', Buffer.from('Поддержка: 8 800 000-00-00\n', 'utf8'), 'text/plain')
    await attachToService(ctx.db, service.id, [pdf.id, txt.id])
  }
}

/** Views and tag clicks by the demo people over the last two months, so «popular» and the reports have data. */
async function recordDemoEvents(ctx: AppContext, people: DemoPeople, articleIds: string[]) {
  const next = random(2026)
  const now = ctx.clock.now().getTime()
  const readers = [
    { userId: people.employee, organizationId: people.bureau },
    { userId: people.orgAdmin, organizationId: people.bureau },
    { userId: people.individual, organizationId: null },
    { userId: people.admin, organizationId: null },
  ]
  const events: PendingEvent[] = []
  for (const [rank, articleId] of articleIds.entries()) {
    const row = await findArticle(ctx.db, articleId)
    if (!row) continue
    // A long tail: the first articles are read far more often than the rest.
    const opens = Math.round(40 / (1 + rank * 0.4) + next() * 3)
    for (let i = 0; i < opens; i++) {
      const reader = readers[Math.floor(next() * readers.length)]
      const fromExternal = next() < 0.15 && row.tag_titles.length > 0
      const base = {
        user_id: reader.userId,
        session_id: '',
        organization_id: reader.organizationId,
        article_id: row.id,
        article_title: row.title,
        system_id: row.system_id,
        system_name: row.system_name,
        service_id: row.service_id,
        service_name: row.service_name,
        tags: row.tag_titles,
        tags_from_ais_ecpe: fromExternal ? row.tag_titles[0] : null,
      }
      const at = now - Math.floor(next() * 60 * DAY)
      events.push({ ...base, event_type: 'OpenArticle', event_at: new Date(at).toISOString(), tag_from_article: null })
      if (row.tag_titles.length > 0 && next() < 0.3) {
        const tag = row.tag_titles[Math.floor(next() * row.tag_titles.length)]
        events.push({
          ...base,
          event_type: 'ClickOnTag',
          event_at: new Date(at + 60_000).toISOString(),
          tag_from_article: tag,
        })
      }
    }
  }
  await insertEvents(ctx.db, events, ctx.config.PORTAL_TIME_ZONE)
  await ctx.db.execute(sql`
    update kb_article_views w set views_count = e.n
    from (select article_id, count(*)::int as n from article_events where event_type = 'OpenArticle' group by article_id) e
    where w.article_id = e.article_id`)
}

/** Demo knowledge base: the written articles (imported as the CLI does), some attachments, views and clicks. */
export async function seedKnowledgeBase(ctx: AppContext, people: DemoPeople) {
  const report = await importArticles(ctx, DEMO_KB_DIR, people.admin)
  // A stable order (by slug) decides which articles get files and which are the popular ones.
  const ordered = [...report.articleIds].sort(([a], [b]) => a.localeCompare(b)).map(([, id]) => id)
  await attachDemoFiles(ctx, people, ordered)
  const next = random(7)
  const shuffled = [...ordered].sort(() => next() - 0.5)
  await recordDemoEvents(ctx, people, shuffled.slice(0, 30))
}
