import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A user's saved views of the order lists (SPEC §3 Views, Table view state). `chosen` marks the view the user works
 * with (at most one per user), answered as the views' `uuid` so the list page reopens on it.
 */
export const applicationViews = pgTable(
  'application_views',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The list the view was saved on: None (all), Actual or Archive. */
    statusGroup: text('status_group').notNull(),
    /** {sortBy, applicationFilter} as the list request takes them. */
    state: jsonb('state').notNull(),
    chosen: boolean('chosen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_views_user_idx').on(t.userId, t.createdAt)],
)
