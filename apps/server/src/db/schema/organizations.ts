import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    shortName: text('short_name').notNull(),
    inn: text('inn').notNull(),
    kpp: text('kpp'),
    status: text('status', { enum: ['Created', 'Accepted', 'Declined'] })
      .notNull()
      .default('Created'),
    activityStatus: text('activity_status').notNull().default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_inn_key').on(t.inn)],
)

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['Admin', 'Employee'] }).notNull(),
    status: text('status', { enum: ['Created', 'Accepted', 'Declined'] }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Set when an organization Admin excluded the user: the row stays so the user is told so (Declined status). */
    excludedAt: timestamp('excluded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('organization_members_user_idx').on(t.userId),
    index('organization_members_org_status_idx').on(t.organizationId, t.status, t.role),
  ],
)

/** Documents a user attached to a join request (multipart files[] of POST /api/user/organizations). */
export const organizationMemberFiles = pgTable(
  'organization_member_files',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.fileId] })],
)

/**
 * How many members an organization has per role and state (excluded users not counted), kept by a trigger on
 * organization_members, so the employee list's total costs a few rows however large the organization.
 */
export const organizationMemberCounts = pgTable(
  'organization_member_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['Admin', 'Employee'] }).notNull(),
    status: text('status', { enum: ['Created', 'Accepted'] }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.role, t.status] })],
)
