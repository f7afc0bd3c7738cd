import type { FastifyBaseLogger } from 'fastify'
import type { ApiTokenScope, FixedReportRow } from '@psp/contracts'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { UnreadAnswer } from '../modules/alerts/unread-answer'
import type { AlertsHub } from '../modules/alerts/alerts-feed'
import type { ServiceDesk } from '../modules/applications/service-desk'
import type { EventRecorder } from '../modules/article-events/event-recorder'
import type { SessionRow } from '../modules/auth/auth.repository'
import type { ArticleRow } from '../modules/knowledge-base/articles.repository'
import type { SlowReportCache } from '../modules/reports/slow-report-cache'
import type { IdentityProvider } from '../modules/single-sign-on/identity-provider'
import type { ChangeFeed } from './change-feed'
import type { Clock } from './clock'
import type { MailSender } from './mail/mail-sender'
import type { MemoryCache } from './memory-cache'
import type { AppMetrics } from './metrics/app-metrics'
import type { PeriodicJobs } from './periodic-job'
import type { FileStorage } from './storage/file-storage'

/** What the portal is given from outside: its settings, its database, where files live and what time it is. */
export interface AppContextBase {
  config: Config
  db: Database
  storage: FileStorage
  clock: Clock
}

/** The kept copies of hot reads, each kept true by its channel of the change feed (ADR 0009). */
export interface AppCaches {
  sessions: MemoryCache<SessionRow>
  articles: MemoryCache<ArticleRow>
  unreadAlerts: MemoryCache<UnreadAnswer>
  /** Per list scope, the totals of its filtered lists (ADR 0021). */
  applicationTotals: MemoryCache<Map<string, Promise<number>>>
  /** The slow reports' rows, kept for a minute (ADR 0022). */
  slowReports: SlowReportCache<FixedReportRow>
}

/**
 * Everything one running portal owns, built once by `createAppContext` (app-context.ts) and passed down explicitly:
 * services take it first. `start` runs what works in the background (the change feed, the mail sender, the jobs)
 * once the server is ready; `close` stops it all in the reverse order, before the database pool is closed.
 */
export interface AppContext extends AppContextBase {
  log: FastifyBaseLogger
  metrics: AppMetrics
  feed: ChangeFeed
  caches: AppCaches
  mail: MailSender
  /** The open alert streams of this instance, told of every change any instance announces. */
  alerts: AlertsHub
  /** Buffered article analytics, written in batches. */
  articleEvents: EventRecorder
  jobs: PeriodicJobs
  serviceDesk: ServiceDesk
  /** The OpenID Connect provider of single sign-on, discovered on first use; null when not set up (ADR 0030). */
  identityProvider: IdentityProvider | null
  start(): Promise<void>
  close(): Promise<void>
}

/** The signed-in user a request acts for. Services take it first and check access before anything else. */
export interface Actor {
  userId: string
  role: 'Regular' | 'Admin'
  sessionId: string
  organizationId: string | null
  /** False while a current user agreement exists that the user has not accepted (the agreement gate refuses then). */
  agreementAccepted: boolean
  /** The address the request came from (set per request by the auth hook), for the audit log. */
  ip?: string | null
  /** Set when the request came with a personal API token instead of a session: the token and what it may do. */
  apiToken?: { id: string; scopes: readonly ApiTokenScope[] }
}
