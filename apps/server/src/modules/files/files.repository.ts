import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { files } from '../../db/schema/index'

export type FileRow = typeof files.$inferSelect

export async function insertFile(db: Database, row: typeof files.$inferInsert) {
  const [created] = await db.insert(files).values(row).returning()
  return created
}

export async function findFile(db: Database, id: string) {
  const rows = await db.select().from(files).where(eq(files.id, id)).limit(1)
  return rows[0] ?? null
}

export async function deleteFileRow(db: Database, id: string) {
  await db.delete(files).where(eq(files.id, id))
}
