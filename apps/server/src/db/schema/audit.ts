import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * The audit log: who did what, when, from which address, on which object. Rows are only added (by the services
 * whose change they record, in the same transaction where there is one) and deleted past AUDIT_RETENTION_DAYS; no
 * call of the portal changes one. The acting user is kept by id without a foreign key, so deleting a user keeps
 * the record of what they did; their name is copied for the same reason.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: uuid('user_id'),
    userName: text('user_name'),
    ip: text('ip'),
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    objectName: text('object_name'),
    details: text('details'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_events_user_idx').on(t.userId, t.at.desc()),
    index('audit_events_action_idx').on(t.action, t.at.desc()),
  ],
)
