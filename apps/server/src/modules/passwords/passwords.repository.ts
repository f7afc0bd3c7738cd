import { eq, or, sql } from 'drizzle-orm'
import type { DbExecutor } from '../../db/executor'
import { sessions, users } from '../../db/schema/index'

/** The user a reset request names, by e-mail or user name, case-insensitively. */
export async function findUserForReset(db: DbExecutor, login: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      surname: users.surname,
      name: users.name,
      patronymic: users.patronymic,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(or(sql`lower(${users.email}) = lower(${login})`, sql`lower(${users.username}) = lower(${login})`))
    .limit(1)
  return row ?? null
}

export async function findUserEmail(db: DbExecutor, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return row?.email ?? null
}

/** Sets the password and ends every session of the user (the session cache hears it through the trigger). */
export async function setPasswordAndEndSessions(db: DbExecutor, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId))
  await db.delete(sessions).where(eq(sessions.userId, userId))
}
