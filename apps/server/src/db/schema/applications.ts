import { sql } from 'drizzle-orm'
import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { files } from './files'
import { organizations } from './organizations'
import { users } from './users'

/**
 * Applications (SPEC: orders) of the built-in service desk. Names of the system, service and type are kept as they
 * were when the application was filed, so a renamed or deleted knowledge-base entry never changes an application.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The organization the user worked in when filing it; null for an individual user. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    systemId: uuid('system_id'),
    systemName: text('system_name').notNull(),
    serviceId: uuid('service_id'),
    serviceName: text('service_name').notNull(),
    applicationType: text('application_type').notNull(),
    applicationTypeTitle: text('application_type_title').notNull(),
    warranty: text('warranty').notNull(),
    impact: text('impact').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('registered'),
    mark: integer('mark'),
    /** The platform Admin (operator) who took it in work. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The article the user filed it from. */
    articleId: uuid('article_id'),
    /** Something changed that the applicant has not seen yet. */
    unreadByUser: boolean('unread_by_user').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_user_idx').on(t.userId, t.updatedAt.desc()),
    index('applications_organization_idx')
      .on(t.organizationId, t.updatedAt.desc())
      .where(sql`${t.organizationId} is not null`),
    index('applications_status_idx').on(t.status, t.updatedAt.desc()),
  ],
)

/** Comments of the applicant and replies of the service desk. */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorFio: text('author_fio').notNull(),
    fromServiceDesk: boolean('from_service_desk').notNull().default(false),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_comments_application_idx').on(t.applicationId, t.createdAt)],
)

/** Files of an application: attached to it directly, or to one of its comments. */
export const applicationFiles = pgTable(
  'application_files',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => applicationComments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.fileId] }), index('application_files_file_idx').on(t.fileId)],
)

/** Every status an application went through, with who moved it (SPEC §3 Status-history item). */
export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    newState: text('new_state').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userFio: text('user_fio').notNull(),
    comment: text('comment'),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_status_history_application_idx').on(t.applicationId, t.id)],
)

/**
 * One-click links of the e-mails about an application: each is bound to its application, its action (and, for
 * closing, the mark the link stands for), expires, and works once. Stored under the token's SHA-256.
 */
export const emailActionTokens = pgTable(
  'email_action_tokens',
  {
    id: text('id').primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['Close', 'Reopen'] }).notNull(),
    mark: integer('mark'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_action_tokens_application_idx').on(t.applicationId)],
)
