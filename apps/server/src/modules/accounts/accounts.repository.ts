import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Account, AccountDetails, UsersSearchRequest } from '@psp/contracts'
import type { Database } from '../../db/client'
import type { DbExecutor } from '../../db/executor'
import { fullNameText } from '../../db/full-name'
import { organizationMembers, organizations, sessions, userSecondFactors, users } from '../../db/schema/index'

type SearchInput = Required<Pick<UsersSearchRequest, 'search'>> & {
  page: number
  itemsPerPage: number
  filter: NonNullable<UsersSearchRequest['filter']>
  sort: { field: 'fio' | 'email' | 'createdAt'; order: 'Asc' | 'Desc' } | null
}

/**
 * Every account with its SPEC §3 account type: Regular once the password is set; otherwise from the newest unused
 * set-password link: TokenExpired when it expired, EmailSent when its e-mail was delivered, else EmailNotConfirmed.
 */
const ACCOUNTS_SQL = `
  select u.id, u.surname, u.name, u.patronymic, u.email, u.phone, u.avatar_file_id,
         coalesce(u.role, 'Regular') as role,
         case when u.disabled_at is null then 'Active' else 'Blocked' end as state,
         case
           when t.expires_at is null then 'Regular'
           when t.expires_at <= now() then 'TokenExpired'
           when mo.status = 'sent' then 'EmailSent'
           else 'EmailNotConfirmed'
         end as account_type,
         t.expires_at as link_expires_at,
         u.created_at,
         lower(${fullNameText('u')}) as fio_key
    from users u
    left join lateral (
      select pt.expires_at, pt.mail_id from password_tokens pt
       where pt.user_id = u.id and pt.purpose = 'account' and pt.used_at is null
       order by pt.created_at desc limit 1
    ) t on true
    left join mail_outbox mo on mo.id = t.mail_id`

type AccountRow = {
  id: string
  surname: string | null
  name: string | null
  patronymic: string | null
  email: string
  phone: string | null
  avatar_file_id: string | null
  role: Account['role']
  state: Account['state']
  account_type: Account['accountType']
  link_expires_at: Date | null
  created_at: Date
}

const SORT_COLUMNS = { fio: 'fio_key', email: 'lower(email)', createdAt: 'created_at' } as const
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function searchAccounts(db: Database, input: SearchInput) {
  const where: string[] = []
  const values: unknown[] = []
  const param = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  if (input.search) {
    const like = param(`%${escapeLike(input.search.toLowerCase())}%`)
    where.push(`(fio_key like ${like} or lower(email) like ${like} or coalesce(phone, '') like ${like})`)
  }
  if (input.filter.role?.length) where.push(`role = any(${param(input.filter.role)})`)
  if (input.filter.state?.length) where.push(`state = any(${param(input.filter.state)})`)
  if (input.filter.accountType?.length) where.push(`account_type = any(${param(input.filter.accountType)})`)
  const sort = input.sort ?? { field: 'fio', order: 'Asc' }
  const direction = sort.order === 'Desc' ? 'desc' : 'asc'
  const filtered = `select * from (${ACCOUNTS_SQL}) a ${where.length ? `where ${where.join(' and ')}` : ''}`
  const limit = param(input.itemsPerPage)
  const offset = param((input.page - 1) * input.itemsPerPage)
  const { rows } = await db.$client.query<AccountRow & { total: string }>(
    `select f.*, count(*) over () as total from (${filtered}) f
      order by ${SORT_COLUMNS[sort.field]} ${direction}, id
      limit ${limit} offset ${offset}`,
    values,
  )
  let total = rows.length ? Number(rows[0].total) : 0
  if (!rows.length && input.page > 1) {
    const counted = await db.$client.query<{ n: string }>(
      `select count(*) as n from (${filtered}) c`,
      values.slice(0, -2),
    )
    total = Number(counted.rows[0].n)
  }
  return { rows, total }
}

export async function findAccount(db: Database, id: string) {
  const { rows } = await db.$client.query<AccountRow>(`select * from (${ACCOUNTS_SQL}) a where id = $1`, [id])
  return rows[0] ?? null
}

/** Whether the user signs in with a second factor (ADR 0029). */
export async function hasEnabledSecondFactor(db: Database, userId: string) {
  const rows = await db
    .select({ userId: userSecondFactors.userId })
    .from(userSecondFactors)
    .where(and(eq(userSecondFactors.userId, userId), isNotNull(userSecondFactors.enabledAt)))
    .limit(1)
  return rows.length > 0
}

export async function findMemberships(db: Database, userId: string): Promise<AccountDetails['organizations']> {
  return db
    .select({
      organizationId: organizations.id,
      shortName: organizations.shortName,
      inn: organizations.inn,
      role: organizationMembers.role,
      status: organizationMembers.status,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(organizations.shortName)
}

export async function emailTaken(db: DbExecutor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email}) or lower(${users.username}) = lower(${email})`)
  return Boolean(row)
}

export async function insertAccount(db: DbExecutor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id })
  return row.id
}

export async function findNames(db: DbExecutor, id: string) {
  const [row] = await db
    .select({ surname: users.surname, name: users.name, patronymic: users.patronymic, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
  return row ?? null
}

export async function updateNames(
  db: DbExecutor,
  id: string,
  names: { surname: string; name: string; patronymic: string | null },
  now: Date,
) {
  await db
    .update(users)
    .set({ ...names, updatedAt: now })
    .where(eq(users.id, id))
}

/** Blocks the account and ends its sessions in one transaction; false when it was already blocked. */
export async function blockAccount(db: DbExecutor, id: string, now: Date) {
  const changed = await db
    .update(users)
    .set({ disabledAt: now, updatedAt: now })
    .where(and(eq(users.id, id), isNull(users.disabledAt)))
    .returning({ id: users.id })
  await db.delete(sessions).where(eq(sessions.userId, id))
  return changed.length > 0
}

export async function unblockAccount(db: DbExecutor, id: string, now: Date) {
  const changed = await db
    .update(users)
    .set({ disabledAt: null, updatedAt: now })
    .where(and(eq(users.id, id), isNotNull(users.disabledAt)))
    .returning({ id: users.id })
  return changed.length > 0
}

export type { AccountRow }
