import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { DefaultFixedReport, ReportPattern, ReportProperty } from '@psp/contracts'
import type { Database } from '../../db/client'
import { reportPatterns, reportPreferences } from '../../db/schema/index'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Db = Database | Tx

export interface PatternFields {
  name: string
  properties: ReportProperty[]
  chosenAsDefault: boolean
  sortByEventTimeDesc: boolean
}

const present = (row: typeof reportPatterns.$inferSelect): ReportPattern => ({
  id: row.id,
  name: row.name,
  properties: row.properties as ReportProperty[],
  chosenAsDefault: row.chosenAsDefault,
  sortByEventTimeDesc: row.sortByEventTimeDesc,
  fixedType: null,
})

export async function listPatterns(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(reportPatterns)
    .where(eq(reportPatterns.userId, userId))
    .orderBy(asc(reportPatterns.id))
  const [pref] = await db.select().from(reportPreferences).where(eq(reportPreferences.userId, userId))
  const patterns = rows.map(present)
  const defaultFixedReport = (
    patterns.some((p) => p.chosenAsDefault) ? 'None' : (pref?.defaultFixedReport ?? 'None')
  ) as DefaultFixedReport
  return { patterns, defaultFixedReport }
}

/** Serializes one user's view changes, so the limit and the single default hold under concurrent saves. */
export async function lockUser(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('report_patterns'), hashtext(${userId}))`)
}

export async function countPatterns(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(reportPatterns)
    .where(eq(reportPatterns.userId, userId))
  return row.n
}

export async function findByName(tx: Tx, userId: string, name: string) {
  const [row] = await tx
    .select({ id: reportPatterns.id })
    .from(reportPatterns)
    .where(and(eq(reportPatterns.userId, userId), sql`lower(${reportPatterns.name}) = lower(${name})`))
  return row?.id ?? null
}

/** A new default unsets the others: one default per user (SPEC §4 Manage views). */
export async function clearDefaults(tx: Tx, userId: string) {
  await tx.update(reportPatterns).set({ chosenAsDefault: false }).where(eq(reportPatterns.userId, userId))
  await tx.delete(reportPreferences).where(eq(reportPreferences.userId, userId))
}

export async function insertPattern(tx: Tx, userId: string, fields: PatternFields) {
  const [row] = await tx
    .insert(reportPatterns)
    .values({ userId, ...fields })
    .returning({ id: reportPatterns.id })
  return row.id
}

export async function updatePattern(tx: Tx, userId: string, id: number, fields: PatternFields, now: Date) {
  const rows = await tx
    .update(reportPatterns)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(reportPatterns.id, id), eq(reportPatterns.userId, userId)))
    .returning({ id: reportPatterns.id })
  return rows.length > 0
}

export async function ownedIds(tx: Tx, userId: string, ids: number[]) {
  if (!ids.length) return []
  const rows = await tx
    .select({ id: reportPatterns.id })
    .from(reportPatterns)
    .where(and(eq(reportPatterns.userId, userId), inArray(reportPatterns.id, ids)))
  return rows.map((r) => r.id)
}

export async function deleteOthers(tx: Tx, userId: string, keep: number[]) {
  await tx
    .delete(reportPatterns)
    .where(and(eq(reportPatterns.userId, userId), keep.length ? notInArray(reportPatterns.id, keep) : sql`true`))
}

export async function setDefaultFixed(tx: Tx, userId: string, fixed: DefaultFixedReport) {
  if (fixed === 'None') return
  await tx.insert(reportPreferences).values({ userId, defaultFixedReport: fixed })
}
