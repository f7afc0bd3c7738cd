import { asc, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { organizationMembers, organizations } from '../../db/schema/index'

/** One page of the user's memberships: the default first, then by short name. */
export async function findUserOrganizations(db: Database, userId: string, limit: number, offset: number) {
  const mine = eq(organizationMembers.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        organizationId: organizations.id,
        shortName: organizations.shortName,
        inn: organizations.inn,
        role: organizationMembers.role,
        status: organizationMembers.status,
        isDefault: organizationMembers.isDefault,
      })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(mine)
      .orderBy(desc(organizationMembers.isDefault), asc(organizations.shortName), asc(organizations.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(organizationMembers).where(mine),
  ])
  return { rows, total }
}
