import { and, eq, gt, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { agreementAcceptedSql } from '../../db/agreement-accepted'
import { loginDevices, organizationMembers, sessions, users } from '../../db/schema/index'

/** A session of an enabled user, as the session cache keeps it: whether it is still live is checked per request. */
export interface SessionRow {
  sessionId: string
  userId: string
  role: 'Regular' | 'Admin' | null
  organizationId: string | null
  lastSeenAt: Date
  expiresAt: Date
  /** Whether the user accepted the current agreement (true while none exists): kept true by the session feed. */
  agreementAccepted: boolean
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
      agreementAccepted: agreementAcceptedSql,
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

/** Sessions past their absolute lifetime or idle since `idleSince` (both are refused already): how many went. */
export async function deleteExpiredSessions(db: Database, now: Date, idleSince: Date) {
  const gone = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
    .returning({ id: sessions.id })
  return gone.length
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

/** Whether the browser with this device id signed in to the user's account since `since` (login-device.ts). */
export async function isKnownDevice(db: Database, deviceId: string, userId: string, since: Date) {
  const rows = await db
    .select({ userId: loginDevices.userId })
    .from(loginDevices)
    .where(
      and(eq(loginDevices.deviceId, deviceId), eq(loginDevices.userId, userId), gt(loginDevices.signedInAt, since)),
    )
    .limit(1)
  return rows.length > 0
}

/** Moves the accounts a browser was known for to its new device id and adds (or renews) the user's. */
export async function rememberDevice(
  db: Database,
  d: { oldDeviceId: string | null; deviceId: string; userId: string; now: Date },
) {
  await db.transaction(async (tx) => {
    if (d.oldDeviceId) {
      await tx.update(loginDevices).set({ deviceId: d.deviceId }).where(eq(loginDevices.deviceId, d.oldDeviceId))
    }
    await tx
      .insert(loginDevices)
      .values({ deviceId: d.deviceId, userId: d.userId, signedInAt: d.now })
      .onConflictDoUpdate({ target: [loginDevices.deviceId, loginDevices.userId], set: { signedInAt: d.now } })
  })
}

/** Browsers not signed in since `before` are unknown again: how many rows went. */
export async function deleteDevicesSignedInBefore(db: Database, before: Date) {
  const gone = await db
    .delete(loginDevices)
    .where(lte(loginDevices.signedInAt, before))
    .returning({ id: loginDevices.deviceId })
  return gone.length
}
