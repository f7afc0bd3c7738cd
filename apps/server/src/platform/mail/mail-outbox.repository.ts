import { mailOutbox } from '../../db/schema/index'
import type { DbExecutor } from '../../db/executor'
import type { Database } from '../../db/client'

/** Writes a message to the outbox; answers the row's id. */
export async function insertOutboxMessage(
  db: DbExecutor,
  message: { to: string; subject: string; html: string; text: string },
) {
  const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id })
  return row.id
}

// Claims due messages with FOR UPDATE SKIP LOCKED, so several instances never deliver the same row: each takes
// rows the others have not locked, and marks them 'sending' with a lease in one statement.
const CLAIM_SQL = `
  with due as (
    select id from mail_outbox
     where status in ('pending', 'sending') and next_attempt_at <= now()
     order by next_attempt_at
     limit $1
     for update skip locked
  )
  update mail_outbox m
     set status = 'sending', attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
    from due
   where m.id = due.id
  returning m.id, m."to", m.subject, m.html, m.text, m.attempts, m.created_at`

export type ClaimedRow = {
  id: string
  to: string
  subject: string
  html: string
  text: string
  attempts: number
  created_at: Date
}

/** Up to `batch` due messages, this instance's for `leaseSeconds` (another picks them up if it dies). */
export async function claimDueMessages(db: Database, batch: number, leaseSeconds: number) {
  const { rows } = await db.$client.query<ClaimedRow>(CLAIM_SQL, [batch, leaseSeconds])
  return rows
}

export async function markSent(db: Database, id: string) {
  await db.$client.query(`update mail_outbox set status = 'sent', sent_at = now(), last_error = null where id = $1`, [
    id,
  ])
}

/** A failed attempt: tried again in `retryInSeconds` while 'pending', never again once 'failed'. */
export async function markAttemptFailed(
  db: Database,
  id: string,
  attempt: { status: 'pending' | 'failed'; error: string; retryInSeconds: number },
) {
  await db.$client.query(
    `update mail_outbox
        set status = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4)
      where id = $1`,
    [id, attempt.status, attempt.error, attempt.retryInSeconds],
  )
}

/** Messages still to deliver (pending or being sent) and those given up. */
export async function countOutboxByStatus(db: Database) {
  const { rows } = await db.$client.query<{ queued: string; failed: string }>(
    // Two counts, so the queued one reads the outbox's partial index of due messages, not every sent one.
    `select (select count(*) from mail_outbox where status in ('pending', 'sending')) as queued,
            (select count(*) from mail_outbox where status = 'failed') as failed`,
  )
  return { queued: Number(rows[0].queued), failed: Number(rows[0].failed) }
}
