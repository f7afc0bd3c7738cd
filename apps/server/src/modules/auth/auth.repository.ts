import { and, count, eq, gt, lt, min, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { loginFailures, organizationMembers, sessions, users } from '../../db/schema/index'

export interface SessionRow {
  sessionId: string
  userId: string
  role: 'Regular' | 'Admin' | null
  organizationId: string | null
  lastSeenAt: Date
}

/** The session lookup every API request makes, as a named prepared statement: parsed and planned once per
 * connection instead of once per request. Kept per database handle, as drizzle binds it to one. */
function prepareLiveSession(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      role: users.role,
      organizationId: sessions.organizationId,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        sql`${users.disabledAt} is null`,
      ),
    )
    .limit(1)
    .prepare('psp_find_live_session')
}
const liveSessionStatements = new WeakMap<Database, ReturnType<typeof prepareLiveSession>>()

/** One indexed lookup per request: a live session of an enabled user. */
export async function findLiveSession(db: Database, sessionId: string, now: Date, idleSince: Date) {
  let statement = liveSessionStatements.get(db)
  if (!statement) {
    statement = prepareLiveSession(db)
    liveSessionStatements.set(db, statement)
  }
  const rows = await statement.execute({ sessionId, now, idleSince })
  return (rows[0] as SessionRow | undefined) ?? null
}

export async function touchSession(db: Database, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId))
}

export async function insertSession(
  db: Database,
  row: { id: string; userId: string; organizationId: string | null; now: Date; expiresAt: Date },
) {
  await db.insert(sessions).values({
    id: row.id,
    userId: row.userId,
    organizationId: row.organizationId,
    createdAt: row.now,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
  })
}

export async function deleteSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

export async function deleteUserSessions(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

export async function deleteExpiredSessions(db: Database, now: Date, idleSince: Date) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
}

export async function setSessionOrganization(db: Database, sessionId: string, organizationId: string | null) {
  await db.update(sessions).set({ organizationId }).where(eq(sessions.id, sessionId))
}

/** The user a login names, by e-mail or user name, case-insensitively. */
export async function findUserByLogin(db: Database, login: string) {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(or(sql`lower(${users.email}) = lower(${login})`, sql`lower(${users.username}) = lower(${login})`))
    .limit(1)
  return rows[0] ?? null
}

export async function findDefaultOrganizationId(db: Database, userId: string) {
  const rows = await db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.status, 'Accepted'),
        eq(organizationMembers.isDefault, true),
      ),
    )
    .limit(1)
  return rows[0]?.organizationId ?? null
}

export async function recordLoginFailure(db: Database, ip: string, login: string, now: Date) {
  await db.insert(loginFailures).values({ ip, login: login.toLowerCase(), failedAt: now })
}

export async function clearLoginFailures(db: Database, login: string) {
  await db.delete(loginFailures).where(eq(loginFailures.login, login.toLowerCase()))
}

/** Failures since `since` for the IP and for the account, with the oldest of each to compute Retry-After. */
export async function countLoginFailures(db: Database, ip: string, login: string, since: Date) {
  const [byIp] = await db
    .select({ n: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.failedAt, since)))
  const [byLogin] = await db
    .select({ n: count(), oldest: min(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.login, login.toLowerCase()), gt(loginFailures.failedAt, since)))
  return { byIp, byLogin }
}

export async function deleteLoginFailuresBefore(db: Database, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, before))
}
