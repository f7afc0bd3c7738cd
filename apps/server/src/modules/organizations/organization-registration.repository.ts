import { and, eq } from 'drizzle-orm'
import type { DbExecutor } from '../../db/executor'
import { organizationMembers, organizations } from '../../db/schema/index'
import { AppError } from '../../platform/errors'
import type { OrganizationRow } from './organization-directory.repository'

/**
 * A platform Admin's decision on an organization registered by a user: only a waiting (Created) one can be
 * decided. The requester's waiting Admin membership follows the decision in the same transaction.
 */
export async function decideRegistration(db: DbExecutor, id: string, status: 'Accepted' | 'Declined') {
  return db.transaction(async (tx) => {
    const [organization] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update')
    if (!organization) throw new AppError('NotFound')
    if (organization.status !== 'Created') throw new AppError('InappropriateStatus')
    const [updated] = await tx.update(organizations).set({ status }).where(eq(organizations.id, id)).returning()
    const requesters = await tx
      .update(organizationMembers)
      .set({ status, updatedAt: new Date() })
      .where(
        and(
          eq(organizationMembers.organizationId, id),
          eq(organizationMembers.role, 'Admin'),
          eq(organizationMembers.status, 'Created'),
        ),
      )
      .returning({ userId: organizationMembers.userId })
    return { organization: updated as OrganizationRow, requesterId: requesters[0]?.userId ?? null }
  })
}
