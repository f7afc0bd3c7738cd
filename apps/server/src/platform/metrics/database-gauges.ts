import { Gauge, type Registry } from 'prom-client'
import type { Database } from '../../db/client'
import { countOutboxByStatus } from '../mail/mail-outbox.repository'

/** A scrape waits this long for the outbox count; a database that is away must not hang the scrape. */
const OUTBOX_QUERY_TIMEOUT_MS = 2000

/** The pool's connections and the mail outbox, read when Prometheus scrapes (nothing to keep up to date between). */
export function addDatabaseGauges(registry: Registry, db: Database) {
  const registers = [registry]
  const pool = db.$client
  new Gauge({
    name: 'psp_db_pool_connections',
    help: 'Connections of this instance’s database pool: in_use (checked out) or idle',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
      this.set({ state: 'idle' }, pool.idleCount)
    },
  })
  new Gauge({
    name: 'psp_db_pool_waiting',
    help: 'Queries of this instance waiting for a free pooled connection',
    registers,
    collect() {
      this.set(pool.waitingCount)
    },
  })
  // The outbox is one table for all instances: every instance reports the same numbers (alert on max, not sum).
  new Gauge({
    name: 'psp_mail_outbox_messages',
    help: 'Messages in the mail outbox by status: queued (pending or being sent) or failed (given up); shared by all instances',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      this.reset()
      const counts = await countOutbox(db).catch(() => null)
      // Left empty when the database cannot answer: psp_db_errors_total and the health check tell that story.
      if (!counts) return
      this.set({ status: 'queued' }, counts.queued)
      this.set({ status: 'failed' }, counts.failed)
    },
  })
}

async function countOutbox(db: Database) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('outbox count timed out')), OUTBOX_QUERY_TIMEOUT_MS)
  })
  try {
    return await Promise.race([countOutboxByStatus(db), timeout])
  } finally {
    clearTimeout(timer)
  }
}
