import { count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { DbExecutor } from '../../db/executor'
import { userDataChanges, users } from '../../db/schema/index'

export async function userExists(db: Database, userId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  return Boolean(row)
}

/** A user's changes, newest first, with the day of `timeZone` (the portal's) they were confirmed on. */
export async function findUserDataChanges(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
  timeZone: string,
) {
  const { limit, offset } = page
  const where = eq(userDataChanges.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: userDataChanges.id,
        changeUserDataStatusType: userDataChanges.status,
        confirmationDate: sql<string>`to_char(${userDataChanges.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
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

export async function insertUserDataChange(db: DbExecutor, row: typeof userDataChanges.$inferInsert) {
  await db.insert(userDataChanges).values(row)
}
