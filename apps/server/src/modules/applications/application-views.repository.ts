import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { ApplicationView, ApplicationViews, StatusGroup, TableViewState } from '@psp/contracts'
import type { Database } from '../../db/client'
import { applicationViews } from '../../db/schema/index'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Db = Database | Tx

export interface ViewFields {
  name: string
  statusGroup: StatusGroup
  state: TableViewState
}

const present = (row: typeof applicationViews.$inferSelect): ApplicationView => ({
  uuid: row.uuid,
  name: row.name,
  statusGroup: row.statusGroup as StatusGroup,
  state: row.state as TableViewState,
})

export async function listViews(db: Db, userId: string): Promise<ApplicationViews> {
  const rows = await db
    .select()
    .from(applicationViews)
    .where(eq(applicationViews.userId, userId))
    .orderBy(asc(applicationViews.createdAt), asc(applicationViews.uuid))
  return { uuid: rows.find((r) => r.chosen)?.uuid ?? null, list: rows.map(present) }
}

/** Serializes one user's view changes, so the count limit, unique names and the single chosen view hold. */
export async function lockUser(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('application_views'), hashtext(${userId}))`)
}

export async function countViews(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(applicationViews)
    .where(eq(applicationViews.userId, userId))
  return row.n
}

/** The uuid of the user's view of that name, compared without case (null: none). */
export async function findByName(tx: Tx, userId: string, name: string) {
  const [row] = await tx
    .select({ uuid: applicationViews.uuid })
    .from(applicationViews)
    .where(and(eq(applicationViews.userId, userId), sql`lower(${applicationViews.name}) = lower(${name})`))
  return row?.uuid ?? null
}

export async function choose(tx: Tx, userId: string, uuid: string | null) {
  await tx
    .update(applicationViews)
    .set({ chosen: uuid === null ? false : sql`${applicationViews.uuid} = ${uuid}::uuid` })
    .where(eq(applicationViews.userId, userId))
}

export async function insertView(tx: Tx, userId: string, fields: ViewFields) {
  const [row] = await tx
    .insert(applicationViews)
    .values({ userId, name: fields.name, statusGroup: fields.statusGroup, state: fields.state })
    .returning({ uuid: applicationViews.uuid })
  return row.uuid
}

/** False when the user has no view of that uuid (another user's view included). */
export async function updateView(tx: Tx, userId: string, uuid: string, fields: ViewFields, now: Date) {
  const rows = await tx
    .update(applicationViews)
    .set({ name: fields.name, statusGroup: fields.statusGroup, state: fields.state, updatedAt: now })
    .where(and(eq(applicationViews.uuid, uuid), eq(applicationViews.userId, userId)))
    .returning({ uuid: applicationViews.uuid })
  return rows.length > 0
}

export async function ownedUuids(tx: Tx, userId: string, uuids: string[]) {
  if (!uuids.length) return []
  const rows = await tx
    .select({ uuid: applicationViews.uuid })
    .from(applicationViews)
    .where(and(eq(applicationViews.userId, userId), inArray(applicationViews.uuid, uuids)))
  return rows.map((r) => r.uuid)
}

export async function deleteOthers(tx: Tx, userId: string, keep: string[]) {
  await tx
    .delete(applicationViews)
    .where(and(eq(applicationViews.userId, userId), keep.length ? notInArray(applicationViews.uuid, keep) : sql`true`))
}
