import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { DbExecutor } from '../../db/executor'
import { emailActionTokens } from '../../db/schema/index'

export type EmailActionTokenRow = typeof emailActionTokens.$inferSelect

export async function insertEmailActionToken(db: DbExecutor, row: typeof emailActionTokens.$inferInsert) {
  await db.insert(emailActionTokens).values(row)
}

export async function findEmailActionToken(db: Database, id: string): Promise<EmailActionTokenRow | null> {
  const [row] = await db.select().from(emailActionTokens).where(eq(emailActionTokens.id, id))
  return row ?? null
}

/**
 * Marks the token used, together with every other live link of its application, in one transaction; false when
 * another request used it first.
 */
export async function useUpEmailActionTokens(db: Database, id: string, applicationId: string, now: Date) {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(emailActionTokens)
      .set({ usedAt: now })
      .where(and(eq(emailActionTokens.id, id), isNull(emailActionTokens.usedAt)))
      .returning({ id: emailActionTokens.id })
    if (spent.length === 0) return false
    await tx
      .update(emailActionTokens)
      .set({ usedAt: now })
      .where(and(eq(emailActionTokens.applicationId, applicationId), isNull(emailActionTokens.usedAt)))
    return true
  })
}
