import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { mailOutbox } from './mail'
import { users } from './users'

/**
 * One-time links to set a password: `account` for an account an Admin created, `reset` for «Забыли пароль?». Only the
 * SHA-256 of the token is kept, so the table cannot be used to take over accounts.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['account', 'reset'] }).notNull(),
    /** The e-mail that carries the link: its delivery tells EmailSent from EmailNotConfirmed. */
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_tokens_hash_key').on(t.tokenHash), index('password_tokens_user_idx').on(t.userId)],
)
