import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { organizationMembers, organizations } from '../../db/schema/index'

/** The user's accepted membership in an organization, with the organization's names. */
export async function findAcceptedMembership(db: Database, userId: string, organizationId: string) {
  const rows = await db
    .select({
      organizationId: organizations.id,
      shortName: organizations.shortName,
      inn: organizations.inn,
      role: organizationMembers.role,
      isDefault: organizationMembers.isDefault,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(organizationMembers.userId, userId),
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.status, 'Accepted'),
      ),
    )
    .limit(1)
  return rows[0] ?? null
}

/** Makes one membership the default and clears the flag on all the user's others, in one transaction. */
export async function setDefaultMembership(
  db: Database,
  userId: string,
  organizationId: string,
  isDefault: boolean,
  now: Date,
) {
  await db.transaction(async (tx) => {
    if (isDefault) {
      await tx
        .update(organizationMembers)
        .set({ isDefault: false })
        .where(and(eq(organizationMembers.userId, userId), ne(organizationMembers.organizationId, organizationId)))
    }
    await tx
      .update(organizationMembers)
      .set({ isDefault, updatedAt: now })
      .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, organizationId)))
  })
}
