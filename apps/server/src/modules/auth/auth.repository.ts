import { and, count, eq, gt, lt, min, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { loginFailures, organizationMembers, sessions, users } from '../../db/schema/index'

/** A session of an enabled user, as the session cache keeps it: whether it is still live is checked per request. */
export interface SessionRow {
  sessionId: string
  userId: string
  role: 'Regular' | 'Admin' | null
  organizationId: string | null
  lastSeenAt: Date
  expiresAt: Date
}

/** The session lookup, as a named prepared statement: parsed and planned once per connection. Kept per database
 * handle, as drizzle binds it to one. */
function prepareSession(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      role: users.role,
      organizationId: sessions.organizationId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), sql`${users.disabledAt} is null`))
    .limit(1)
    .prepare('psp_find_session')
}
const sessionStatements = new WeakMap<Database, ReturnType<typeof prepareSession>>()

/** One indexed lookup: the session, if its user is enabled (expired or not). */
export async function findSession(db: Database, sessionId: string): Promise<SessionRow | null> {
  let statement = sessionStatements.get(db)
  if (!statement) {
    statement = prepareSession(db)
    sessionStatements.set(db, statement)
  }
  const rows = await statement.execute({ sessionId })
  return (rows[0] as SessionRow | undefined) ?? null
}

export async function touchSession(db: Database, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId))
}

export async function insertSession(
  db: Database,
  row: {
    id: string
    userId: string
    organizationId: string | null
    now: Date
    expiresAt: Date
    loginSystem?: string | null
  },
) {
  await db.insert(sessions).values({
    id: row.id,
    userId: row.userId,
    organizationId: row.organizationId,
    loginSystem: row.loginSystem ?? null,
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
