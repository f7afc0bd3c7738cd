import { createHash, randomBytes } from 'node:crypto'
import type { DbExecutor } from '../../db/executor'
import {
  findPasswordTokenByHash,
  insertPasswordToken,
  useUpTokensOfPurpose,
  type PasswordTokenPurpose,
} from './password-tokens.repository'

export type { PasswordTokenPurpose } from './password-tokens.repository'
export { attachMail, useUpTokens } from './password-tokens.repository'

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Issues a one-time link token for the user, replacing any unused one of the same purpose (only the newest link
 * works). Answers the token itself, which only the e-mail carries.
 */
export async function issuePasswordToken(
  db: DbExecutor,
  input: { userId: string; purpose: PasswordTokenPurpose; expiresAt: Date; now: Date },
) {
  await useUpTokensOfPurpose(db, input.userId, input.purpose, input.now)
  const token = randomBytes(32).toString('base64url')
  const id = await insertPasswordToken(db, {
    userId: input.userId,
    tokenHash: tokenHashOf(token),
    purpose: input.purpose,
    expiresAt: input.expiresAt,
  })
  return { token, id }
}

/** The token's row, locked when asked (to use it once). */
export const findPasswordToken = (db: DbExecutor, token: string, lock = false) =>
  findPasswordTokenByHash(db, tokenHashOf(token), lock)
