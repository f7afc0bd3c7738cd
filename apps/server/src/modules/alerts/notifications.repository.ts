import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { DbExecutor, Transaction } from '../../db/executor'
import { alerts, files } from '../../db/schema/index'

export type NotificationRow = typeof alerts.$inferSelect & {
  image: { id: string; name: string; size: number } | null
}

const isNotification = isNull(alerts.recipientUserId)

const select = (db: Database) =>
  db
    .select({ alert: alerts, image: { id: files.id, name: files.name, size: files.size } })
    .from(alerts)
    .leftJoin(files, eq(files.id, alerts.imageFileId))

const toRow = (r: { alert: typeof alerts.$inferSelect; image: NotificationRow['image'] }): NotificationRow => ({
  ...r.alert,
  image: r.image?.id ? r.image : null,
})

export async function findNotification(db: Database, id: string): Promise<NotificationRow | null> {
  const rows = await select(db)
    .where(and(eq(alerts.id, id), isNotification))
    .limit(1)
  return rows[0] ? toRow(rows[0]) : null
}

/** Every notification, in every state, newest publication first. */
export async function findNotificationsPage(db: Database, offset: number, limit: number) {
  const [rows, [{ total }]] = await Promise.all([
    select(db).where(isNotification).orderBy(desc(alerts.publicationAt), alerts.id).limit(limit).offset(offset),
    db.select({ total: count() }).from(alerts).where(isNotification),
  ])
  return { rows: rows.map(toRow), total }
}

/** What the webhooks tell of a notification that became published (ADR 0032). */
const publishedColumns = {
  id: alerts.id,
  title: alerts.title,
  text: alerts.text,
  publicationAt: alerts.publicationAt,
  expirationAt: alerts.expirationAt,
  recipientUserId: alerts.recipientUserId,
}
export type PublishedNotification = {
  id: string
  title: string
  text: string
  publicationAt: Date
  expirationAt: Date | null
  recipientUserId: string | null
}

export type NotificationValues = Pick<
  typeof alerts.$inferInsert,
  'title' | 'text' | 'publicationAt' | 'expirationAt' | 'publishImmediately' | 'imageFileId' | 'publishedAt'
> & { withdrawnAt?: Date | null }

export async function insertNotification(db: DbExecutor, values: NotificationValues & { createdBy: string }) {
  const [row] = await db
    .insert(alerts)
    .values({ ...values, recipientUserId: null })
    .returning({ id: alerts.id })
  return row.id
}

export async function updateNotification(db: DbExecutor, id: string, values: NotificationValues & { updatedAt: Date }) {
  await db
    .update(alerts)
    .set(values)
    .where(and(eq(alerts.id, id), isNotification))
}

/**
 * Publishes the notifications whose time has come and withdraws the expired ones, each one UPDATE of the
 * notification's own row. Several instances run this; the transaction-scoped advisory lock lets exactly one act on
 * each round (the others answer nothing done).
 */
export async function publishAndWithdrawDue(
  db: Database,
  now: Date,
  onPublished: (tx: Transaction, rows: PublishedNotification[]) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ got: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext('psp.notification-publisher')) as got`,
    )
    if (!lock.rows[0].got) return { published: 0, withdrawn: 0 }
    const published = await tx
      .update(alerts)
      .set({ publishedAt: now })
      .where(and(isNull(alerts.publishedAt), lte(alerts.publicationAt, now)))
      .returning(publishedColumns)
    if (published.length) await onPublished(tx, published)
    const withdrawn = await tx.execute(sql`
      update alerts set withdrawn_at = ${now}
       where withdrawn_at is null and expiration_at is not null and expiration_at <= ${now}`)
    return { published: published.length, withdrawn: withdrawn.rowCount ?? 0 }
  })
}
