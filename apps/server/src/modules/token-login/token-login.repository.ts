import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { externalIdentities, usedLoginTokens, users } from '../../db/schema/index'

/** Marks a token used; false when it was used before (a replay). Expired marks are swept on the way. */
export async function markTokenUsed(db: Database, tokenId: string, expiresAt: Date, now: Date) {
  await db.delete(usedLoginTokens).where(lt(usedLoginTokens.expiresAt, now))
  const inserted = await db
    .insert(usedLoginTokens)
    .values({ tokenId, expiresAt })
    .onConflictDoNothing()
    .returning({ tokenId: usedLoginTokens.tokenId })
  return inserted.length === 1
}

const accountColumns = { id: users.id, disabledAt: users.disabledAt }

export async function findUserByIdentity(db: Database, system: string, subject: string) {
  const [row] = await db
    .select(accountColumns)
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(and(eq(externalIdentities.system, system), eq(externalIdentities.subject, subject)))
  return row ?? null
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
  return row ?? null
}

export async function linkIdentity(db: Database, system: string, subject: string, userId: string) {
  await db.insert(externalIdentities).values({ system, subject, userId }).onConflictDoNothing()
}

/** An account made on the first visit from an external system. It has no password until the user sets one. */
export async function createLinkedUser(
  db: Database,
  input: { email: string; surname?: string; name?: string; patronymic?: string; system: string; subject: string },
  unusablePasswordHash: string,
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash: unusablePasswordHash,
        surname: input.surname ?? null,
        name: input.name ?? null,
        patronymic: input.patronymic ?? null,
        role: 'Regular',
      })
      .returning({ id: users.id })
    await tx.insert(externalIdentities).values({ system: input.system, subject: input.subject, userId: user.id })
    return user.id
  })
}
