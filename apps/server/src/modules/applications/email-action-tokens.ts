import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '../../db/client'
import type { DbExecutor } from '../../db/executor'
import {
  findEmailActionToken,
  insertEmailActionToken,
  useUpEmailActionTokens,
  type EmailActionTokenRow,
} from './email-action-tokens.repository'

/** How long the links of an e-mail about an application stay valid. */
export const EMAIL_ACTION_TTL_DAYS = 14

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new one-click link token, stored hashed so the database never holds a usable link. */
export async function issueEmailActionToken(
  db: DbExecutor,
  input: { applicationId: string; userId: string; action: 'Close' | 'Reopen'; mark?: number; now: Date },
) {
  const token = randomBytes(32).toString('base64url')
  await insertEmailActionToken(db, {
    id: hashOf(token),
    applicationId: input.applicationId,
    userId: input.userId,
    action: input.action,
    mark: input.mark ?? null,
    expiresAt: new Date(input.now.getTime() + EMAIL_ACTION_TTL_DAYS * 86_400_000),
  })
  return token
}

export type TokenLookup = { state: 'live'; row: EmailActionTokenRow } | { state: 'unknown' | 'used' | 'expired' }

/** The token's row while it is unused and unexpired; otherwise why it is not, for the page to explain. */
export async function findToken(db: Database, token: string, now: Date): Promise<TokenLookup> {
  const row = await findEmailActionToken(db, hashOf(token))
  if (!row) return { state: 'unknown' }
  if (row.usedAt) return { state: 'used' }
  if (row.expiresAt <= now) return { state: 'expired' }
  return { state: 'live', row }
}

/**
 * Uses the token up, together with every other live link of its application (one e-mail's links act once); false
 * when another request spent it first.
 */
export const spendToken = (db: Database, token: string, applicationId: string, now: Date) =>
  useUpEmailActionTokens(db, hashOf(token), applicationId, now)
