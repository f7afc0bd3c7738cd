import { count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { userDataChanges, users } from '../../db/schema/index'

export async function userExists(db: Database, userId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  return Boolean(row)
}

/** A user's changes, newest first, with the day in Moscow time. */
export async function findUserDataChanges(db: Database, userId: string, limit: number, offset: number) {
  const where = eq(userDataChanges.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: userDataChanges.id,
        changeUserDataStatusType: userDataChanges.status,
        confirmationDate: sql<string>`to_char(${userDataChanges.createdAt} at time zone 'Europe/Moscow', 'YYYY-MM-DD')`,
        changes: userDataChanges.changes,
      })
      .from(userDataChanges)
      .where(where)
      .orderBy(desc(userDataChanges.createdAt), desc(userDataChanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(userDataChanges).where(where),
  ])
  return { rows, total }
}
