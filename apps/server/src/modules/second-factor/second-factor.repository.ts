import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { DbExecutor } from '../../db/executor'
import { pendingSignIns, secondFactorRecoveryCodes, userSecondFactors, users } from '../../db/schema/index'

/** The user's second factor (set up or enabled) with what the sign-in needs of the user. */
export async function findSecondFactor(db: DbExecutor, userId: string) {
  const rows = await db
    .select({
      secret: userSecondFactors.secret,
      enabledAt: userSecondFactors.enabledAt,
      lastUsedStep: userSecondFactors.lastUsedStep,
    })
    .from(userSecondFactors)
    .where(eq(userSecondFactors.userId, userId))
    .limit(1)
  return rows[0] ?? null
}

/** What the password step needs to decide on a second factor: the role and whether one is enabled. */
export async function findSignInGate(db: Database, userId: string) {
  const rows = await db
    .select({ role: users.role, enabledAt: userSecondFactors.enabledAt })
    .from(users)
    .leftJoin(userSecondFactors, eq(userSecondFactors.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  return rows[0] ?? null
}

/** Starts a set-up: a new secret, not enabled, replacing an earlier set-up never confirmed. */
export async function saveSetUpSecret(db: DbExecutor, userId: string, secret: string, now: Date) {
  await db
    .insert(userSecondFactors)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: userSecondFactors.userId,
      set: { secret, createdAt: now, lastUsedStep: null },
      setWhere: isNull(userSecondFactors.enabledAt),
    })
}

/**
 * Takes a code's time step as used: true when it is later than the last one used, in one statement, so two
 * requests (or two instances) given the same code cannot both have it.
 */
export async function takeStep(db: DbExecutor, userId: string, step: number) {
  const rows = await db
    .update(userSecondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userSecondFactors.userId, userId),
        or(isNull(userSecondFactors.lastUsedStep), lt(userSecondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userSecondFactors.userId })
  return rows.length > 0
}

/** Enables the set-up second factor with its recovery codes (hashes), replacing any earlier codes. */
export async function enableSecondFactor(db: DbExecutor, userId: string, codeHashes: string[], now: Date) {
  await db.update(userSecondFactors).set({ enabledAt: now }).where(eq(userSecondFactors.userId, userId))
  await db.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId))
  await db.insert(secondFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })))
}

/** Removes the second factor and its codes: true when there was an enabled one. */
export async function deleteSecondFactor(db: DbExecutor, userId: string) {
  await db.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId))
  const rows = await db
    .delete(userSecondFactors)
    .where(eq(userSecondFactors.userId, userId))
    .returning({ enabledAt: userSecondFactors.enabledAt })
  return rows.some((r) => r.enabledAt !== null)
}

/** Marks an unused recovery code used: true when it was the user's and unused (once, whoever asks at once). */
export async function useRecoveryCode(db: DbExecutor, userId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(secondFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(secondFactorRecoveryCodes.userId, userId),
        eq(secondFactorRecoveryCodes.codeHash, codeHash),
        isNull(secondFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: secondFactorRecoveryCodes.id })
  return rows.length > 0
}

/** Whether the code is one of the user's, used or not (to tell a used code from a wrong one). */
export async function recoveryCodeExists(db: DbExecutor, userId: string, codeHash: string) {
  const rows = await db
    .select({ id: secondFactorRecoveryCodes.id })
    .from(secondFactorRecoveryCodes)
    .where(and(eq(secondFactorRecoveryCodes.userId, userId), eq(secondFactorRecoveryCodes.codeHash, codeHash)))
    .limit(1)
  return rows.length > 0
}

export async function countUnusedRecoveryCodes(db: DbExecutor, userId: string) {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(secondFactorRecoveryCodes)
    .where(and(eq(secondFactorRecoveryCodes.userId, userId), isNull(secondFactorRecoveryCodes.usedAt)))
  return rows[0]?.count ?? 0
}

/** The user's e-mail and role, named in the app's account label and asked by the Admins' rule. */
export async function findUserOfSecondFactor(db: DbExecutor, userId: string) {
  const rows = await db
    .select({
      email: users.email,
      role: users.role,
      surname: users.surname,
      name: users.name,
      patronymic: users.patronymic,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return rows[0] ?? null
}

export async function insertPendingSignIn(
  db: Database,
  row: { id: string; userId: string; purpose: 'code' | 'setup'; now: Date; expiresAt: Date },
) {
  // The rows of abandoned sign-ins go as new ones come: the table stays as small as the sign-ins under way.
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, row.now))
  await db.insert(pendingSignIns).values({
    id: row.id,
    userId: row.userId,
    purpose: row.purpose,
    createdAt: row.now,
    expiresAt: row.expiresAt,
  })
}

/** A pending sign-in that has not expired. */
export async function findPendingSignIn(db: Database, id: string, now: Date) {
  const rows = await db
    .select({ userId: pendingSignIns.userId, purpose: pendingSignIns.purpose })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.id, id), sql`${pendingSignIns.expiresAt} > ${now}`))
    .limit(1)
  return rows[0] ?? null
}

/** Ends a pending sign-in: true for the one request that ended it. */
export async function deletePendingSignIn(db: DbExecutor, id: string) {
  const rows = await db.delete(pendingSignIns).where(eq(pendingSignIns.id, id)).returning({ id: pendingSignIns.id })
  return rows.length > 0
}
