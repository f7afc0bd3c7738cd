import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * An alert shown to one user (recipientUserId) or, when null, to everyone: the platform's notifications. A
 * notification is one row however many users there are; who has read it lives in alert_reads (ADR 0012).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientUserId: uuid('recipient_user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    link: text('link'),
    imageFileId: uuid('image_file_id'),
    publicationAt: timestamp('publication_at', { withTimezone: true }).notNull().defaultNow(),
    expirationAt: timestamp('expiration_at', { withTimezone: true }),
    /** Set when the alert was published: at once, or by the publishing job at publicationAt; null until then. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /** Set by the publishing job once expirationAt has passed and open pages were told. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    publishImmediately: boolean('publish_immediately').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alerts_recipient_idx').on(t.recipientUserId, t.publicationAt),
    // The publishing job looks only at notifications still waiting for their time.
    index('alerts_due_idx')
      .on(t.publicationAt)
      .where(sql`${t.publishedAt} is null`),
    index('alerts_expiring_idx')
      .on(t.expirationAt)
      .where(sql`${t.withdrawnAt} is null and ${t.expirationAt} is not null`),
  ],
)

export const alertReads = pgTable(
  'alert_reads',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.alertId] })],
)
