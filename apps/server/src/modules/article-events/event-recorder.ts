import type { ArticleEventType } from '@psp/contracts'
import type { Database } from '../../db/client'
import {
  insertEvents,
  addViews,
  insertSearches,
  type PendingEvent,
  type PendingSearch,
} from './article-events.repository'

const FLUSH_INTERVAL_MS = 200
const FLUSH_BATCH_MAX = 500
/** Beyond this many unsaved events (the database is down), the oldest are dropped rather than exhausting memory. */
const BUFFER_MAX = 50_000

export interface EventInput {
  type: ArticleEventType
  at: Date
  userId: string
  sessionId: string
  organizationId: string | null
  article: {
    id: string
    title: string
    tags: string[]
    systemId: string
    systemName: string
    serviceId: string
    serviceName: string
  }
  tagFromArticle: string | null
  tagFromExternal: string | null
}

type Logger = { error(obj: unknown, msg: string): void }

/**
 * Records analytics events and view counts off the request path: a request only appends to a buffer, which is
 * written in batches (one INSERT per batch, the who/where snapshot joined in SQL). A failed write is logged and
 * dropped; it never reaches the user. Each server instance keeps its own buffer, flushed within a fraction of a
 * second and on shutdown, so nothing another instance needs lives here.
 *
 * Each write takes what is buffered when it starts; what arrives meanwhile waits for the next tick. Draining in a
 * loop instead would chase the requests with ever smaller batches, each paying a statement's fixed cost.
 */
export class EventRecorder {
  private events: PendingEvent[] = []
  private views = new Map<string, number>()
  private searches: PendingSearch[] = []
  private timer: NodeJS.Timeout | null = null
  private writing: Promise<void> = Promise.resolve()

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    /** The zone whose calendar days the reports count in (PORTAL_TIME_ZONE). */
    private readonly timeZone: string,
  ) {}

  record(input: EventInput) {
    if (this.events.length >= BUFFER_MAX) this.events.shift()
    this.events.push({
      event_type: input.type,
      event_at: input.at.toISOString(),
      user_id: input.userId,
      session_id: input.sessionId,
      organization_id: input.organizationId,
      article_id: input.article.id,
      article_title: input.article.title,
      system_id: input.article.systemId,
      system_name: input.article.systemName,
      service_id: input.article.serviceId,
      service_name: input.article.serviceName,
      tags: input.article.tags,
      tag_from_article: input.tagFromArticle,
      tags_from_ais_ecpe: input.tagFromExternal,
    })
    if (input.type === 'OpenArticle') this.views.set(input.article.id, (this.views.get(input.article.id) ?? 0) + 1)
    this.schedule()
  }

  /** A knowledge-base search, for «Пробелы базы знаний»; buffered like the events, never slowing the search. */
  recordSearch(search: {
    at: Date
    userId: string
    organizationId: string | null
    query: string
    resultsCount: number
    resultIds: string[]
  }) {
    if (this.searches.length >= BUFFER_MAX) this.searches.shift()
    this.searches.push({
      searched_at: search.at.toISOString(),
      user_id: search.userId,
      organization_id: search.organizationId,
      query: search.query,
      results_count: search.resultsCount,
      result_ids: search.resultIds,
    })
    this.schedule()
  }

  private schedule() {
    if (this.timer) return
    this.timer = setTimeout(() => {
      this.timer = null
      void this.flush()
    }, FLUSH_INTERVAL_MS)
    this.timer.unref()
  }

  /** Writes everything recorded before the call, after any write under way. Never rejects. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeBuffered())
    return this.writing
  }

  private async writeBuffered() {
    const events = this.events
    const views = [...this.views].map(([id, n]) => ({ id, n }))
    const searches = this.searches
    this.events = []
    this.views = new Map()
    this.searches = []
    try {
      for (let from = 0; from < events.length; from += FLUSH_BATCH_MAX) {
        await insertEvents(this.db, events.slice(from, from + FLUSH_BATCH_MAX), this.timeZone)
      }
      await addViews(this.db, views)
      for (let from = 0; from < searches.length; from += FLUSH_BATCH_MAX) {
        await insertSearches(this.db, searches.slice(from, from + FLUSH_BATCH_MAX))
      }
    } catch (error) {
      this.log.error({ err: error }, 'article events were not recorded')
    }
  }

  async close() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.flush()
  }
}
