import { and, eq, sql } from 'drizzle-orm'
import type { OrganizationRole } from '@psp/contracts'
import type { Transaction } from '../../db/executor'
import { organizationMemberFiles, organizationMembers, organizations } from '../../db/schema/index'

type Tx = Transaction

/** Locks the organization's row, so two Admins changing its memberships at once are serialized. */
export async function lockOrganization(tx: Tx, organizationId: string) {
  await tx.execute(sql`select 1 from ${organizations} where id = ${organizationId} for update`)
}

/** The member's row, locked for the change; null when there is none. */
export async function lockMember(tx: Tx, organizationId: string, userId: string) {
  const [row] = await tx
    .select({
      role: organizationMembers.role,
      status: organizationMembers.status,
      excludedAt: organizationMembers.excludedAt,
    })
    .from(organizationMembers)
    .where(member(organizationId, userId))
    .for('update')
  return row ?? null
}

/** The organization's accepted Admins other than the user. */
export async function countOtherAdmins(tx: Tx, organizationId: string, userId: string) {
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

export async function setAccepted(tx: Tx, organizationId: string, userId: string, role: OrganizationRole, now: Date) {
  await tx
    .update(organizationMembers)
    .set({ status: 'Accepted', role, updatedAt: now })
    .where(member(organizationId, userId))
}

/**
 * Declines a join request: the row stays as Declined, so the requester's list shows the decision (the employee list
 * shows only Accepted and Created rows); the documents attached to it go. Answers the files to remove.
 */
export async function markDeclined(tx: Tx, organizationId: string, userId: string, now: Date) {
  await tx
    .update(organizationMembers)
    .set({ status: 'Declined', isDefault: false, updatedAt: now })
    .where(member(organizationId, userId))
  const files = await tx
    .delete(organizationMemberFiles)
    .where(and(eq(organizationMemberFiles.organizationId, organizationId), eq(organizationMemberFiles.userId, userId)))
    .returning({ fileId: organizationMemberFiles.fileId })
  return files.map((f) => f.fileId)
}

export async function setRole(tx: Tx, organizationId: string, userId: string, role: OrganizationRole, now: Date) {
  await tx.update(organizationMembers).set({ role, updatedAt: now }).where(member(organizationId, userId))
}

/** The row stays, declined and marked excluded, so the user is told they were excluded and may ask again. */
export async function markExcluded(tx: Tx, organizationId: string, userId: string, now: Date) {
  await tx
    .update(organizationMembers)
    .set({ status: 'Declined', isDefault: false, excludedAt: now, updatedAt: now })
    .where(member(organizationId, userId))
}
