import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { userDataChangeStatuses } from '@psp/contracts'
import { users } from './users'

/** Every change of a user's data (phone, avatar, name, memberships), with a readable text of what changed. */
export const userDataChanges = pgTable(
  'user_data_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: userDataChangeStatuses }).notNull(),
    changes: text('changes').notNull(),
    /** Who made the change (the user, an organization's Admin, a platform Admin); null for the system. */
    changedBy: uuid('changed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_data_changes_user_idx').on(t.userId, t.createdAt.desc())],
)
