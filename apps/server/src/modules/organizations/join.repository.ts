import { and, eq } from 'drizzle-orm'
import type { DbExecutor } from '../../db/executor'
import { organizationMemberFiles, organizationMembers } from '../../db/schema/index'
import type { OrganizationRole } from '@psp/contracts'

/**
 * Files a join request (state Created). A user excluded from the organization, or whose membership was declined,
 * may ask again: their row starts over. Answers null when filed, else the status of the live membership or request
 * that already exists (Created: a request still waiting).
 */
export async function fileJoinRequest(
  db: DbExecutor,
  input: { organizationId: string; userId: string; role: OrganizationRole; fileIds: string[]; now: Date },
): Promise<'Created' | 'Accepted' | null> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ status: organizationMembers.status, excludedAt: organizationMembers.excludedAt })
      .from(organizationMembers)
      .where(
        and(eq(organizationMembers.organizationId, input.organizationId), eq(organizationMembers.userId, input.userId)),
      )
      .for('update')
    if (existing && existing.status !== 'Declined' && !existing.excludedAt) return existing.status
    const now = input.now
    const values = { role: input.role, status: 'Created' as const, isDefault: false, excludedAt: null, updatedAt: now }
    const inserted = await tx
      .insert(organizationMembers)
      .values({ organizationId: input.organizationId, userId: input.userId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [organizationMembers.organizationId, organizationMembers.userId], set: values })
      .returning({ userId: organizationMembers.userId })
    if (inserted.length && input.fileIds.length) {
      await tx
        .insert(organizationMemberFiles)
        .values(input.fileIds.map((fileId) => ({ organizationId: input.organizationId, userId: input.userId, fileId })))
    }
    return null
  })
}
