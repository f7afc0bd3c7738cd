import { randomUUID } from 'node:crypto'
import type { Config } from '../src/config'
import type { Database } from '../src/db/client'
import { insertEvents, type PendingEvent } from '../src/modules/article-events/article-events.repository'

type WithDb = { db: Database; config: Pick<Config, 'PORTAL_TIME_ZONE'> }

export interface EventSpec {
  type?: PendingEvent['event_type']
  /** ISO time of the event. */
  at: string
  userId: string
  organizationId?: string | null
  article: { id?: string; title: string; tags?: string[] }
  system?: string
  service?: string
  tag?: string | null
  fromExternal?: string | null
}

/**
 * Writes events through the recorder's own statement (snapshot of the user and organization, rollups in the same
 * statement), at the given times: reports are then checked against a known set of events.
 */
export async function recordEvents(ctx: WithDb, specs: EventSpec[]) {
  await insertEvents(
    ctx.db,
    specs.map((e) => ({
      event_type: e.type ?? 'OpenArticle',
      event_at: e.at,
      user_id: e.userId,
      session_id: 'none',
      organization_id: e.organizationId ?? null,
      article_id: e.article.id ?? randomUUID(),
      article_title: e.article.title,
      system_id: randomUUID(),
      system_name: e.system ?? 'ЕЦПЭ',
      service_id: randomUUID(),
      service_name: e.service ?? 'Подача заявления',
      tags: e.article.tags ?? [],
      tag_from_article: e.tag ?? null,
      tags_from_ais_ecpe: e.fromExternal ?? null,
    })),
    ctx.config.PORTAL_TIME_ZONE,
  )
}
