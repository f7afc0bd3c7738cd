import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { DbExecutor } from '../../db/executor'
import { agreementAcceptedSql } from '../../db/agreement-accepted'
import { apiTokens, organizationMembers, users } from '../../db/schema/index'

/** A token as its owner's list shows it. */
export interface ApiTokenRow {
  id: string
  name: string
  scopes: string[]
  expiresOn: string
  createdAt: Date
  lastUsedAt: Date | null
}

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  expiresOn: apiTokens.expiresOn,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
}

export async function listUserTokens(db: Database, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select(listed)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id))
}

export async function countUserTokens(db: DbExecutor, userId: string) {
  const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId))
  return row?.n ?? 0
}

export async function insertToken(
  db: DbExecutor,
  row: { userId: string; name: string; tokenHash: string; scopes: string[]; expiresOn: string; createdAt: Date },
) {
  const [inserted] = await db.insert(apiTokens).values(row).returning({ id: apiTokens.id })
  return inserted!.id
}

/** Deletes one of the user's tokens; its name if it was there (another user's token is not theirs to find). */
export async function deleteUserToken(db: DbExecutor, userId: string, id: string) {
  const [gone] = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ name: apiTokens.name })
  return gone ?? null
}

/** Whom a presented token acts for: read on every call, so a revoked token or a blocked user is refused at once. */
export interface TokenActorRow {
  tokenId: string
  userId: string
  role: 'Regular' | 'Admin' | null
  scopes: string[]
  expiresOn: string
  lastUsedAt: Date | null
  /** The user's default organization (an Accepted membership), as a new session starts in. */
  organizationId: string | null
  agreementAccepted: boolean
}

/** One indexed lookup by the token's hash, if its user is enabled (expired or not: the caller decides). */
export async function findTokenActor(db: Database, tokenHash: string): Promise<TokenActorRow | null> {
  const rows = await db
    .select({
      tokenId: apiTokens.id,
      userId: apiTokens.userId,
      role: users.role,
      scopes: apiTokens.scopes,
      expiresOn: apiTokens.expiresOn,
      lastUsedAt: apiTokens.lastUsedAt,
      organizationId: sql<string | null>`(select ${organizationMembers.organizationId} from ${organizationMembers}
         where ${organizationMembers.userId} = ${apiTokens.userId} and ${organizationMembers.status} = 'Accepted'
           and ${organizationMembers.isDefault} limit 1)`,
      agreementAccepted: agreementAcceptedSql,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(users.disabledAt)))
    .limit(1)
  return rows[0] ?? null
}

/** Writes the last use unless a later one was written since `before` (at most one write a minute per token). */
export async function touchToken(db: Database, id: string, now: Date, before: Date) {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, before))))
}
