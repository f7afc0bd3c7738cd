import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

export type UserDataRow = {
  id: string
  email: string
  surname: string | null
  name: string | null
  patronymic: string | null
  phone: string | null
  avatar_file_id: string | null
  role: 'Regular' | 'Admin' | null
  accepted_agreement_id: string | null
  current_agreement_id: string | null
  org_id: string | null
  org_short_name: string | null
  org_inn: string | null
  org_role: 'Admin' | 'Employee' | null
  org_is_default: boolean | null
  has_organizations: boolean
}

/** Everything the user data needs in one round trip: the user, the session's organization while the
 * membership is still accepted, the current agreement and whether any accepted membership exists. */
export async function findUserData(db: Database, userId: string, organizationId: string | null) {
  const result = await db.execute<UserDataRow>(sql`
    select u.id, u.email, u.surname, u.name, u.patronymic, u.phone, u.avatar_file_id, u.role,
           u.accepted_agreement_id,
           (select a.id from user_agreements a order by a.created_at desc limit 1) as current_agreement_id,
           o.id as org_id, o.short_name as org_short_name, o.inn as org_inn,
           m.role as org_role, m.is_default as org_is_default,
           exists(select 1 from organization_members x where x.user_id = u.id and x.status = 'Accepted')
             as has_organizations
      from users u
      left join organization_members m
        on m.user_id = u.id and m.organization_id = ${organizationId} and m.status = 'Accepted'
      left join organizations o on o.id = m.organization_id
     where u.id = ${userId}`)
  return result.rows[0] ?? null
}
