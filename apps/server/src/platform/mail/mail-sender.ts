import type { Database } from '../../db/client'
import type { MailTransport, OutboxMail } from './mail-message'
import { claimDueMessages, markAttemptFailed, markSent, type ClaimedRow } from './mail-outbox.repository'

type Logger = { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void }

export interface MailSenderOptions {
  pollMs: number
  maxAttempts: number
  /** Messages claimed per round. */
  batchSize?: number
  /** Told of every attempt: sent, retry (failed, tried again later) or failed (the last attempt failed). */
  onAttempt?: (outcome: 'sent' | 'retry' | 'failed') => void
}

/** A claimed message is this instance's until then; if the instance dies, another picks it up after the lease. */
const LEASE_SECONDS = 120
const BACKOFF_BASE_SECONDS = 30
const BACKOFF_MAX_SECONDS = 3600

/** 30 s, 1 min, 2 min, … at most an hour between attempts. */
export const backoffSeconds = (attempts: number) =>
  Math.min(BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_SECONDS)

/**
 * Delivers the outbox: woken when a message is queued (the change feed hears the insert on every instance) and
 * every `pollMs` for retries. Failures are retried with exponential backoff until `maxAttempts`.
 */
export class MailSender {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<number> | null = null
  private again = false
  private closed = false

  constructor(
    private readonly db: Database,
    readonly transport: MailTransport,
    private readonly options: MailSenderOptions,
    private readonly log: Logger,
  ) {}

  start() {
    if (this.timer || this.closed) return
    this.timer = setInterval(() => this.wake(), this.options.pollMs)
    this.timer.unref()
    this.wake()
  }

  /** Runs a round soon; a wake during a round runs one more after it. */
  wake() {
    if (this.closed) return
    if (this.running) {
      this.again = true
      return
    }
    void this.drain().catch((error: unknown) => this.log.warn({ err: error }, 'mail sender round failed'))
  }

  /** Delivers everything due now, round after round; answers how many messages were delivered. */
  async drain(): Promise<number> {
    if (this.running) {
      this.again = true
      await this.running
    }
    const run = (async () => {
      let delivered = 0
      do {
        this.again = false
        delivered += await this.runOnce()
      } while (this.again && !this.closed)
      return delivered
    })()
    this.running = run
    try {
      return await run
    } finally {
      if (this.running === run) this.running = null
    }
  }

  /** One round: claim a batch and deliver it. */
  private async runOnce(): Promise<number> {
    const batch = this.options.batchSize ?? 20
    let delivered = 0
    for (;;) {
      const rows = await claimDueMessages(this.db, batch, LEASE_SECONDS)
      for (const row of rows) if (await this.deliver(row)) delivered++
      if (rows.length < batch || this.closed) return delivered
    }
  }

  private async deliver(row: ClaimedRow) {
    const mail: OutboxMail = {
      id: row.id,
      to: row.to,
      subject: row.subject,
      html: row.html,
      text: row.text,
      createdAt: row.created_at,
    }
    try {
      await this.transport.send(mail)
      await markSent(this.db, row.id)
      this.options.onAttempt?.('sent')
      return true
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const giveUp = row.attempts >= this.options.maxAttempts
      await markAttemptFailed(this.db, row.id, {
        status: giveUp ? 'failed' : 'pending',
        error: message.slice(0, 2000),
        retryInSeconds: backoffSeconds(row.attempts),
      })
      this.options.onAttempt?.(giveUp ? 'failed' : 'retry')
      this.log.warn(
        { mailId: row.id, attempts: row.attempts, err: message, transport: this.transport.name },
        giveUp ? 'mail delivery failed, giving up' : 'mail delivery failed, will retry',
      )
      return false
    }
  }

  async close() {
    this.closed = true
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running?.catch(() => {})
    this.transport.close?.()
  }
}
