import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { DbExecutor } from '../../db/executor'
import {
  applicationComments,
  files,
  serviceDeskCursors,
  serviceDeskOutbox,
  serviceDeskTickets,
} from '../../db/schema/index'

/** The queries of an external desk's tables (ADR 0038): its tickets, the outbox to it, the read position of its changes. */

export type OutboxKind = (typeof serviceDeskOutbox.$inferInsert)['kind']
export type OutboxRow = typeof serviceDeskOutbox.$inferSelect

export async function insertOutbox(
  db: DbExecutor,
  row: { applicationId: string; kind: OutboxKind; payload: unknown; at: Date },
) {
  await db.insert(serviceDeskOutbox).values({
    applicationId: row.applicationId,
    kind: row.kind,
    payload: row.payload,
    createdAt: row.at,
    nextAttemptAt: row.at,
  })
}

/**
 * The due entries to deliver now, locked for this transaction: only the oldest undelivered entry of each application
 * (what the applicant did reaches the desk in order, and nothing before its filing), skipping those another instance
 * holds.
 */
export async function lockDueOutbox(tx: DbExecutor, now: Date, limit: number): Promise<OutboxRow[]> {
  return tx
    .select()
    .from(serviceDeskOutbox)
    .where(
      and(
        isNull(serviceDeskOutbox.deliveredAt),
        lte(serviceDeskOutbox.nextAttemptAt, now),
        sql`not exists (select 1 from ${serviceDeskOutbox} earlier where earlier.application_id = ${serviceDeskOutbox.applicationId} and earlier.delivered_at is null and earlier.id < ${serviceDeskOutbox.id})`,
      ),
    )
    .orderBy(asc(serviceDeskOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true })
}

export async function markOutboxDelivered(tx: DbExecutor, id: number, at: Date) {
  await tx
    .update(serviceDeskOutbox)
    .set({ deliveredAt: at, lastError: null, attempts: sql`${serviceDeskOutbox.attempts} + 1` })
    .where(eq(serviceDeskOutbox.id, id))
}

export async function markOutboxFailed(tx: DbExecutor, id: number, code: string, retryAt: Date) {
  await tx
    .update(serviceDeskOutbox)
    .set({ lastError: code, nextAttemptAt: retryAt, attempts: sql`${serviceDeskOutbox.attempts} + 1` })
    .where(eq(serviceDeskOutbox.id, id))
}

/** The oldest entry of an application the desk has yet to take, if any: what the application shows as its state. */
export async function findPendingOutbox(db: Database, applicationId: string) {
  const [row] = await db
    .select({ kind: serviceDeskOutbox.kind, lastError: serviceDeskOutbox.lastError })
    .from(serviceDeskOutbox)
    .where(and(eq(serviceDeskOutbox.applicationId, applicationId), isNull(serviceDeskOutbox.deliveredAt)))
    .orderBy(asc(serviceDeskOutbox.id))
    .limit(1)
  return row ?? null
}

export async function insertTicket(tx: DbExecutor, row: { applicationId: string; desk: string; ticket: string }) {
  await tx.insert(serviceDeskTickets).values(row).onConflictDoNothing()
}

export async function findTicket(db: DbExecutor, desk: string, applicationId: string) {
  const [row] = await db
    .select({ ticket: serviceDeskTickets.ticket })
    .from(serviceDeskTickets)
    .where(and(eq(serviceDeskTickets.desk, desk), eq(serviceDeskTickets.applicationId, applicationId)))
  return row?.ticket ?? null
}

export async function findApplicationOfTicket(db: DbExecutor, desk: string, ticket: string) {
  const [row] = await db
    .select({ applicationId: serviceDeskTickets.applicationId })
    .from(serviceDeskTickets)
    .where(and(eq(serviceDeskTickets.desk, desk), eq(serviceDeskTickets.ticket, ticket)))
  return row?.applicationId ?? null
}

/** The read position of a desk's changes, locked for this transaction: one instance reads them at a time. */
export async function lockCursor(tx: DbExecutor, desk: string): Promise<number> {
  await tx.insert(serviceDeskCursors).values({ desk, position: 0 }).onConflictDoNothing()
  const [row] = await tx
    .select({ position: serviceDeskCursors.position })
    .from(serviceDeskCursors)
    .where(eq(serviceDeskCursors.desk, desk))
    .for('update')
  return row.position
}

export async function moveCursor(tx: DbExecutor, desk: string, position: number) {
  await tx.update(serviceDeskCursors).set({ position }).where(eq(serviceDeskCursors.desk, desk))
}

/** A comment's text, for the desk. */
export async function findCommentText(db: DbExecutor, id: string) {
  const [row] = await db
    .select({ text: applicationComments.text })
    .from(applicationComments)
    .where(eq(applicationComments.id, id))
  return row?.text ?? null
}

/** Stored files by id (name, type, where their bytes are), in the order given. */
export async function findStoredFiles(db: DbExecutor, ids: string[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: files.id, name: files.name, mimeType: files.mimeType, storageKey: files.storageKey })
    .from(files)
    .where(inArray(files.id, ids))
  return ids.flatMap((id) => rows.filter((r) => r.id === id))
}
