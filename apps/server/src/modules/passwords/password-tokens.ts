import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { DbExecutor } from '../../db/executor'
import { passwordTokens } from '../../db/schema/index'

export type PasswordTokenPurpose = 'account' | 'reset'

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Issues a one-time link token for the user, replacing any unused one of the same purpose (only the newest link
 * works). Answers the token itself, which only the e-mail carries.
 */
export async function issuePasswordToken(
  db: DbExecutor,
  input: { userId: string; purpose: PasswordTokenPurpose; expiresAt: Date; now: Date },
) {
  await db
    .update(passwordTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(passwordTokens.userId, input.userId),
        eq(passwordTokens.purpose, input.purpose),
        isNull(passwordTokens.usedAt),
      ),
    )
  const token = randomBytes(32).toString('base64url')
  const [row] = await db
    .insert(passwordTokens)
    .values({ userId: input.userId, tokenHash: tokenHashOf(token), purpose: input.purpose, expiresAt: input.expiresAt })
    .returning({ id: passwordTokens.id })
  return { token, id: row.id }
}

export async function attachMail(db: DbExecutor, tokenId: string, mailId: string) {
  await db.update(passwordTokens).set({ mailId }).where(eq(passwordTokens.id, tokenId))
}

/** The token's row, locked when asked (to use it once). */
export async function findPasswordToken(db: DbExecutor, token: string, lock = false) {
  const query = db
    .select()
    .from(passwordTokens)
    .where(eq(passwordTokens.tokenHash, tokenHashOf(token)))
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
