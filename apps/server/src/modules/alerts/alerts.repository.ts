import { sql, type SQLWrapper } from 'drizzle-orm'
import type { Database } from '../../db/client'

export type AlertRow = {
  id: string
  recipient_user_id: string | null
  title: string
  text: string
  link: string | null
  publication_at: Date
  is_read: boolean
}

/** Alerts visible to a user now: addressed to them or to everyone, published and not expired. */
const visibleTo = (userId: string, now: Date) => sql`
  (a.recipient_user_id = ${userId} or a.recipient_user_id is null)
  and a.published_at is not null and a.publication_at <= ${now}
  and (a.expiration_at is null or a.expiration_at > ${now})`

const isRead = (userId: string) =>
  sql`exists(select 1 from alert_reads r where r.alert_id = a.id and r.user_id = ${userId})`

const columns = sql`a.id, a.recipient_user_id, a.title, a.text, a.link, a.publication_at`

const UNREAD_SQL = `
  select a.id, a.recipient_user_id, a.title, a.text, a.link, a.publication_at, false as is_read,
         count(*) over () as total
    from alerts a
   where (a.recipient_user_id = $1 or a.recipient_user_id is null)
     and a.published_at is not null and a.publication_at <= $2
     and (a.expiration_at is null or a.expiration_at > $2)
     and not exists (select 1 from alert_reads r where r.alert_id = a.id and r.user_id = $1)
   order by a.publication_at desc, a.id
   limit $3`

/** The unread list behind every page's bell: the same rule as `visibleTo`, as a named prepared statement (planned
 * once per connection), since every open page asks for it. */
export async function findUnreadAlerts(db: Database, userId: string, now: Date, limit: number) {
  const result = await db.$client.query<AlertRow & { total: string }>({
    name: 'psp_unread_alerts',
    text: UNREAD_SQL,
    values: [userId, now, limit],
  })
  return { rows: result.rows, total: Number(result.rows[0]?.total ?? 0) }
}

const NEXT_CHANGE_SQL = `
  select least(
    (select min(a.expiration_at) from alerts a
      where (a.recipient_user_id = $1 or a.recipient_user_id is null)
        and a.published_at is not null and a.expiration_at > $2),
    (select min(a.publication_at) from alerts a
      where (a.recipient_user_id = $1 or a.recipient_user_id is null)
        and a.published_at is not null and a.publication_at > $2)) as at`

/** The next time after `now` at which an alert of the user appears or expires by the clock alone, if any: a kept
 * unread list is true until then (or until a change is announced). */
export async function findNextAlertChange(db: Database, userId: string, now: Date): Promise<Date | null> {
  const result = await db.$client.query<{ at: Date | null }>({
    name: 'psp_next_alert_change',
    text: NEXT_CHANGE_SQL,
    values: [userId, now],
  })
  return result.rows[0]?.at ?? null
}

/** One page of the user's alerts, read and unread, newest first, with the total over all pages. */
export async function findAlertsPage(db: Database, userId: string, now: Date, offset: number, limit: number) {
  const [page, count] = await Promise.all([
    db.execute<AlertRow>(sql`
      select ${columns}, ${isRead(userId)} as is_read
        from alerts a
       where ${visibleTo(userId, now)}
       order by a.publication_at desc, a.id
       limit ${limit} offset ${offset}`),
    db.execute<{ total: string; unread: string }>(sql`
      select count(*) as total, count(*) filter (where not ${isRead(userId)}) as unread
        from alerts a where ${visibleTo(userId, now)}`),
  ])
  return { rows: page.rows, total: Number(count.rows[0].total), unread: Number(count.rows[0].unread) }
}

export async function findVisibleAlert(db: Database, userId: string, alertId: string, now: Date) {
  const result = await db.execute<AlertRow>(sql`
    select ${columns}, ${isRead(userId)} as is_read
      from alerts a
     where a.id = ${alertId} and ${visibleTo(userId, now)}`)
  return result.rows[0] ?? null
}

export async function markAlertRead(db: Database, userId: string, alertId: string, now: Date) {
  await db.execute(sql`
    insert into alert_reads (alert_id, user_id, read_at) values (${alertId}, ${userId}, ${now})
    on conflict do nothing`)
}

/** Marks every alert the user sees now as read, in one statement; answers how many were unread. */
export async function markAllAlertsRead(db: Database, userId: string, now: Date) {
  const result = await db.execute(sql`
    insert into alert_reads (alert_id, user_id, read_at)
    select a.id, ${userId}, ${now} from alerts a
     where ${visibleTo(userId, now)} and not ${isRead(userId)}
    on conflict do nothing`)
  return result.rowCount ?? 0
}

/**
 * Marks read the user's own alerts that lead to `links`: one path, or a subquery of paths (the alerts about a list
 * of applications). Answers how many were unread.
 */
export async function markAlertsReadByLink(db: Database, userId: string, links: string | SQLWrapper, now: Date) {
  const linkCondition = typeof links === 'string' ? sql`a.link = ${links}` : sql`a.link in (${links})`
  const result = await db.execute(sql`
    insert into alert_reads (alert_id, user_id, read_at)
    select a.id, ${userId}, ${now} from alerts a
     where a.recipient_user_id = ${userId} and ${linkCondition} and not ${isRead(userId)}
    on conflict do nothing`)
  return result.rowCount ?? 0
}

/**
 * A user's own alert, published at `at`: the Clock port's time, or the database's own clock ('database-now') when
 * written inside the transaction of the change it tells of.
 */
export async function insertUserAlert(
  db: Pick<Database, 'execute'>,
  alert: { userId: string; title: string; text: string; link: string | null; at: Date | 'database-now' },
) {
  const at = alert.at === 'database-now' ? sql`now()` : sql`${alert.at.toISOString()}::timestamptz`
  const result = await db.execute<{ id: string }>(sql`
    insert into alerts (recipient_user_id, title, text, link, publication_at)
    values (${alert.userId}, ${alert.title}, ${alert.text}, ${alert.link}, ${at})
    returning id`)
  return result.rows[0].id
}
