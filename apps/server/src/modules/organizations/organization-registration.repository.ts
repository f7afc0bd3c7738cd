import { and, eq } from 'drizzle-orm'
import type { DbExecutor } from '../../db/executor'
import { organizationMembers, organizations } from '../../db/schema/index'
import type { OrganizationRow } from './organization-directory.repository'

/** The organization's row, locked for a decision; null when there is none. */
export async function lockOrganizationRow(db: DbExecutor, id: string): Promise<OrganizationRow | null> {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, id)).for('update')
  return organization ?? null
}

/**
 * Writes a decision on a registered organization; the requester's waiting (Created) Admin membership follows it.
 * Answers the organization as decided and the requester, if any.
 */
export async function writeRegistrationDecision(
  db: DbExecutor,
  id: string,
  status: 'Accepted' | 'Declined',
  now: Date,
) {
  const [updated] = await db.update(organizations).set({ status }).where(eq(organizations.id, id)).returning()
  const requesters = await db
    .update(organizationMembers)
    .set({ status, updatedAt: now })
    .where(
      and(
        eq(organizationMembers.organizationId, id),
        eq(organizationMembers.role, 'Admin'),
        eq(organizationMembers.status, 'Created'),
      ),
    )
    .returning({ userId: organizationMembers.userId })
  return { organization: updated as OrganizationRow, requesterId: requesters[0]?.userId ?? null }
}
