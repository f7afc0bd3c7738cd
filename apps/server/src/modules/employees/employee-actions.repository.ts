import { and, eq, sql } from 'drizzle-orm'
import type { OrganizationRole } from '@psp/contracts'
import type { DbExecutor, Transaction } from '../../db/executor'
import { organizationMemberFiles, organizationMembers, organizations } from '../../db/schema/index'
import { AppError } from '../../platform/errors'

type Tx = Transaction

/**
 * Runs a membership change with the organization row locked, so two Admins acting at once are serialized and the
 * last-Admin rule holds; the database trigger `organization_keeps_an_admin` is the backstop, mapped to its error.
 */
async function withOrganizationLocked<T>(db: DbExecutor, organizationId: string, work: (tx: Tx) => Promise<T>) {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${organizations} where id = ${organizationId} for update`)
      return work(tx)
    })
  } catch (error) {
    if (error instanceof Error && /last_organization_admin/.test(error.message + String(error.cause ?? ''))) {
      throw new AppError('LastOrganizationAdmin')
    }
    throw error
  }
}

async function lockedMember(tx: Tx, organizationId: string, userId: string) {
  const [row] = await tx
    .select({
      role: organizationMembers.role,
      status: organizationMembers.status,
      excludedAt: organizationMembers.excludedAt,
    })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
    .for('update')
  return row && !row.excludedAt && row.status !== 'Declined' ? row : null
}

async function otherAdmins(tx: Tx, organizationId: string, userId: string) {
  const [{ n }] = await tx
    .execute<{ n: number }>(
      sql`select count(*)::int as n from ${organizationMembers}
         where organization_id = ${organizationId} and user_id <> ${userId}
           and role = 'Admin' and status = 'Accepted' and excluded_at is null`,
    )
    .then((r) => r.rows)
  return n
}

const member = (organizationId: string, userId: string) =>
  and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId))

/** A join request (Created) becomes an accepted membership with the chosen role. */
export async function acceptRequest(db: DbExecutor, organizationId: string, userId: string, role: OrganizationRole) {
  return withOrganizationLocked(db, organizationId, async (tx) => {
    const row = await lockedMember(tx, organizationId, userId)
    if (!row) throw new AppError('NotFound')
    if (row.status !== 'Created') throw new AppError('MembershipNotPending')
    await tx
      .update(organizationMembers)
      .set({ status: 'Accepted', role, updatedAt: new Date() })
      .where(member(organizationId, userId))
  })
}

/** Declining removes the request (SPEC §4), with the documents attached to it. */
export async function declineRequest(db: DbExecutor, organizationId: string, userId: string) {
  return withOrganizationLocked(db, organizationId, async (tx) => {
    const row = await lockedMember(tx, organizationId, userId)
    if (!row) throw new AppError('NotFound')
    if (row.status !== 'Created') throw new AppError('MembershipNotPending')
    await tx.delete(organizationMembers).where(member(organizationId, userId))
    const files = await tx
      .delete(organizationMemberFiles)
      .where(
        and(eq(organizationMemberFiles.organizationId, organizationId), eq(organizationMemberFiles.userId, userId)),
      )
      .returning({ fileId: organizationMemberFiles.fileId })
    return files.map((f) => f.fileId)
  })
}

/** Changes an accepted member's role; the last Admin is never demoted. Answers the role they had. */
export async function changeRole(db: DbExecutor, organizationId: string, userId: string, role: OrganizationRole) {
  return withOrganizationLocked(db, organizationId, async (tx) => {
    const row = await lockedMember(tx, organizationId, userId)
    if (!row) throw new AppError('NotFound')
    if (row.status !== 'Accepted') throw new AppError('InappropriateStatus')
    if (row.role === 'Admin' && role !== 'Admin' && (await otherAdmins(tx, organizationId, userId)) === 0) {
      throw new AppError('LastOrganizationAdmin')
    }
    await tx.update(organizationMembers).set({ role, updatedAt: new Date() }).where(member(organizationId, userId))
    return row.role
  })
}

/**
 * Excludes an accepted member: the row stays, declined and marked, so the user is told they were excluded and may
 * ask to join again. The last Admin is never excluded; their sessions lose the organization at the next call.
 */
export async function excludeMember(db: DbExecutor, organizationId: string, userId: string) {
  return withOrganizationLocked(db, organizationId, async (tx) => {
    const row = await lockedMember(tx, organizationId, userId)
    if (!row) throw new AppError('NotFound')
    if (row.status !== 'Accepted') throw new AppError('InappropriateStatus')
    if (row.role === 'Admin' && (await otherAdmins(tx, organizationId, userId)) === 0) {
      throw new AppError('LastOrganizationAdmin')
    }
    const now = new Date()
    await tx
      .update(organizationMembers)
      .set({ status: 'Declined', isDefault: false, excludedAt: now, updatedAt: now })
      .where(member(organizationId, userId))
  })
}
