import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { DbExecutor } from '../../db/executor'
import { fullNameOrNullSql } from '../../db/full-name'
import { auditEvents, users } from '../../db/schema/index'

export interface AuditRow {
  at: Date
  userId: string | null
  ip: string | null
  action: string
  objectType: string | null
  objectId: string | null
  objectName: string | null
  details: string | null
}

/** Adds one event; the acting user's name is copied from their account as it is now. */
export async function insertAuditEvent(db: DbExecutor, row: AuditRow) {
  const userName = row.userId
    ? sql`(select ${fullNameOrNullSql(users)} from ${users} where ${users.id} = ${row.userId})`
    : null
  await db.insert(auditEvents).values({ ...row, userName })
}

export interface AuditWhere {
  action?: string
  userId?: string
  /** Instants: from inclusive, to exclusive. */
  from?: Date
  to?: Date
}

function conditions(where: AuditWhere): SQL | undefined {
  return and(
    where.action ? eq(auditEvents.action, where.action) : undefined,
    where.userId ? eq(auditEvents.userId, where.userId) : undefined,
    where.from ? gte(auditEvents.at, where.from) : undefined,
    where.to ? lt(auditEvents.at, where.to) : undefined,
  )
}

const columns = {
  id: auditEvents.id,
  at: auditEvents.at,
  userId: auditEvents.userId,
  userName: auditEvents.userName,
  ip: auditEvents.ip,
  action: auditEvents.action,
  objectType: auditEvents.objectType,
  objectId: auditEvents.objectId,
  objectName: auditEvents.objectName,
  details: auditEvents.details,
}
export type AuditEventRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null } & {
  id: number
  at: Date
  action: string
}

/** One page of the log, newest first, with the total of the filter. */
export async function findAuditPage(db: Database, where: AuditWhere, page: { limit: number; offset: number }) {
  const filter = conditions(where)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(auditEvents)
      .where(filter)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditEvents).where(filter),
  ])
  return { rows: rows as AuditEventRow[], total }
}

/** The whole filtered log, newest first, in batches read by position (no offset scan), for the XLSX file. */
export async function* auditBatches(db: Database, where: AuditWhere, size: number, max: number) {
  let after: { at: Date; id: number } | null = null
  let read = 0
  while (read < max) {
    const position: SQL | undefined = after
      ? or(lt(auditEvents.at, after.at), and(eq(auditEvents.at, after.at), lt(auditEvents.id, after.id)))
      : undefined
    const rows = (await db
      .select(columns)
      .from(auditEvents)
      .where(and(conditions(where), position))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(Math.min(size, max - read))) as AuditEventRow[]
    if (rows.length === 0) return
    read += rows.length
    yield rows
    const last = rows[rows.length - 1]
    after = { at: last.at, id: last.id }
  }
}

/** Deletes the events older than `before`; answers how many. */
export async function deleteAuditEventsBefore(db: Database, before: Date) {
  const deleted = await db.delete(auditEvents).where(lt(auditEvents.at, before)).returning({ id: auditEvents.id })
  return deleted.length
}
