import { and, count, eq, gt, lte, min, or, sql } from 'drizzle-orm'
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
  /** Whether the user accepted the current agreement (true while none exists): kept true by the session feed. */
  agreementAccepted: boolean
}

/**
 * True unless a current agreement (the newest, as the user data reads it) exists that the user has not accepted.
 * An upload or an acceptance is announced on the sessions channel (migration 0005), so cached sessions follow.
 */
const agreementAcceptedSql = sql<boolean>`not exists (
  select 1 from (select a.id from user_agreements a order by a.created_at desc limit 1) current_agreement
   where current_agreement.id is distinct from ${users.acceptedAgreementId})`

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

/** Advisory-lock namespaces of the login limits: one lock per account key and one per IP address. */
const ACCOUNT_LOCK = 727_201
const IP_LOCK = 727_202

export type LoginReservation = { ok: true } | { ok: false; scope: 'ip' | 'account'; oldest: Date | string | null }

/**
 * Counts the failures of the IP address and of the account since `since` and, when both are under their limits,
 * records this attempt as a failure before the password is checked (a success takes it back). Attempts of one
 * account or one IP take their turn under advisory locks, so a burst of parallel attempts cannot all pass the count
 * before any of them is recorded. The locks are always taken account first, so two attempts never wait crosswise.
 */
export async function reserveLoginAttempt(
  db: Database,
  a: { ip: string; account: string; now: Date; since: Date; maxPerIp: number; maxPerAccount: number },
): Promise<LoginReservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${a.account}))`)
    await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${a.ip}))`)
    const failuresOf = (where: ReturnType<typeof eq>) =>
      tx
        .select({ n: count(), oldest: min(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(where, gt(loginFailures.failedAt, a.since)))
    const [byIp] = await failuresOf(eq(loginFailures.ip, a.ip))
    if (byIp.n >= a.maxPerIp) return { ok: false, scope: 'ip', oldest: byIp.oldest }
    const [byAccount] = await failuresOf(eq(loginFailures.login, a.account))
    if (byAccount.n >= a.maxPerAccount) return { ok: false, scope: 'account', oldest: byAccount.oldest }
    await tx.insert(loginFailures).values({ ip: a.ip, login: a.account, failedAt: a.now })
    return { ok: true }
  })
}

/** A successful sign-in forgets the account's failures, its own reserved attempt included. */
export async function clearLoginFailures(db: Database, account: string) {
  await db.delete(loginFailures).where(eq(loginFailures.login, account))
}

/** Failures older than the limits' window count for nothing any more: how many went. */
export async function deleteLoginFailuresBefore(db: Database, before: Date) {
  const gone = await db
    .delete(loginFailures)
    .where(lte(loginFailures.failedAt, before))
    .returning({ id: loginFailures.id })
  return gone.length
}
