import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { DbExecutor } from '../../db/executor'
import { externalIdentities, tokenLoginConfirmations, usedLoginTokens, users } from '../../db/schema/index'

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

export async function findUserByIdentity(db: DbExecutor, system: string, subject: string) {
  const [row] = await db
    .select(accountColumns)
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(and(eq(externalIdentities.system, system), eq(externalIdentities.subject, subject)))
  return row ?? null
}

export async function findUserByEmail(db: DbExecutor, email: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
  return row ?? null
}

export async function linkIdentity(db: DbExecutor, system: string, subject: string, userId: string) {
  await db.insert(externalIdentities).values({ system, subject, userId }).onConflictDoNothing()
}

/** An account made on the first visit from an external system. It has no password until the user sets one. */
export async function createLinkedUser(
  db: DbExecutor,
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

/** Whether the account is linked to another user of the same external system (a second one may not take it over). */
export async function linkedToOtherSubject(db: Database, userId: string, system: string, subject: string) {
  const [row] = await db
    .select({ subject: externalIdentities.subject })
    .from(externalIdentities)
    .where(
      and(
        eq(externalIdentities.userId, userId),
        eq(externalIdentities.system, system),
        ne(externalIdentities.subject, subject),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** The newest confirmation of the external user's address still waiting to be used, if any. */
export async function findPendingConfirmation(
  db: Database,
  input: { system: string; subject: string; email: string },
  now: Date,
) {
  const [row] = await db
    .select({ id: tokenLoginConfirmations.id, expiresAt: tokenLoginConfirmations.expiresAt })
    .from(tokenLoginConfirmations)
    .where(
      and(
        eq(tokenLoginConfirmations.system, input.system),
        eq(tokenLoginConfirmations.subject, input.subject),
        sql`lower(${tokenLoginConfirmations.email}) = lower(${input.email})`,
        isNull(tokenLoginConfirmations.usedAt),
        gt(tokenLoginConfirmations.expiresAt, now),
      ),
    )
    .orderBy(desc(tokenLoginConfirmations.createdAt))
    .limit(1)
  return row ?? null
}

export async function insertConfirmation(
  db: DbExecutor,
  values: typeof tokenLoginConfirmations.$inferInsert & { createdAt: Date },
) {
  // The external user's older links, used or expired, are of no more use.
  await db
    .delete(tokenLoginConfirmations)
    .where(
      and(
        eq(tokenLoginConfirmations.system, values.system),
        eq(tokenLoginConfirmations.subject, values.subject),
        lt(tokenLoginConfirmations.expiresAt, values.createdAt),
      ),
    )
  await db.insert(tokenLoginConfirmations).values(values)
}

/** The confirmation a link names, locked so that it is used once. */
export async function lockConfirmation(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(tokenLoginConfirmations)
    .where(eq(tokenLoginConfirmations.tokenHash, tokenHash))
    .for('update')
  return row ?? null
}

export async function markConfirmationUsed(db: DbExecutor, id: string, now: Date) {
  await db.update(tokenLoginConfirmations).set({ usedAt: now }).where(eq(tokenLoginConfirmations.id, id))
}
