import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A user's TOTP second factor (RFC 6238). `secret` is encrypted with SECOND_FACTOR_KEY (AES-256-GCM, ADR 0029), so a
 * dump of the database alone gives no codes away. A row with no `enabledAt` is a set-up not confirmed yet: its secret
 * asks nothing at sign-in. `lastUsedStep` is the time step of the last code accepted: a code of that step or an
 * earlier one is refused, so one code signs in once.
 */
export const userSecondFactors = pgTable('user_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The single-use recovery codes of a second factor, kept as their SHA-256 only. */
export const secondFactorRecoveryCodes = pgTable(
  'second_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('second_factor_recovery_codes_key').on(t.userId, t.codeHash)],
)

/**
 * A sign-in between the password and the second factor: the browser holds a random token in an HttpOnly cookie, the
 * row its SHA-256. It exists only after a right password and lives a few minutes. `purpose` says what the browser
 * may do with it: give a code ('code'), or set the second factor up first (an Admin under REQUIRE_2FA_FOR_ADMINS).
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['code', 'setup'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_sign_ins_expires_idx').on(t.expiresAt)],
)
