import { sql } from 'drizzle-orm'
import type { AppContext } from '../platform/context'
import { insertEvents, insertSearches, type PendingEvent } from '../modules/article-events/article-events.repository'
import type { DemoPeople } from './demo-accounts'

const DAY_MS = 86_400_000

/**
 * A few weeks of reading for the report screens: the bureau's employee and Admin and an individual user open
 * articles, click their tags and now and then file an application; a few searches find nothing. Deterministic, so
 * demo numbers are the same on every machine.
 */
export async function seedReportEvents(ctx: AppContext, people: DemoPeople) {
  const { rows: articles } = await ctx.db.execute<{
    id: string
    title: string
    tags: string[]
    system_id: string
    system_name: string
    service_id: string
    service_name: string
  }>(sql`select a.id, a.title, a.tags, a.system_id, s.name as system_name, a.service_id, v.name as service_name
    from kb_articles a join kb_systems s on s.id = a.system_id join kb_services v on v.id = a.service_id
    order by a.slug limit 12`)
  if (!articles.length) return
  let seed = 7
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed % n
  }
  const readers = [
    { userId: people.employee, organizationId: people.bureau },
    { userId: people.orgAdmin, organizationId: people.bureau },
    { userId: people.individual, organizationId: null },
  ]
  const now = ctx.clock.now().getTime()
  const events: PendingEvent[] = []
  for (let i = 0; i < 160; i++) {
    const reader = readers[next(readers.length)]
    const a = articles[next(articles.length)]
    const roll = next(10)
    const type = roll < 6 || !a.tags.length ? 'OpenArticle' : roll < 9 ? 'ClickOnTag' : 'CreateApplication'
    events.push({
      event_type: type,
      event_at: new Date(now - next(40) * DAY_MS - next(600) * 60_000).toISOString(),
      user_id: reader.userId,
      session_id: 'demo',
      organization_id: reader.organizationId,
      article_id: a.id,
      article_title: a.title,
      system_id: a.system_id,
      system_name: a.system_name,
      service_id: a.service_id,
      service_name: a.service_name,
      tags: a.tags,
      tag_from_article: type === 'ClickOnTag' ? a.tags[next(a.tags.length)] : null,
      tags_from_ais_ecpe: null,
    })
  }
  await insertEvents(ctx.db, events, ctx.config.PORTAL_TIME_ZONE)
  await insertSearches(
    ctx.db,
    ['лицензия фсб', 'доверенность на подписание', 'лицензия фсб', 'сертификат ключа'].map((query, i) => ({
      searched_at: new Date(now - (i + 1) * DAY_MS).toISOString(),
      user_id: people.employee,
      organization_id: people.bureau,
      query,
      results_count: 0,
      result_ids: [],
    })),
  )
}
