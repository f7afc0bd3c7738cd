import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Metadata of a stored file; the bytes live in the FileStorage port under `storageKey`.
 * `kind` names the module that owns the file and decides who may read it. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    storageKey: text('storage_key').notNull(),
    kind: text('kind').notNull(),
    ownerUserId: uuid('owner_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_kind_idx').on(t.kind)],
)
