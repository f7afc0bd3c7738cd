import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { applications } from './applications'

/*
 * An external service desk behind the applications (ADR 0038). The portal keeps every application itself (lists,
 * access, read marks, archive); these tables tie them to the desk's tickets, hold what the desk has yet to take, and
 * mark how far the portal has read the desk's changes. The built-in desk needs none of them.
 */

/** The desk's ticket of an application, once the desk has taken its filing. */
export const serviceDeskTickets = pgTable(
  'service_desk_tickets',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    desk: text('desk').notNull(),
    ticket: text('ticket').notNull(),
  },
  (t) => [uniqueIndex('service_desk_tickets_ticket_idx').on(t.desk, t.ticket)],
)

/**
 * What the applicant did that the desk has yet to take, in order per application: written in the transaction of the
 * application's own change, so nothing acknowledged to the user is lost when the desk is down; tried again until
 * the desk takes it. `lastError` is the catalogue code of the last failure (SPEC §8), which the application shows.
 */
export const serviceDeskOutbox = pgTable(
  'service_desk_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['file', 'comment', 'files', 'close', 'reopen'] }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('service_desk_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
    index('service_desk_outbox_application_idx').on(t.applicationId, t.id),
  ],
)

/** How far the portal has read each desk's changes (Request Tracker: the last transaction applied). */
export const serviceDeskCursors = pgTable('service_desk_cursors', {
  desk: text('desk').primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull(),
})
