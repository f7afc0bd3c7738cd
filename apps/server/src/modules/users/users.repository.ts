import { or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/index'

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
  no_organization_notice_dismissed: boolean
}

/** The columns of UserDataRow, over `u` (users), `m` (the accepted membership) and `o` (its organization). */
const USER_DATA_COLUMNS = `
    u.id, u.email, u.surname, u.name, u.patronymic, u.phone, u.avatar_file_id, u.role,
    u.accepted_agreement_id,
    (select a.id from user_agreements a order by a.created_at desc limit 1) as current_agreement_id,
    o.id as org_id, o.short_name as org_short_name, o.inn as org_inn,
    m.role as org_role, m.is_default as org_is_default,
    exists(select 1 from organization_members x where x.user_id = u.id and x.status = 'Accepted')
      as has_organizations,
    u.no_organization_notice_dismissed_at is not null as no_organization_notice_dismissed`

const USER_DATA_SQL = `
  select ${USER_DATA_COLUMNS}
    from users u
    left join organization_members m
      on m.user_id = u.id and m.organization_id = $2 and m.status = 'Accepted'
    left join organizations o on o.id = m.organization_id
   where u.id = $1`

/** Everything the user data needs in one round trip: the user, the session's organization while the
 * membership is still accepted, the current agreement and whether any accepted membership exists.
 * A named prepared statement: planned once per connection. */
export async function findUserData(db: Database, userId: string, organizationId: string | null) {
  const result = await db.$client.query<UserDataRow>({
    name: 'psp_user_data',
    text: USER_DATA_SQL,
    values: [userId, organizationId],
  })
  return result.rows[0] ?? null
}

export type SessionUserDataRow = UserDataRow & {
  session_id: string
  session_organization_id: string | null
  last_seen_at: Date
}

const SESSION_USER_DATA_SQL = `
  select s.id as session_id, s.organization_id as session_organization_id, s.last_seen_at,
         ${USER_DATA_COLUMNS}
    from sessions s
    join users u on u.id = s.user_id
    left join organization_members m
      on m.user_id = u.id and m.organization_id = s.organization_id and m.status = 'Accepted'
    left join organizations o on o.id = m.organization_id
   where s.id = $1 and s.expires_at > $2 and s.last_seen_at > $3 and u.disabled_at is null`

/** The live session (same conditions as the auth lookup) together with its user data, in one round trip:
 * GET /user/info, the hottest call, needs nothing else. */
export async function findSessionUserData(db: Database, sessionId: string, now: Date, idleSince: Date) {
  const result = await db.$client.query<SessionUserDataRow>({
    name: 'psp_session_user_data',
    text: SESSION_USER_DATA_SQL,
    values: [sessionId, now, idleSince],
  })
  return result.rows[0] ?? null
}

/** Whether any user signs in with one of the logins (lower case), by e-mail or user name (see auth.repository.ts). */
export async function loginTaken(db: Database, logins: string[]) {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(or(sql`lower(${users.email}) in ${logins}`, sql`lower(${users.username}) in ${logins}`))
    .limit(1)
  return taken.length > 0
}

export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id })
  return row.id
}
