import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { DbExecutor } from '../../db/executor'
import { organizationMembers, organizations } from '../../db/schema/index'

export type OrganizationRow = typeof organizations.$inferSelect

export async function findOrganization(db: Database, id: string): Promise<OrganizationRow | null> {
  const rows = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1)
  return rows[0] ?? null
}

export async function findOrganizationByInn(db: Database, inn: string) {
  const rows = await db
    .select({
      id: organizations.id,
      shortName: organizations.shortName,
      status: organizations.status,
      activityStatus: organizations.activityStatus,
      hasAdmin: sql<boolean>`exists(select 1 from ${organizationMembers} m
        where m.organization_id = ${organizations.id} and m.role = 'Admin' and m.status = 'Accepted')`,
    })
    .from(organizations)
    .where(eq(organizations.inn, inn))
    .limit(1)
  return rows[0] ?? null
}

/** The organization with the acting user's own membership in it (null when none), in one round trip. */
export async function findOrganizationWithMembership(db: Database, organizationId: string, userId: string) {
  const rows = await db
    .select({
      organization: organizations,
      role: organizationMembers.role,
      status: organizationMembers.status,
      excludedAt: organizationMembers.excludedAt,
    })
    .from(organizations)
    .leftJoin(
      organizationMembers,
      and(eq(organizationMembers.organizationId, organizations.id), eq(organizationMembers.userId, userId)),
    )
    .where(eq(organizations.id, organizationId))
    .limit(1)
  const row = rows[0]
  if (!row) return null
  const own = row.role && row.status ? { role: row.role, status: row.status, excludedAt: row.excludedAt } : null
  return { organization: row.organization, own }
}

/** The acting user's own membership in an organization, excluded ones included (they are told so). */
export async function findOwnMembership(db: Database, userId: string, organizationId: string) {
  const rows = await db
    .select({
      role: organizationMembers.role,
      status: organizationMembers.status,
      excludedAt: organizationMembers.excludedAt,
    })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
    .limit(1)
  return rows[0] ?? null
}

export interface OrganizationListRow {
  id: string
  full_name: string
  short_name: string
  inn: string
  kpp: string | null
  status: OrganizationRow['status']
  requester_id: string | null
  requester_surname: string | null
  requester_name: string | null
  requester_patronymic: string | null
  requester_email: string | null
  total: string
}

/**
 * The platform Admin's list: by short name, searched by name or INN, each registration still waiting shown with
 * the user who asked for it (the Admin whose membership waits with the organization).
 */
export async function listOrganizations(
  db: Database,
  input: { search?: string; status?: OrganizationRow['status']; limit: number; offset: number },
) {
  const pattern = input.search ? `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const result = await db.$client.query<OrganizationListRow>(
    `select o.id, o.full_name, o.short_name, o.inn, o.kpp, o.status,
            r.id as requester_id, r.surname as requester_surname, r.name as requester_name,
            r.patronymic as requester_patronymic, r.email as requester_email,
            count(*) over () as total
       from organizations o
       left join lateral (
         select u.id, u.surname, u.name, u.patronymic, u.email
           from organization_members m join users u on u.id = m.user_id
          where o.status = 'Created' and m.organization_id = o.id and m.role = 'Admin' and m.status = 'Created'
          order by m.created_at limit 1) r on true
      where ($1::text is null or o.short_name ilike $1 or o.full_name ilike $1 or o.inn like $1)
        and ($2::text is null or o.status = $2)
      order by lower(o.short_name), o.id
      limit $3 offset $4`,
    [pattern, input.status ?? null, input.limit, input.offset],
  )
  let total = Number(result.rows[0]?.total ?? 0)
  if (result.rows.length === 0 && input.offset > 0) {
    const counted = await db.$client.query<{ total: string }>(
      `select count(*) as total from organizations o
        where ($1::text is null or o.short_name ilike $1 or o.full_name ilike $1 or o.inn like $1)
          and ($2::text is null or o.status = $2)`,
      [pattern, input.status ?? null],
    )
    total = Number(counted.rows[0].total)
  }
  return { rows: result.rows, total }
}

export async function insertOrganization(
  db: DbExecutor,
  values: { inn: string; kpp: string | null; shortName: string; fullName: string },
): Promise<OrganizationRow | null> {
  // A concurrent registration of the same INN loses quietly; the caller then reads the winner.
  const rows = await db.insert(organizations).values(values).onConflictDoNothing().returning()
  return rows[0] ?? null
}
