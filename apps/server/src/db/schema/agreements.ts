import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { files } from './files'
import { users } from './users'

/** Uploaded user agreements; the newest is the current one every user must accept. */
export const userAgreements = pgTable('user_agreements', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  fileId: uuid('file_id')
    .notNull()
    .references(() => files.id),
  uploadedBy: uuid('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Who accepted which version when: the history the acceptance report is built from (one row per user and version). */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => userAgreements.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agreement_acceptances_user_agreement_key').on(t.userId, t.agreementId),
    index('agreement_acceptances_accepted_idx').on(t.acceptedAt),
  ],
)
