import { pino, type LoggerOptions } from 'pino'
import type { FastifyBaseLogger } from 'fastify'
import { createAlertsHub } from './modules/alerts/alerts-feed'
import { notificationPublisherJob } from './modules/alerts/notification-publisher'
import { createUnreadAlertsCache } from './modules/alerts/unread-cache'
import { auditRetentionJob } from './modules/audit-log/audit-retention'
import { serviceDeskOf } from './modules/applications/built-in-desk'
import { serviceDeskJobs } from './modules/applications/service-desk-jobs'
import { createApplicationTotalsCache } from './modules/applications/list-totals'
import { EventRecorder } from './modules/article-events/event-recorder'
import { sessionCleanupJob } from './modules/auth/session-cleanup'
import { createSessionCache } from './modules/auth/session-cache'
import { createArticleCache } from './modules/knowledge-base/article-cache'
import { SlowReportCache } from './modules/reports/slow-report-cache'
import { createIdentityProvider } from './modules/single-sign-on/identity-provider'
import { ChangeFeed } from './platform/change-feed'
import type { AppContext, AppContextBase } from './platform/context'
import { createMailSender } from './platform/mail/mail-port'
import { createAppMetrics } from './platform/metrics/app-metrics'
import { PeriodicJobs } from './platform/periodic-job'
import { rateLimitCleanupJob } from './platform/shared-rate-limits'
import { webhookDeliveryJob } from './modules/webhooks/webhook-delivery'

/** The portal's logger: JSON lines on standard output at LOG_LEVEL, unless the caller (a test) gives its own. */
export function createLogger(options: LoggerOptions | false, stream?: pino.DestinationStream): FastifyBaseLogger {
  return options === false ? pino({ level: 'silent' }) : stream ? pino(options, stream) : pino(options)
}

/**
 * Builds everything one running portal owns, once, in the order the parts depend on each other: the metrics and
 * the change feed first, then what follows the feed (caches, the alerts hub, the mail sender), then the jobs and
 * the service desk, which act through the finished context. Nothing is created later on first use, so what runs and
 * in which order is read here. `start` and `close` run and stop the background work (app.ts calls them with the
 * server's own start and close; the command line never starts it).
 */
export function createAppContext(base: AppContextBase, log: FastifyBaseLogger = createLogger(false)): AppContext {
  const { config, db, clock } = base
  const metrics = createAppMetrics()
  const feed = new ChangeFeed(db.$client.options, log)
  const cacheParts = { config, feed, metrics }
  const jobs = new PeriodicJobs({ db, clock, metrics, log })
  const ctx: AppContext = {
    ...base,
    log,
    metrics,
    feed,
    caches: {
      sessions: createSessionCache(cacheParts),
      articles: createArticleCache(cacheParts),
      unreadAlerts: createUnreadAlertsCache(cacheParts),
      applicationTotals: createApplicationTotalsCache(cacheParts),
      slowReports: new SlowReportCache(config.REPORT_CACHE_ROWS, config.REPORT_SLOW_MS, () => clock.now().getTime()),
    },
    alerts: createAlertsHub(feed),
    mail: createMailSender({ config, db, feed, metrics, log }),
    articleEvents: new EventRecorder(db, log, config.PORTAL_TIME_ZONE),
    jobs,
    serviceDesk: serviceDeskOf(base),
    identityProvider: createIdentityProvider(config, log),
    start: async () => {
      // The caches serve from memory once the feed listens; the mail sender and the jobs run from here on.
      if (feed.hasSubscribers) await feed.start()
      ctx.mail.start()
      jobs.start()
    },
    close: async () => {
      ctx.alerts.endAll()
      await jobs.close()
      await ctx.mail.close()
      // Buffered events are written before the database pool closes.
      await ctx.articleEvents.close()
      await feed.close()
    },
  }
  const periodic = [
    sessionCleanupJob(ctx),
    rateLimitCleanupJob(ctx),
    auditRetentionJob(ctx),
    notificationPublisherJob(ctx),
    webhookDeliveryJob(ctx),
    ...serviceDeskJobs(ctx),
  ]
  for (const job of periodic) {
    if (job) jobs.add(job)
  }
  return ctx
}
