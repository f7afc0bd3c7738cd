import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/** A portal account as known to an external system of the agency: its system name and its own user id. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    system: text('system').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.system, t.subject] }), index('external_identities_user_idx').on(t.userId)],
)

/** Sign-in tokens already used, kept until they expire, so a token signs in once. */
export const usedLoginTokens = pgTable(
  'used_login_tokens',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_login_tokens_expires_idx').on(t.expiresAt)],
)
