import pg from 'pg'

export interface ChangeFeedHandlers {
  /** A notification on the channel, with its payload. */
  onChange(payload: string): void
  /** The feed listens (again): anything may have changed while it did not, so caches start over. */
  onListening(): void
  /** The feed stopped hearing changes: caches that depend on it must stop serving. */
  onLost(): void
}

type Logger = { warn(obj: unknown, msg: string): void }

const RETRY_MIN_MS = 500
/** Short, so caches serve from memory again within seconds of the database's return (one connect attempt each). */
const RETRY_MAX_MS = 5_000

/**
 * Hears PostgreSQL notification channels over one dedicated connection, so every server instance learns of changes
 * made by any other (or by the command line). A lost connection is reported at once and retried with backoff.
 */
export class ChangeFeed {
  private readonly subscribers = new Map<string, ChangeFeedHandlers[]>()
  private client: pg.Client | null = null
  private listening = false
  private retryMs = RETRY_MIN_MS
  private retryTimer: NodeJS.Timeout | null = null
  private closed = false

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly log: Logger = { warn: () => {} },
  ) {}

  get hasSubscribers() {
    return this.subscribers.size > 0
  }

  /** Hears `channel` from now on; until the feed listens, the handlers are told it does not. */
  subscribe(channel: string, handlers: ChangeFeedHandlers) {
    this.subscribers.set(channel, [...(this.subscribers.get(channel) ?? []), handlers])
    const client = this.client
    if (!client || !this.listening) return
    client.query(`listen ${pg.escapeIdentifier(channel)}`).then(
      () => {
        if (this.client === client && this.listening) handlers.onListening()
      },
      (error) => this.lose(client, error),
    )
  }

  /** Connects and listens; a failure is retried in the background, so the server starts whatever the feed does. */
  async start() {
    if (this.closed || this.client) return
    const client = new pg.Client(this.connection)
    this.client = client
    client.on('notification', (message) => {
      for (const handlers of this.subscribers.get(message.channel) ?? []) handlers.onChange(message.payload ?? '')
    })
    client.on('error', (error) => this.lose(client, error))
    client.on('end', () => this.lose(client, new Error('connection ended')))
    try {
      await client.connect()
      for (const channel of this.subscribers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`)
      if (this.client !== client) return
      this.listening = true
      this.retryMs = RETRY_MIN_MS
      this.each((handlers) => handlers.onListening())
    } catch (error) {
      this.lose(client, error)
    }
  }

  private each(call: (handlers: ChangeFeedHandlers) => void) {
    for (const list of this.subscribers.values()) list.forEach(call)
  }

  private lose(client: pg.Client, error: unknown) {
    if (this.client !== client) return
    this.client = null
    this.listening = false
    this.each((handlers) => handlers.onLost())
    client.end().catch(() => {})
    if (this.closed) return
    this.log.warn({ err: error, retryInMs: this.retryMs }, 'change feed lost; retrying')
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.start()
    }, this.retryMs)
    this.retryTimer.unref()
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS)
  }

  async close() {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    const client = this.client
    this.client = null
    this.listening = false
    this.each((handlers) => handlers.onLost())
    await client?.end().catch(() => {})
  }
}
