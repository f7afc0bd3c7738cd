import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
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

/**
 * An e-mail confirmation a token sign-in waits for: the external system did not vouch for the address, so the one
 * who reads the mailbox must confirm it before the portal links the external user to the account with that e-mail
 * (`userId`), or creates the account (no `userId`) from the token's names. Only the SHA-256 of the link's token is
 * kept.
 */
export const tokenLoginConfirmations = pgTable(
  'token_login_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    system: text('system').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    surname: text('surname'),
    name: text('name'),
    patronymic: text('patronymic'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('token_login_confirmations_hash_key').on(t.tokenHash),
    index('token_login_confirmations_identity_idx').on(t.system, t.subject),
  ],
)
