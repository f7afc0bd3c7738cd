import { sql } from 'drizzle-orm'
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    surname: text('surname'),
    name: text('name'),
    patronymic: text('patronymic'),
    phone: text('phone'),
    avatarFileId: uuid('avatar_file_id'),
    /** Null counts as Regular (SPEC §1). */
    role: text('role', { enum: ['Regular', 'Admin'] }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    acceptedAgreementId: uuid('accepted_agreement_id'),
    /** When the user closed «Вы не состоите ни в одной организации»: it is not offered at sign-in again. */
    noOrganizationNoticeDismissedAt: timestamp('no_organization_notice_dismissed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    // The employee list's default order (full name ascending), walked in order for a page of a large organization.
    index('users_full_name_sort_idx').on(
      sql`lower(${t.surname})`,
      sql`lower(${t.name})`,
      sql`lower(${t.patronymic})`,
      t.id,
    ),
  ],
)

/** A login session. The id is the SHA-256 of the cookie token, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id'),
    /** The external system the user came in from (token login); null when they signed in on the portal itself. */
    loginSystem: text('login_system'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/**
 * A browser that signed in to an account before (OWASP's device cookie): it holds a random token in the `psp_device`
 * cookie, kept here as its SHA-256. A sign-in attempt from such a browser is limited on the device's own bucket, so
 * strangers guessing the password cannot lock its owner out (ADR 0025). One browser may be known for several accounts.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    deviceId: text('device_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.userId] }), index('login_devices_signed_in_idx').on(t.signedInAt)],
)
