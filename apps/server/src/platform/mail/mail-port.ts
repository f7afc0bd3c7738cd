import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import { changeFeedOf } from '../change-feed'
import type { AppContext } from '../context'
import { appMetricsOf } from '../metrics/app-metrics'
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

const senders = new WeakMap<AppContext, MailSender>()

/** The sender of one running app (tests use it to deliver at once: `await mailSenderOf(ctx).drain()`). */
export function mailSenderOf(ctx: AppContext): MailSender {
  const sender = senders.get(ctx)
  if (!sender) throw new Error('the mail sender is not registered for this app')
  return sender
}

/** Starts the sender with the app and stops it with the app; woken by the change feed when mail is queued. */
export function registerMailSender(app: FastifyInstance, ctx: AppContext) {
  const sender = new MailSender(
    ctx.db,
    createMailTransport(ctx.config, app.log),
    {
      pollMs: ctx.config.MAIL_POLL_SECONDS * 1000,
      maxAttempts: ctx.config.MAIL_MAX_ATTEMPTS,
      onAttempt: (outcome) => appMetricsOf(ctx).mailDeliveries.inc({ outcome }),
    },
    app.log,
  )
  senders.set(ctx, sender)
  changeFeedOf(ctx).subscribe(MAIL_ENQUEUED_CHANNEL, {
    onChange: () => sender.wake(),
    onListening: () => sender.wake(),
    onLost: () => {},
  })
  app.addHook('onReady', async () => sender.start())
  app.addHook('onClose', async () => sender.close())
}
