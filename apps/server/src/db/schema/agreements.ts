import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { files } from './files'

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
