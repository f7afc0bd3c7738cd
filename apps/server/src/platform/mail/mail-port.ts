import path from 'node:path'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { ChangeFeed } from '../change-feed'
import type { AppMetrics } from '../metrics/app-metrics'
import { FileMailTransport } from './file-transport'
import type { MailTransport } from './mail-message'
import { MailSender } from './mail-sender'
import { SmtpMailTransport } from './smtp-transport'

/** The channel the outbox's insert trigger announces on, so a new message is sent at once by some instance. */
export const MAIL_ENQUEUED_CHANNEL = 'psp_mail_enqueued'

export const mailOutboxDir = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, 'mail-outbox')

type Logger = { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void }

export function createMailTransport(config: Config, log: Logger): MailTransport {
  if (config.SMTP_URL) return new SmtpMailTransport(config.SMTP_URL, config.MAIL_FROM)
  return new FileMailTransport(mailOutboxDir(config), config.MAIL_FROM, log)
}

/** The outbox's sender, woken by the change feed when mail is queued; `createAppContext` starts and closes it. */
export function createMailSender(parts: {
  config: Config
  db: Database
  feed: ChangeFeed
  metrics: Pick<AppMetrics, 'mailDeliveries'>
  log: Logger
}): MailSender {
  const { config, feed, metrics, log } = parts
  const sender = new MailSender(
    parts.db,
    createMailTransport(config, log),
    {
      pollMs: config.MAIL_POLL_SECONDS * 1000,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
      onAttempt: (outcome) => metrics.mailDeliveries.inc({ outcome }),
    },
    log,
  )
  feed.subscribe(MAIL_ENQUEUED_CHANNEL, {
    onChange: () => sender.wake(),
    onListening: () => sender.wake(),
    onLost: () => {},
  })
  return sender
}
