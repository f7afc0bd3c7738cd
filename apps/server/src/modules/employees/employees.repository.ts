import type { EmployeesQuery, EmployeeState, OrganizationRole } from '@psp/contracts'
import type { Database } from '../../db/client'
import { fullNameText } from '../../db/full-name'

export interface EmployeeRow {
  id: string
  surname: string | null
  name: string | null
  patronymic: string | null
  phone: string | null
  email: string
  avatar_file_id: string | null
  role: OrganizationRole
  state: EmployeeState
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const FULL_NAME = fullNameText('u')
const ORDER: Record<EmployeesQuery['sort']['field'], string> = {
  fullName: `lower(u.surname) %s, lower(u.name) %s, lower(u.patronymic) %s`,
  email: `lower(u.email) %s`,
  role: `m.role %s`,
  state: `m.status %s`,
}

/**
 * One page of an organization's employees and join requests (excluded users are not listed), with per-column
 * filters, a search over name, e-mail and phone, and a sort; the full name (ascending) breaks ties and is the
 * default (SPEC §9). Values only ever travel as parameters; the sort is picked from a fixed map.
 */
export async function findEmployees(db: Database, organizationId: string, q: EmployeesQuery) {
  const values: unknown[] = [organizationId]
  const param = (value: unknown) => `$${values.push(value)}`
  // Conditions on the membership alone, and those that need the user's columns.
  const onMember = [`m.organization_id = $1`, `m.status in ('Accepted', 'Created')`, `m.excluded_at is null`]
  const onUser: string[] = []
  const text = (column: string, filter: { text: string; contains: boolean }) =>
    filter.contains
      ? `${column} ilike ${param(`%${escapeLike(filter.text)}%`)}`
      : `lower(${column}) = lower(${param(filter.text)})`
  if (q.filter.role) onMember.push(`m.role = ${param(q.filter.role)}`)
  if (q.filter.state) onMember.push(`m.status = ${param(q.filter.state)}`)
  if (q.filter.fullName) onUser.push(text(FULL_NAME, q.filter.fullName))
  if (q.filter.email) onUser.push(text('u.email', q.filter.email))
  if (q.filter.phone) {
    const digits = param(`%${q.filter.phone.replace(/\D/g, '')}%`)
    onUser.push(`regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') like ${digits}`)
  }
  if (q.search) {
    const pattern = param(`%${escapeLike(q.search)}%`)
    onUser.push(`(${FULL_NAME} ilike ${pattern} or u.email ilike ${pattern} or u.phone ilike ${pattern})`)
  }
  const direction = q.sort.order === 'Desc' ? 'desc' : 'asc'
  const field = q.sort.order === 'Reset' ? 'fullName' : q.sort.field
  const order = [ORDER[field].replaceAll('%s', direction)]
  if (field !== 'fullName') order.push(ORDER.fullName.replaceAll('%s', 'asc'))
  order.push('u.id')
  const where = [...onMember, ...onUser].join(' and ')
  const filterValues = [...values]
  const limit = param(q.itemsPerPage)
  const offset = param((q.page - 1) * q.itemsPerPage)
  // Without conditions on the user the total is a sum of the counts the trigger keeps per role and state.
  const count = onUser.length
    ? {
        text: `select count(*) as total from organization_members m join users u on u.id = m.user_id where ${where}`,
        values: filterValues,
      }
    : {
        text: `select coalesce(sum(n), 0) as total from organization_member_counts
                where organization_id = $1 and ($2::text is null or role = $2) and ($3::text is null or status = $3)`,
        values: [organizationId, q.filter.role ?? null, q.filter.state ?? null],
      }
  const [rows, counted] = await Promise.all([
    db.$client.query<EmployeeRow>(
      `select u.id, u.surname, u.name, u.patronymic, u.phone, u.email, u.avatar_file_id,
              m.role, m.status as state
         from organization_members m join users u on u.id = m.user_id
        where ${where} order by ${order.join(', ')} limit ${limit} offset ${offset}`,
      values,
    ),
    db.$client.query<{ total: string }>(count.text, count.values),
  ])
  return { rows: rows.rows, total: Number(counted.rows[0].total) }
}

/** One employee or join request of the organization; excluded users answer as missing. */
export async function findEmployee(db: Database, organizationId: string, userId: string) {
  const result = await db.$client.query<EmployeeRow>(
    `select u.id, u.surname, u.name, u.patronymic, u.phone, u.email, u.avatar_file_id, m.role, m.status as state
       from organization_members m join users u on u.id = m.user_id
      where m.organization_id = $1 and m.user_id = $2 and m.status in ('Accepted', 'Created') and m.excluded_at is null`,
    [organizationId, userId],
  )
  return result.rows[0] ?? null
}

/** Accepted members, optionally only the Admins, by full name. */
export async function findActiveMembers(db: Database, organizationId: string, onlyAdmins: boolean) {
  const result = await db.$client.query<EmployeeRow>(
    `select u.id, u.surname, u.name, u.patronymic, u.phone, u.email, u.avatar_file_id, m.role, m.status as state
       from organization_members m join users u on u.id = m.user_id
      where m.organization_id = $1 and m.status = 'Accepted' and m.excluded_at is null
        and ($2::boolean = false or m.role = 'Admin')
      order by lower(u.surname), lower(u.name), lower(u.patronymic), u.id`,
    [organizationId, onlyAdmins],
  )
  return result.rows
}

export async function countActiveMembers(db: Database, organizationId: string) {
  const result = await db.$client.query<{ admins: string; members: string }>(
    `select count(*) filter (where m.role = 'Admin') as admins, count(*) as members
       from organization_members m
      where m.organization_id = $1 and m.status = 'Accepted' and m.excluded_at is null`,
    [organizationId],
  )
  return { admins: Number(result.rows[0].admins), members: Number(result.rows[0].members) }
}

/**
 * The employee's memberships the viewer may see: those in organizations where the viewer is an accepted member
 * (every one for a platform Admin), so one organization's page never tells what another one holds.
 */
export async function findEmployeeOrganizations(
  db: Database,
  input: { userId: string; viewerId: string; everything: boolean; limit: number; offset: number },
) {
  const result = await db.$client.query<{
    organization_id: string
    short_name: string
    inn: string
    role: OrganizationRole
    status: 'Created' | 'Accepted' | 'Declined'
    organization_status: 'Created' | 'Accepted' | 'Declined'
    total: string
  }>(
    `select o.id as organization_id, o.short_name, o.inn, m.role, m.status, o.status as organization_status,
            count(*) over () as total
       from organization_members m join organizations o on o.id = m.organization_id
      where m.user_id = $1 and m.excluded_at is null
        and ($3::boolean or exists (select 1 from organization_members v
              where v.organization_id = m.organization_id and v.user_id = $2
                and v.status = 'Accepted' and v.excluded_at is null))
      order by lower(o.short_name), o.id
      limit $4 offset $5`,
    [input.userId, input.viewerId, input.everything, input.limit, input.offset],
  )
  return { rows: result.rows, total: Number(result.rows[0]?.total ?? 0) }
}
