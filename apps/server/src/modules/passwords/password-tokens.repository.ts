import { and, eq, isNull } from 'drizzle-orm'
import type { DbExecutor } from '../../db/executor'
import { passwordTokens } from '../../db/schema/index'

export type PasswordTokenPurpose = 'account' | 'reset'

/** Marks the user's unused tokens of the purpose used (only the newest link works). */
export async function useUpTokensOfPurpose(db: DbExecutor, userId: string, purpose: PasswordTokenPurpose, now: Date) {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.usedAt)))
}

export async function insertPasswordToken(
  db: DbExecutor,
  row: { userId: string; tokenHash: string; purpose: PasswordTokenPurpose; expiresAt: Date },
) {
  const [created] = await db.insert(passwordTokens).values(row).returning({ id: passwordTokens.id })
  return created.id
}

export async function attachMail(db: DbExecutor, tokenId: string, mailId: string) {
  await db.update(passwordTokens).set({ mailId }).where(eq(passwordTokens.id, tokenId))
}

/** The token's row, locked when asked (to use it once). */
export async function findPasswordTokenByHash(db: DbExecutor, tokenHash: string, lock = false) {
  const query = db.select().from(passwordTokens).where(eq(passwordTokens.tokenHash, tokenHash))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/** Once a password is set, every open link of the user is used up: account and reset alike. */
export async function useUpTokens(db: DbExecutor, userId: string, now: Date) {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)))
}
