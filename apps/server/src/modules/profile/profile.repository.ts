import { and, eq, isNull } from 'drizzle-orm'
import type { DbExecutor } from '../../db/executor'
import { users } from '../../db/schema/index'

export async function findProfileFields(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ phone: users.phone, avatarFileId: users.avatarFileId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  return row ?? null
}

export async function updateProfileFields(
  db: DbExecutor,
  userId: string,
  fields: Partial<{ phone: string | null; avatarFileId: string | null }>,
  now: Date,
) {
  await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId))
}

/** The first dismissal counts; a repeated one keeps its time. */
export async function markNoOrganizationNoticeDismissed(db: DbExecutor, userId: string, now: Date) {
  await db
    .update(users)
    .set({ noOrganizationNoticeDismissedAt: now })
    .where(and(eq(users.id, userId), isNull(users.noOrganizationNoticeDismissedAt)))
}
